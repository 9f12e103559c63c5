import { Box, Link, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@campus/common/format';
import { REVIEWS_LOAD_ERROR } from '@campus/common/messages';
import { PROFILE_PREVIEW_COUNT } from '@campus/common/timers';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { StarRating } from '../../../components/star-rating';
import { paths, productUrl } from '../../../config/paths';
import { useUserReviews } from '../../../lib/user-reviews';
import { SectionHeader } from './section-header';

const COLUMNS = { base: 1, md: 2 };

function ReviewsBody() {
  const reviews = useUserReviews();
  if (reviews.isPending) {
    return (
      <SimpleGrid columns={COLUMNS} gap="4" role="status" aria-busy="true" aria-label="Loading your reviews">
        {Array.from({ length: PROFILE_PREVIEW_COUNT }, (_, key) => (
          <Stack key={key} gap="3" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
            <Skeleton height="5" width="60%" />
            <Skeleton height="4" width="24" />
            <SkeletonText noOfLines={2} />
          </Stack>
        ))}
      </SimpleGrid>
    );
  }
  if (reviews.isError) return <ErrorState title={REVIEWS_LOAD_ERROR} error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const recent = reviews.data.slice(0, PROFILE_PREVIEW_COUNT);
  if (recent.length === 0) {
    return (
      <Text color="fg.muted" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        You haven't reviewed any products yet.
      </Text>
    );
  }
  return (
    <SimpleGrid columns={COLUMNS} gap="4">
      {recent.map((review) => (
        <Stack as="article" key={review.id} gap="2" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
          <Link asChild fontWeight="semibold" lineClamp={1} color="fg">
            <RouterLink to={productUrl(review.productId)}>{review.product.title || 'Product'}</RouterLink>
          </Link>
          <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
            <StarRating value={review.rating} />
            <Text fontSize="sm" color="fg.muted">
              {formatDate(review.createdAt)}
            </Text>
          </Box>
          {review.comment !== '' && (
            <Text color="fg.muted" lineClamp={3}>
              {review.comment}
            </Text>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Up to 2 of the user's newest reviews, with View All to My Reviews. */
export function RecentReviews() {
  return (
    <Stack as="section" gap="3" aria-labelledby="recent-reviews">
      <SectionHeader id="recent-reviews" title="My Reviews" viewAllTo={paths.myReviews} viewAllLabel="View All reviews" />
      <ReviewsBody />
    </Stack>
  );
}

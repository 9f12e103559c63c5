import { Badge, HStack, Skeleton, Text } from '@chakra-ui/react';
import { formatAverageRating, formatCount } from '@campus/common/format';
import { StarRating } from '../../../components/star-rating';
import { useProductReviews } from '../api/get-product-reviews';

/** Under the product page's title: the average rating and the review count (the reviews block shows any failure). */
export function RatingSummaryLine({ productId }: { productId: string }) {
  const reviews = useProductReviews(productId);
  if (reviews.isPending) return <Skeleton height="6" width="48" />;
  if (reviews.isError) return null;
  const ratings = reviews.data.map((review) => review.rating);
  const average = formatAverageRating(ratings);
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette="green" variant="solid" aria-label={`Average rating ${average} out of 5`}>
        {average} ★
      </Badge>
      <StarRating value={Number(average)} />
      <Text color="fg.muted" fontSize="sm">
        {formatCount(ratings.length, 'review')}
      </Text>
    </HStack>
  );
}

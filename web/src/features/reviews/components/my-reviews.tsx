import { useMemo, useState } from 'react';
import { Box, Button, EmptyState, Field, Flex, Input, InputGroup, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { LuMessageSquare, LuSearch, LuSearchX } from 'react-icons/lu';
import { formatCount } from '@campus/common/format';
import { REVIEWS_LOAD_ERROR } from '@campus/common/messages';
import type { ReviewValues } from '@campus/common/schemas/review';
import { EmptyPanel } from '../../../components/empty-panel';
import { ErrorState } from '../../../components/error-state';
import { OptionSelect } from '../../../components/option-select';
import { reportFailure } from '../../../components/report-failure';
import { paths } from '../../../config/paths';
import type { ProductReview } from '../../../lib/review-converter';
import { useDeleteReview } from '../api/delete-review';
import { useUpdateReview } from '../api/update-review';
import { filterReviews, MY_REVIEW_SORTS, RATING_FILTERS, sortReviews, type RatingFilter, type ReviewSort } from '../review-list';
import { DeleteReviewDialog } from './delete-review-dialog';
import { MyReviewCard } from './my-review-card';
import { RatingSummary } from './rating-summary';

/** The user's reviews as read: still loading, failed (with Retry), or there. */
export type MyReviewsLoad =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; reviews: ProductReview[] };

/** My Reviews' content: the rating summary, search, rating filter and sort, and the review cards. */
export function MyReviews({ load }: { load: MyReviewsLoad }) {
  if (load.status === 'pending') return <MyReviewsSkeleton />;
  if (load.status === 'error') return <ErrorState title={REVIEWS_LOAD_ERROR} error={load.error} onRetry={load.retry} />;
  return <ReviewList reviews={load.reviews} />;
}

function ReviewList({ reviews }: { reviews: ProductReview[] }) {
  const [search, setSearch] = useState('');
  const [rating, setRating] = useState<RatingFilter>('all');
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProductReview | null>(null);
  const updateReview = useUpdateReview();
  const deleteReview = useDeleteReview();
  const visible = useMemo(() => sortReviews(filterReviews(reviews, { search, rating }), sort), [reviews, search, rating, sort]);
  const filtered = search.trim() !== '' || rating !== 'all';

  const clearFilters = () => {
    setSearch('');
    setRating('all');
  };

  const update = async (review: ProductReview, values: ReviewValues) => {
    await updateReview.mutateAsync({ review, values });
    setEditingId(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteReview.mutateAsync(deleting);
      setDeleting(null);
    } catch (error) {
      reportFailure('Could not delete your review', error);
    }
  };

  const summary = (
    <Box as="section" aria-label="Your rating summary" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <RatingSummary ratings={reviews.map((review) => review.rating)} />
    </Box>
  );
  if (reviews.length === 0) {
    return (
      <Stack gap="6">
        {summary}
        <EmptyPanel
          icon={<LuMessageSquare />}
          title="No Reviews Yet"
          description="You haven't reviewed any products yet. Share your experience with products you've bought."
          action={{ label: 'Browse Products', to: paths.products }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      {summary}
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Field.Root flex="1">
          <Field.Label>Search reviews</Field.Label>
          <InputGroup startElement={<LuSearch />}>
            <Input type="search" bg="bg" placeholder="Product title or comment" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
          </InputGroup>
        </Field.Root>
        <Flex gap="3">
          <Field.Root width={{ base: 'full', md: '40' }}>
            <Field.Label>Rating</Field.Label>
            <OptionSelect value={rating} options={RATING_FILTERS} onChange={setRating} />
          </Field.Root>
          <Field.Root width={{ base: 'full', md: '44' }}>
            <Field.Label>Sort by</Field.Label>
            <OptionSelect value={sort} options={MY_REVIEW_SORTS} onChange={setSort} />
          </Field.Root>
        </Flex>
      </Flex>
      <Text color="fg.muted" aria-live="polite">
        {filtered ? `Showing ${visible.length} of ${formatCount(reviews.length, 'review')}` : formatCount(reviews.length, 'review')}
      </Text>
      {visible.length === 0 ? (
        <NoMatches onClear={clearFilters} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Your reviews">
          {visible.map((review) => (
            <MyReviewCard
              key={review.id}
              review={review}
              editing={review.id === editingId}
              onEdit={() => setEditingId(review.id)}
              onCancelEdit={() => setEditingId(null)}
              onUpdate={(values) => update(review, values)}
              onDelete={() => setDeleting(review)}
            />
          ))}
        </Stack>
      )}
      <DeleteReviewDialog open={deleting !== null} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </Stack>
  );
}

/** No review matches the search or the rating filter (the filters are on, so the way out is clearing them). */
function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="xl" py="12">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">No Matching Reviews</EmptyState.Title>
          <EmptyState.Description>No review matches your search or rating filter.</EmptyState.Description>
        </VStack>
        <Button colorPalette="teal" onClick={onClear}>
          Clear Filters
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function MyReviewsSkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading your reviews">
      <Skeleton height="40" borderRadius="xl" />
      <Skeleton height="10" />
      <Skeleton height="28" borderRadius="xl" />
      <Skeleton height="28" borderRadius="xl" />
    </Stack>
  );
}

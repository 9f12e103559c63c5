import { useMemo, useState } from 'react';
import { Button, EmptyState, Flex, Heading, Separator, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LuMessageSquare } from 'react-icons/lu';
import { formatCount } from '@campus/common/format';
import { REVIEWS_LOAD_ERROR } from '@campus/common/messages';
import type { ReviewValues } from '@campus/common/schemas/review';
import { ErrorState } from '../../../components/error-state';
import { OptionSelect } from '../../../components/option-select';
import { reportFailure } from '../../../components/report-failure';
import { paths } from '../../../config/paths';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { saveReturnUrl } from '../../../lib/return-url';
import { useAddReview } from '../api/add-review';
import { useDeleteReview } from '../api/delete-review';
import { useProductReviews } from '../api/get-product-reviews';
import type { ProductReview } from '../../../lib/review-converter';
import { useUpdateReview } from '../api/update-review';
import { findOwnReview, REVIEW_SORTS, sortReviews, type ReviewSort } from '../review-list';
import { DeleteReviewDialog } from './delete-review-dialog';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import { useSession } from '../../../lib/session';

type Editor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; review: ProductReview };

/** The product page's Customer Reviews block with the write-review panel. */
export function CustomerReviews({ product }: { product: CatalogueProduct }) {
  const reviewsQuery = useProductReviews(product.id);
  if (reviewsQuery.isPending) return <ReviewsSkeleton />;
  if (reviewsQuery.isError) return <ErrorState title={REVIEWS_LOAD_ERROR} error={reviewsQuery.error} onRetry={() => void reviewsQuery.refetch()} />;
  return <LoadedReviews product={product} reviews={reviewsQuery.data} />;
}

function LoadedReviews({ product, reviews }: { product: CatalogueProduct; reviews: ProductReview[] }) {
  const { user } = useSession();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<ProductReview | null>(null);
  const addReview = useAddReview(product);
  const updateReview = useUpdateReview();
  const deleteReview = useDeleteReview();
  const sorted = useMemo(() => sortReviews(reviews, sort), [reviews, sort]);
  const own = findOwnReview(reviews, user?.uid);

  const submit = async (values: ReviewValues) => {
    if (editor.mode === 'edit') await updateReview.mutateAsync({ review: editor.review, values });
    else await addReview.mutateAsync(values);
    setEditor({ mode: 'closed' });
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

  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        Customer Reviews
      </Heading>
      <RatingSummary ratings={reviews.map((review) => review.rating)} />
      <Separator />
      <WriteReviewPanel
        signedIn={Boolean(user)}
        hasReviewed={own !== undefined}
        editor={editor}
        onOpen={() => setEditor({ mode: 'create' })}
        onClose={() => setEditor({ mode: 'closed' })}
        onSubmit={submit}
      />
      {reviews.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuMessageSquare />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>No Reviews Yet</EmptyState.Title>
              <EmptyState.Description>Be the first to review this product</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="3">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text color="fg.muted">{formatCount(reviews.length, 'review')}</Text>
            <OptionSelect size="sm" width="48" label="Sort reviews" value={sort} options={REVIEW_SORTS} onChange={setSort} />
          </Flex>
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Reviews">
            {sorted.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                own={review.userId === user?.uid}
                onEdit={() => setEditor({ mode: 'edit', review })}
                onDelete={() => setDeleting(review)}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <DeleteReviewDialog open={deleting !== null} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </Stack>
  );
}

interface WriteReviewPanelProps {
  signedIn: boolean;
  hasReviewed: boolean;
  editor: Editor;
  onOpen: () => void;
  onClose: () => void;
  onSubmit: (values: ReviewValues) => Promise<void>;
}

function WriteReviewPanel({ signedIn, hasReviewed, editor, onOpen, onClose, onSubmit }: WriteReviewPanelProps) {
  const navigate = useNavigate();
  const location = useLocation();
  if (editor.mode === 'edit') {
    return <ReviewForm key={editor.review.id} initial={{ rating: editor.review.rating, comment: editor.review.comment }} onSubmit={onSubmit} onCancel={onClose} />;
  }
  if (editor.mode === 'create') return <ReviewForm onSubmit={onSubmit} onCancel={onClose} />;
  if (!signedIn) {
    return (
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" p="4" borderWidth="1px" borderRadius="xl" bg="bg">
        <Text>Bought this product? Sign in to share your experience.</Text>
        <Button
          variant="outline"
          colorPalette="teal"
          onClick={() => {
            saveReturnUrl(localStorage, `${location.pathname}${location.search}`);
            navigate(paths.signin);
          }}
        >
          Sign in to write a review
        </Button>
      </Flex>
    );
  }
  if (hasReviewed) return null;
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap" p="4" borderWidth="1px" borderRadius="xl" bg="bg">
      <Text>Share your thoughts with other students.</Text>
      <Button colorPalette="teal" onClick={onOpen}>
        Write a Review
      </Button>
    </Flex>
  );
}

function ReviewsSkeleton() {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label="Loading reviews">
      <Skeleton height="8" width="48" />
      <Skeleton height="32" />
      <Skeleton height="24" />
    </Stack>
  );
}

import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { Box, Button, Flex, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { formatDate } from '@campus/common/format';
import type { ReviewValues } from '@campus/common/schemas/review';
import { fallBackToPlaceholder, imageOrPlaceholder } from '../../../components/placeholder-image';
import { StarRating } from '../../../components/star-rating';
import { productUrl } from '../../../config/paths';
import type { ProductReview } from '../../../lib/review-converter';

// The edit form (formik and the review schema) loads when a review is edited, not with the page.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

export interface MyReviewCardProps {
  review: ProductReview;
  /** The card shows the review form in edit mode instead of the review. */
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onUpdate: (values: ReviewValues) => Promise<void>;
  onDelete: () => void;
}

/** Focuses the form's chosen star once the form is on screen (it commits with the form, after its code has loaded). */
function FocusChosenRating({ editor }: { editor: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    editor.current?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]')?.focus();
  }, [editor]);
  return null;
}

/** One of the user's own reviews on My Reviews: the product it is about, the review, Edit and Delete. */
export function MyReviewCard({ review, editing, onEdit, onCancelEdit, onUpdate, onDelete }: MyReviewCardProps) {
  const href = productUrl(review.productId);
  const title = review.product.title || 'Product';
  const editButton = useRef<HTMLButtonElement>(null);
  const editor = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  // The button pressed disappears as the form opens or closes: keep the keyboard focus where the user works.
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <Box as="li" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '3', md: '4' }} aria-label={`Your review of ${title}`}>
      <Flex gap={{ base: '3', md: '4' }} align="flex-start">
        <RouterLink to={href} tabIndex={-1} aria-hidden="true">
          <Image
            src={imageOrPlaceholder(review.product.imageURL)}
            alt=""
            boxSize={{ base: '16', md: '20' }}
            objectFit="cover"
            borderRadius="lg"
            bg="gray.100"
            loading="lazy"
            onError={fallBackToPlaceholder}
          />
        </RouterLink>
        <Stack gap="1.5" flex="1" minW="0">
          <Heading as="h2" size="sm" lineClamp={2}>
            <Link asChild color="fg" _hover={{ color: 'teal.700' }}>
              <RouterLink to={href}>{title}</RouterLink>
            </Link>
          </Heading>
          {!editing && (
            <>
              <Flex gap="2" align="center" wrap="wrap">
                <StarRating value={review.rating} />
                <Text fontSize="sm" color="fg.muted">
                  Reviewed on {formatDate(review.createdAt)}
                </Text>
              </Flex>
              {review.comment ? (
                <Text whiteSpace="pre-line" overflowWrap="anywhere">
                  {review.comment}
                </Text>
              ) : (
                <Text color="fg.muted" fontStyle="italic">
                  No comment
                </Text>
              )}
              <HStack mt="1">
                <Button ref={editButton} size="xs" variant="outline" onClick={onEdit} aria-label={`Edit review of ${title}`}>
                  <LuPencil /> Edit
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Delete review of ${title}`}>
                  <LuTrash2 /> Delete
                </Button>
              </HStack>
            </>
          )}
        </Stack>
      </Flex>
      {editing && (
        <Box ref={editor} mt="3">
          <Suspense fallback={<Text color="fg.muted">Loading the form...</Text>}>
            <ReviewForm initial={{ rating: review.rating, comment: review.comment }} onSubmit={onUpdate} onCancel={onCancelEdit} />
            <FocusChosenRating editor={editor} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}

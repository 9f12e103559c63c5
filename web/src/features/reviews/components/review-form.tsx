import { useState } from 'react';
import { Button, chakra, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { REVIEW_SUBMIT_FAILED } from '@campus/common/messages';
import { reviewSchema, type ReviewValues } from '@campus/common/schemas/review';
import { userMessage } from '../../../lib/error-message';
import { StarRatingInput } from '../../../components/star-rating-input';

export interface ReviewFormProps {
  /** Edit mode starts from the existing review. */
  initial?: ReviewValues;
  onSubmit: (values: ReviewValues) => Promise<void>;
  onCancel: () => void;
}

const EMPTY: ReviewValues = { rating: 0, comment: '' };

/** The write-review panel: a required star rating and an optional comment (common's review schema). */
export function ReviewForm({ initial, onSubmit, onCancel }: ReviewFormProps) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  const editing = initial !== undefined;
  const form = useFormik<ReviewValues>({
    initialValues: initial ?? EMPTY,
    validationSchema: reviewSchema,
    onSubmit: async (values, helpers) => {
      setSubmitError(null);
      try {
        await onSubmit(reviewSchema.cast(values));
        helpers.resetForm();
      } catch (error) {
        setSubmitError(userMessage(error, REVIEW_SUBMIT_FAILED));
      }
    },
  });
  const ratingError = form.submitCount > 0 || form.touched.rating ? form.errors.rating : undefined;

  return (
    <chakra.form onSubmit={form.handleSubmit} noValidate bg="bg" borderWidth="1px" borderRadius="xl" p="5" aria-label={editing ? 'Edit your review' : 'Write a review'}>
      <Stack gap="4">
        <Heading size="md">{editing ? 'Edit Your Review' : 'Write a Review'}</Heading>
        <Field.Root invalid={Boolean(ratingError)} required>
          <Field.Label>Your Rating</Field.Label>
          <StarRatingInput
            value={form.values.rating}
            invalid={Boolean(ratingError)}
            describedBy={ratingError ? 'review-rating-error' : undefined}
            onChange={(rating) => {
              void form.setFieldValue('rating', rating);
              void form.setFieldTouched('rating', true, false);
            }}
          />
          {ratingError && <Field.ErrorText id="review-rating-error">{ratingError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(form.touched.comment && form.errors.comment)}>
          <Field.Label>Your Review (optional)</Field.Label>
          <Textarea
            name="comment"
            rows={4}
            placeholder="What did you like or dislike?"
            value={form.values.comment}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
          {form.touched.comment && form.errors.comment && <Field.ErrorText>{form.errors.comment}</Field.ErrorText>}
        </Field.Root>
        {submitError && (
          <Text role="alert" color="red.600">
            {submitError}
          </Text>
        )}
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onCancel} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="teal" loading={form.isSubmitting} loadingText="Submitting...">
            {editing ? 'Update Review' : 'Submit Review'}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

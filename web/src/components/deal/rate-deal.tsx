import { useMemo, useState } from 'react';
import { Button, chakra, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { doc, type Firestore } from 'firebase/firestore';
import { useFormik } from 'formik';
import { RATING_COMMENT_MAX_LENGTH } from '@campus/common/limits';
import { COLLECTIONS } from '@campus/common/model';
import { dealRatingSchema } from '@campus/common/schemas/deal-rating';
import { asNumber } from '@campus/common/values';
import { userMessage } from '../../lib/error-message';
import { useLiveDocument } from '../../lib/live-query';
import { useRateDeal } from '../../lib/order-deal';
import { StarRatingInput } from '../star-rating-input';
import { FailureText } from '../failure-text';

const toStars = (_id: string, data: Record<string, unknown>): number => asNumber(data.stars);

/** After the handover, the reader rates the other side once: 1 to 5 stars and a short comment. */
export function RateDeal({ orderId, uid, otherLabel }: { orderId: string; uid: string; otherLabel: string }) {
  const document = useMemo(() => (db: Firestore) => doc(db, COLLECTIONS.dealRatings, `${orderId}_${uid}`), [orderId, uid]);
  const given = useLiveDocument(`deal-rating:${orderId}`, document, toStars);
  const rate = useRateDeal();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useFormik<{ stars: number; comment: string }>({
    initialValues: { stars: 0, comment: '' },
    validationSchema: dealRatingSchema,
    onSubmit: async (values) => {
      setSubmitError(null);
      try {
        await rate.mutateAsync({ orderId, ...dealRatingSchema.cast(values) });
      } catch (error) {
        setSubmitError(userMessage(error));
      }
    },
  });
  if (given.status !== 'ready') return null;
  if (given.value !== null) return <Text color="fg.muted">You rated the {otherLabel} {given.value} of 5. Thank you.</Text>;
  const starsError = form.submitCount > 0 ? form.errors.stars : undefined;
  return (
    <chakra.form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="3">
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm">
            Rate the {otherLabel}
          </Text>
          <StarRatingInput value={form.values.stars} onChange={(stars) => void form.setFieldValue('stars', stars)} invalid={Boolean(starsError)} describedBy={`${orderId}-stars-error`} />
          {starsError && (
            <Text id={`${orderId}-stars-error`} color="fg.error" fontSize="sm">
              {starsError}
            </Text>
          )}
        </Stack>
        <Field.Root invalid={Boolean(form.errors.comment)}>
          <Field.Label>Comment (optional)</Field.Label>
          <Textarea name="comment" rows={2} maxLength={RATING_COMMENT_MAX_LENGTH} value={form.values.comment} onChange={form.handleChange} />
          <Field.ErrorText>{form.errors.comment}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" alignSelf="start" size="sm" colorPalette="teal" loading={form.isSubmitting}>
          Send rating
        </Button>
        <FailureText message={submitError} />
      </Stack>
    </chakra.form>
  );
}

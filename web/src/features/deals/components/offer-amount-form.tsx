import { useState } from 'react';
import { Button, chakra, Field, HStack, Input, InputGroup } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { formatRupees } from '@campus/common/format';
import { minimumOffer } from '@campus/common/offers';
import { offerSchema } from '@campus/common/schemas/offer';
import { userMessage } from '../../../lib/error-message';
import { FailureText } from '../../../components/failure-text';

export interface OfferAmountFormProps {
  /** The asking price: offers go from half of it to all of it. */
  price: number;
  label: string;
  submitLabel: string;
  onSubmit: (amount: number) => Promise<void>;
  onCancel?: () => void;
}

/** An amount in whole rupees, checked as the server checks it (common's offerSchema), for an offer or a counter. */
export function OfferAmountForm({ price, label, submitLabel, onSubmit, onCancel }: OfferAmountFormProps) {
  const schema = offerSchema(price);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useFormik<{ amount: string }>({
    initialValues: { amount: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setSubmitError(null);
      try {
        await onSubmit(schema.cast(values).amount);
      } catch (error) {
        setSubmitError(userMessage(error));
      }
    },
  });
  const error = form.touched.amount || form.submitCount > 0 ? form.errors.amount : undefined;
  return (
    <chakra.form onSubmit={form.handleSubmit} noValidate>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>{label}</Field.Label>
        <HStack align="start" gap="2" wrap="wrap">
          <InputGroup startElement="₹" flex="1" minW="32">
            <Input
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              value={form.values.amount}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              disabled={form.isSubmitting}
            />
          </InputGroup>
          <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel} disabled={form.isSubmitting}>
              Cancel
            </Button>
          )}
        </HStack>
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            From {formatRupees(minimumOffer(price))} to {formatRupees(price)}
          </Field.HelperText>
        )}
      </Field.Root>
      <FailureText message={submitError} mt="2" />
    </chakra.form>
  );
}

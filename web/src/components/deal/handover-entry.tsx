import { useState } from 'react';
import { Button, chakra, Field, HStack, Input } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { HANDOVER_CODE_LENGTH } from '@campus/common/limits';
import { handoverCodeSchema, type HandoverCodeValues } from '@campus/common/schemas/handover-code';
import { userMessage } from '../../lib/error-message';
import { useConfirmHandover } from '../../lib/order-deal';
import { useScannedHandover } from '../../lib/scanned-handover';
import { FailureText } from '../failure-text';

/**
 * The seller's side of the handover: the buyer's 6-digit code, checked by the server (confirmHandover), which
 * then marks the order delivered and paid. Wrong codes say how many tries are left; five lock it for 15 minutes.
 * Opened from the buyer's QR code (handoverUrl), the code is filled in and the button focused: the seller
 * still confirms, once the item is in the buyer's hands.
 */
export function HandoverEntry({ orderId }: { orderId: string }) {
  const confirm = useConfirmHandover();
  const scanned = useScannedHandover();
  const scannedCode = scanned?.orderId === orderId ? scanned.code : null;
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useFormik<HandoverCodeValues>({
    initialValues: { code: scannedCode ?? '' },
    validationSchema: handoverCodeSchema,
    onSubmit: async (values) => {
      setSubmitError(null);
      try {
        await confirm.mutateAsync({ orderId, code: handoverCodeSchema.cast(values).code });
      } catch (error) {
        setSubmitError(userMessage(error));
      }
    },
  });
  const error = form.submitCount > 0 ? form.errors.code : undefined;
  return (
    <chakra.form onSubmit={form.handleSubmit} noValidate>
      <Field.Root invalid={Boolean(error ?? submitError)}>
        <Field.Label>Buyer&apos;s handover code</Field.Label>
        <HStack gap="2" align="start">
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={HANDOVER_CODE_LENGTH + 2}
            value={form.values.code}
            onChange={form.handleChange}
            disabled={form.isSubmitting}
            maxW="40"
            fontFamily="mono"
            letterSpacing="0.2em"
          />
          <Button type="submit" colorPalette="teal" loading={form.isSubmitting} loadingText="Checking..." autoFocus={scannedCode !== null}>
            Confirm handover
          </Button>
        </HStack>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{scannedCode === null ? 'Ask the buyer for it when you hand the item over.' : "Filled in from the buyer's QR code: confirm once the item is in their hands."}</Field.HelperText>}
      </Field.Root>
      <FailureText message={submitError} mt="2" />
    </chakra.form>
  );
}

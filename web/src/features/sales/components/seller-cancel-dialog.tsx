import { useState } from 'react';
import { Field, Text, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { formatOrderId } from '@campus/common/format';
import { ORDER_CANCEL_FAILED } from '@campus/common/messages';
import { CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_MIN_LENGTH } from '@campus/common/order-cancellation';
import { sellerCancelSchema, type SellerCancelValues } from '@campus/common/schemas/seller-cancel';
import { useCancelOrder } from '../../../lib/cancel-order';
import { FormDialog } from '../../../components/form-dialog';
import { userMessage } from '../../../lib/error-message';
import type { Sale } from '../api/sale';

export interface SellerCancelDialogProps {
  /** The order being cancelled; null closes the dialog. */
  sale: Sale | null;
  onClose: () => void;
}

const EMPTY: SellerCancelValues = { reason: '' };

/**
 * The seller's 'Cancel order': asks for a reason (3 to 300 characters, common's sellerCancelSchema, the
 * same the server checks), then calls cancelOrder. A refusal stays in the dialog with the server's message.
 */
export function SellerCancelDialog({ sale, onClose }: SellerCancelDialogProps) {
  const cancelOrder = useCancelOrder();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useFormik<SellerCancelValues>({
    initialValues: EMPTY,
    validationSchema: sellerCancelSchema,
    onSubmit: async (values) => {
      if (sale === null) return;
      setSubmitError(null);
      try {
        await cancelOrder.mutateAsync({ orderId: sale.id, reason: sellerCancelSchema.cast(values).reason });
        onClose();
      } catch (error) {
        setSubmitError(userMessage(error, ORDER_CANCEL_FAILED));
      }
    },
  });
  const busy = form.isSubmitting;
  const reasonError = form.touched.reason || form.submitCount > 0 ? form.errors.reason : undefined;

  return (
    <FormDialog
      open={sale !== null}
      title={`Cancel order #${sale ? formatOrderId(sale.id) : ''}`}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      busy={busy}
      submitError={submitError}
      cancelLabel="Keep order"
      submit={{ label: 'Cancel order', busyLabel: 'Cancelling...', palette: 'red' }}
      role="alertdialog"
    >
      <Text mb="4">The buyer will see your reason, and your items go back on sale. This cannot be undone.</Text>
      <Field.Root invalid={Boolean(reasonError)} required>
        <Field.Label>Reason for cancelling</Field.Label>
        <Textarea
          name="reason"
          rows={3}
          placeholder="e.g. The item was damaged after listing"
          value={form.values.reason}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          disabled={busy}
        />
        {reasonError ? (
          <Field.ErrorText>{reasonError}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {CANCEL_REASON_MIN_LENGTH} to {CANCEL_REASON_MAX_LENGTH} characters
          </Field.HelperText>
        )}
      </Field.Root>
    </FormDialog>
  );
}

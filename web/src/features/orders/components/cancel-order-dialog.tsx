import { useState } from 'react';
import { ORDER_CANCEL_FAILED } from '@campus/common/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { userMessage } from '../../../lib/error-message';

export const CANCEL_ORDER_QUESTION = 'Are you sure you want to cancel this order? This action cannot be undone.';

export interface CancelOrderDialogProps {
  open: boolean;
  onClose: () => void;
  /** Cancels the order; a rejection keeps the dialog open with the reason. */
  onConfirm: () => Promise<unknown>;
}

/** 'Cancel Order': asks first; a failure shows the server's reason or 'Failed to cancel order. Please try again.' inside. */
export function CancelOrderDialog({ open, onClose, onConfirm }: CancelOrderDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(userMessage(failure, ORDER_CANCEL_FAILED));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title="Cancel Order"
      text={CANCEL_ORDER_QUESTION}
      confirmLabel="Yes, Cancel Order"
      confirmPalette="red"
      cancelLabel="Keep Order"
      error={error}
      onCancel={close}
      onConfirm={confirm}
    />
  );
}

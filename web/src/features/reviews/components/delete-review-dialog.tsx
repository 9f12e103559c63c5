import { REVIEW_DELETE_CONFIRM } from '@campus/common/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export interface DeleteReviewDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

/** Spec section 8: the delete confirmation, with Cancel and 'Yes, Delete'. */
export function DeleteReviewDialog(props: DeleteReviewDialogProps) {
  return <ConfirmDialog {...props} title="Delete Review" text={REVIEW_DELETE_CONFIRM} confirmLabel="Yes, Delete" confirmPalette="red" />;
}

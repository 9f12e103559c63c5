import { useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { REVIEW_DELETE_CONFIRM } from '@campus/common/messages';

export interface DeleteReviewDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

/** Spec section 8: the delete confirmation, with Cancel and 'Yes, Delete'. */
export function DeleteReviewDialog({ open, onCancel, onConfirm }: DeleteReviewDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const confirm = () => {
    setDeleting(true);
    onConfirm().finally(() => setDeleting(false));
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !deleting && onCancel()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Delete Review</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{REVIEW_DELETE_CONFIRM}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={deleting}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={deleting} onClick={confirm}>
                Yes, Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

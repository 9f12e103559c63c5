import { useState } from 'react';
import { Button, Dialog, Portal, Text, type ButtonProps } from '@chakra-ui/react';
import { FailureText } from './failure-text';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  confirmPalette?: ButtonProps['colorPalette'];
  /** The label of the button that leaves without acting. Default 'Cancel'. */
  cancelLabel?: string;
  /** Why the last confirmation failed, shown in the dialog (which stays open to try again). */
  error?: string | null;
  onCancel: () => void;
  /** A promise keeps the dialog busy (confirm loading, no cancelling) until it settles. */
  onConfirm: () => void | Promise<void>;
}

/** A question the user must answer before going on (an alertdialog): Cancel or the confirming action. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  confirmPalette = 'teal',
  cancelLabel = 'Cancel',
  error,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    const running = onConfirm();
    if (!running) return;
    setBusy(true);
    void running.finally(() => setBusy(false));
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !busy && onCancel()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
              <FailureText message={error} mt="3" fontSize="md" />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={confirmPalette} loading={busy} onClick={confirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

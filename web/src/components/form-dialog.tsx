import type { FormEventHandler, ReactNode } from 'react';
import { Button, chakra, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';
import { FailureText } from './failure-text';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** Leaves the dialog: its Cancel button, Escape or the backdrop, except while the form is sent. */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** Why the last send failed, shown in the dialog (which stays open to try again). */
  submitError: string | null;
  /** The label of the button that leaves. Default 'Cancel'. */
  cancelLabel?: string;
  /** The submit button; null when there is nothing (left) to send. */
  submit: { label: string; busyLabel: string; palette: ButtonProps['colorPalette'] } | null;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** A dialog that is a form: its fields, the reason a send failed, Cancel and the submit button. */
export function FormDialog({ open, title, onClose, onSubmit, busy, submitError, cancelLabel = 'Cancel', submit, role, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !busy && onClose()} placement="center" role={role}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <chakra.form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {children}
                <FailureText message={submitError} mt="3" fontSize="md" />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {cancelLabel}
                </Button>
                {submit && (
                  <Button type="submit" colorPalette={submit.palette} loading={busy} loadingText={submit.busyLabel}>
                    {submit.label}
                  </Button>
                )}
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

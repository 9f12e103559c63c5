import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { SIGN_IN_REQUIRED_TEXT, SIGN_IN_REQUIRED_TITLE } from '@campus/common/messages';

export interface SignInRequiredDialogProps {
  open: boolean;
  onCancel: () => void;
  onSignIn: () => void;
}

/** Spec 'Sign-in-required dialog'. */
export function SignInRequiredDialog({ open, onCancel, onSignIn }: SignInRequiredDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onCancel()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{SIGN_IN_REQUIRED_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{SIGN_IN_REQUIRED_TEXT}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="teal" onClick={onSignIn}>
                Sign In
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Alert, Button, Stack, type ButtonProps } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import { userMessage } from '../../../lib/error-message';
import { useSignOut } from '../../../lib/sign-out';

/** Logout: signs out, clears local storage and cached reads, goes to /signin. */
export function LogoutButton(props: ButtonProps) {
  const signOut = useSignOut();
  return (
    <Stack gap="2">
      {signOut.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{userMessage(signOut.error)}</Alert.Title>
        </Alert.Root>
      )}
      <Button variant="outline" colorPalette="red" loading={signOut.isPending} loadingText="Logging out..." onClick={() => signOut.mutate()} {...props}>
        <LuLogOut aria-hidden="true" /> Logout
      </Button>
    </Stack>
  );
}

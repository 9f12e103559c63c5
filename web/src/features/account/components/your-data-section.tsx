import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { LuDownload, LuLogOut, LuTrash2 } from 'react-icons/lu';
import { FailureText } from '../../../components/failure-text';
import { preload } from '../../../components/on-demand';
import { userMessage } from '../../../lib/error-message';
import { useDownloadMyData } from '../api/export-my-data';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

// The dialog brings the re-authentication (and the provider popup) along: loaded when it is about to be used.
const loadDeleteDialog = () => import('./delete-account-dialog');
const DeleteAccountDialog = lazy(() => loadDeleteDialog().then(({ DeleteAccountDialog: Dialog }) => ({ default: Dialog })));
const loadConfirmDialog = () => import('../../../components/confirm-dialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then(({ ConfirmDialog: Dialog }) => ({ default: Dialog })));

function ActionRow({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    // Side by side where the section spans the page; text above the button in the narrow column beside the details (lg).
    <Flex
      direction={{ base: 'column', sm: 'row', lg: 'column' }}
      gap="3"
      align={{ sm: 'center', lg: 'stretch' }}
      justify="space-between"
      p="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
    >
      <Box>
        <Text fontWeight="semibold">{title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {text}
        </Text>
      </Box>
      <Stack gap="1" flexShrink="0" align={{ base: 'stretch', sm: 'flex-end', lg: 'flex-start' }}>
        {children}
      </Stack>
    </Flex>
  );
}

function DownloadMyData() {
  const download = useDownloadMyData();
  return (
    <ActionRow
      title="A copy of your data"
      text="One JSON file of your profile, addresses, cart, wishlist, orders, listings, reviews, offers, messages, ratings and notifications."
    >
      <Button variant="outline" colorPalette="teal" loading={download.isPending} loadingText="Preparing your file..." onClick={() => download.mutate()}>
        <LuDownload aria-hidden="true" /> Download my data
      </Button>
      <Text role="status" fontSize="xs" color="fg.muted" maxW="xs">
        {download.isSuccess && `Saved as ${download.data}.`}
      </Text>
      <FailureText message={download.isError ? userMessage(download.error) : null} maxW="xs" />
    </ActionRow>
  );
}

function SignOutEverywhere() {
  const signOut = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  return (
    <ActionRow title="Your sessions" text="Lost a phone, or signed in on a shared computer? End every session of this account.">
      <Button variant="outline" onPointerEnter={preload(loadConfirmDialog)} onFocus={preload(loadConfirmDialog)} onClick={() => setConfirming(true)}>
        <LuLogOut aria-hidden="true" /> Sign out on every device
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="Sign out on every device?"
            text="You will be signed out here and on every other phone, tablet or computer. Other devices stop being able to buy, sell or message at once, and are signed out within the hour."
            confirmLabel="Sign out everywhere"
            error={signOut.isError ? userMessage(signOut.error) : null}
            onCancel={() => {
              setConfirming(false);
              signOut.reset();
            }}
            onConfirm={() => signOut.mutateAsync().catch((error: unknown) => console.error('Signing out everywhere failed', error))}
          />
        </Suspense>
      )}
    </ActionRow>
  );
}

function DeleteMyAccount({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <ActionRow title="Leave Campus Marketplace" text="Delete your account and your personal data. What others rely on stays, without your name.">
      <Button variant="outline" colorPalette="red" onPointerEnter={preload(loadDeleteDialog)} onFocus={preload(loadDeleteDialog)} onClick={() => setOpen(true)}>
        <LuTrash2 aria-hidden="true" /> Delete my account
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DeleteAccountDialog user={user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ActionRow>
  );
}

/** /account's 'Your data and account': download the data, sign out on every device, delete the account (India's DPDP Act 2023). */
export function YourDataSection({ user }: { user: User }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="your-data">
      <Heading as="h2" size="lg" id="your-data">
        Your Data and Account
      </Heading>
      <DownloadMyData />
      <SignOutEverywhere />
      <DeleteMyAccount user={user} />
    </Stack>
  );
}

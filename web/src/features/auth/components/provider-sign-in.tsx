import { lazy, Suspense, useState, type MutableRefObject, type ReactElement } from 'react';
import { Alert, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { FcGoogle } from 'react-icons/fc';
import { useNavigate } from 'react-router-dom';
import { preload } from '../../../components/on-demand';
import { toaster } from '../../../components/toaster';
import { CAMPUS_PROVIDERS, providerName, type CampusProviderId } from '../../../lib/campus-providers';
import { takeReturnUrl } from '../../../lib/return-url';
import { currentUid } from '../../../lib/session';
import { AccountLinkRequired, describeProviderError, loadProviderSignIn, useSignInWithProvider } from '../api/sign-in-with-provider';

// Needed only when the address already has a password account: the dialog loads then.
const LinkAccountDialog = lazy(() => import('./link-account-dialog').then(({ LinkAccountDialog: Dialog }) => ({ default: Dialog })));

function MicrosoftLogo() {
  return (
    <svg viewBox="0 0 21 21" width="1em" height="1em" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

const LOGOS: Record<CampusProviderId, ReactElement> = { 'google.com': <FcGoogle aria-hidden="true" />, 'microsoft.com': <MicrosoftLogo /> };

/**
 * 'Continue with Google' and 'Continue with Microsoft' on /signin and /signup. A closed popup is no
 * error; the blocking function's refusal of a non-campus address shows as the sign-up page says it; an
 * address that already has a password account asks for that password, then links the provider to it.
 * `signingInHere` is the page's useLeaveIfSignedIn ref: this component decides where to go once signed in.
 */
export function ProviderSignIn({ signingInHere }: { signingInHere: MutableRefObject<boolean> }) {
  const navigate = useNavigate();
  const signIn = useSignInWithProvider();
  const [failure, setFailure] = useState<string | null>(null);
  const [pendingLink, setPendingLink] = useState<AccountLinkRequired | null>(null);
  const continueToApp = () => navigate(takeReturnUrl(localStorage), { replace: true });

  const start = async (providerId: CampusProviderId) => {
    setFailure(null);
    signingInHere.current = true;
    try {
      await signIn.mutateAsync(providerId);
      continueToApp();
    } catch (error) {
      signingInHere.current = false;
      if (error instanceof AccountLinkRequired) {
        setPendingLink(error);
        return;
      }
      const message = describeProviderError(error);
      if (message !== null) console.error(`Sign-in with ${providerName(providerId)} failed`, error);
      setFailure(message);
    }
  };

  const leaveLinking = () => {
    setPendingLink(null);
    // The password was right but linking failed: the student is signed in all the same.
    if (currentUid() !== null) continueToApp();
    else signingInHere.current = false;
  };

  return (
    <Stack gap="4">
      {failure !== null && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {CAMPUS_PROVIDERS.map(({ id, name }) => (
          <Button
            key={id}
            flex="1"
            variant="outline"
            size="lg"
            bg="bg"
            loading={signIn.isPending && signIn.variables === id}
            loadingText={`Continue with ${name}`}
            disabled={signIn.isPending}
            onPointerEnter={preload(loadProviderSignIn)}
            onFocus={preload(loadProviderSignIn)}
            onClick={() => void start(id)}
          >
            {LOGOS[id]} Continue with {name}
          </Button>
        ))}
      </Stack>
      <HStack gap="3">
        <Separator flex="1" aria-hidden="true" />
        <Text fontSize="sm" color="fg.muted" flexShrink="0">
          or use your campus e-mail
        </Text>
        <Separator flex="1" aria-hidden="true" />
      </HStack>
      {pendingLink && (
        <Suspense fallback={null}>
          <LinkAccountDialog
            pending={pendingLink}
            onStart={() => (signingInHere.current = true)}
            onLinked={() => {
              setPendingLink(null);
              toaster.create({ type: 'success', title: `${providerName(pendingLink.providerId)} is now linked to your account.` });
              continueToApp();
            }}
            onClose={leaveLinking}
          />
        </Suspense>
      )}
    </Stack>
  );
}

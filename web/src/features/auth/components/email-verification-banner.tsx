import { useEffect, useState } from 'react';
import { Alert, Box, Button, Container, Stack, Text } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { hasErrorCode, userMessage } from '../../../lib/error-message';
import { useEmailVerified } from '../api/check-email-verified';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { lastVerificationEmailSentAt } from '../api/verification-email-sent';

/** A new link at most once a minute (Auth refuses more with auth/too-many-requests anyway). */
export const RESEND_INTERVAL_MS = 60_000;

export const VERIFY_TITLE = 'Verify your campus e-mail address';
export const TOO_MANY_RESENDS = 'Too many e-mails were asked for this address. Please wait a few minutes, then try again.';

const secondsLeftAfter = (sentAt: number | null): number =>
  sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + RESEND_INTERVAL_MS - Date.now()) / 1000));

/** Seconds left before another link may be asked for, ticking down once a second; 0 when it may. */
function useSecondsLeft(sentAt: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsLeftAfter(sentAt));
  useEffect(() => {
    setSeconds(secondsLeftAfter(sentAt));
    if (sentAt === null) return;
    const timer = setInterval(() => {
      const next = secondsLeftAfter(sentAt);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return seconds;
}

/**
 * Under the header on every page while the signed-in user's address is unverified: what they cannot do
 * yet, and 'Resend e-mail' (once a minute). The tab checks every 10 s and when it comes back into view,
 * so the banner goes on its own once the link has been opened, anywhere.
 */
export function EmailVerificationBanner({ user }: { user: User }) {
  const verified = useEmailVerified(user);
  const send = useSendVerificationEmail(user);
  const [sentAt, setSentAt] = useState(lastVerificationEmailSentAt);
  const secondsLeft = useSecondsLeft(sentAt);

  // Coming back from the mail app to this window: check at once (a visible tab's focus fires no visibilitychange).
  const { refetch } = verified;
  useEffect(() => {
    const check = () => void refetch();
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [refetch]);

  const resend = () =>
    send.mutate(undefined, {
      onSuccess: () => setSentAt(lastVerificationEmailSentAt()),
    });
  // Verified meanwhile: gone at once (the layout also stops showing it, as the session re-renders).
  if (verified.data === true) return null;
  const failure = send.isError ? (hasErrorCode(send.error, 'too-many-requests') ? TOO_MANY_RESENDS : userMessage(send.error)) : null;

  return (
    <Box bg="orange.50" borderBottomWidth="1px" borderColor="orange.200">
      <Container maxW="7xl" py="3">
        <Alert.Root status="warning" bg="transparent" p="0" alignItems="flex-start" aria-label={VERIFY_TITLE} role="region">
          <Alert.Indicator mt="0.5" />
          <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '6' }} flex="1" align={{ md: 'center' }}>
            <Alert.Content flex="1">
              <Alert.Title fontWeight="semibold">{VERIFY_TITLE}</Alert.Title>
              <Alert.Description>
                You need to verify it before buying, selling, making offers, messaging or reviewing. Until then you can browse and keep a cart
                and a wishlist. Open the link we sent to <Text as="strong">{user.email}</Text>.
              </Alert.Description>
              {failure !== null && (
                <Text role="alert" color="fg.error" fontWeight="medium" mt="1">
                  {failure}
                </Text>
              )}
              <Text role="status" fontSize="sm" color="fg.muted" mt="1">
                {send.isSuccess && `We sent a new link to ${user.email}. Check your inbox and spam folder.`}
              </Text>
            </Alert.Content>
            <Stack gap="1" align={{ base: 'stretch', md: 'flex-end' }} flexShrink="0">
              <Button
                size="sm"
                colorPalette="orange"
                variant="solid"
                onClick={resend}
                loading={send.isPending}
                loadingText="Sending..."
                disabled={secondsLeft > 0}
              >
                Resend e-mail
              </Button>
              {secondsLeft > 0 && (
                <Text fontSize="xs" color="fg.muted" textAlign={{ md: 'right' }}>
                  You can ask again in {secondsLeft} s
                </Text>
              )}
            </Stack>
          </Stack>
        </Alert.Root>
      </Container>
    </Box>
  );
}

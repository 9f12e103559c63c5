import { Button, Text, VStack } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { needsSignIn, userMessage } from '../lib/error-message';
import { SignInRedirect } from './sign-in-redirect';

export interface ErrorStateProps {
  /** What failed, e.g. 'Could not load your cart' or the spec's 'Error Loading Orders'. */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * A failed read in place of its content: what failed, what the user can do about it, and Retry.
 * An expired session goes to /signin instead, coming back here afterwards.
 */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  if (needsSignIn(error)) return <SignInRedirect />;
  return (
    <VStack role="alert" gap="3" py="10" px="4" textAlign="center" bg="bg" borderWidth="1px" borderColor="red.200" borderRadius="xl">
      <Text fontWeight="semibold" color="red.700">
        {title}
      </Text>
      <Text color="fg.muted">{userMessage(error)}</Text>
      <Button variant="outline" onClick={onRetry}>
        <LuRefreshCw /> Retry
      </Button>
    </VStack>
  );
}

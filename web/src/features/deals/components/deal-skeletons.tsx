import { Skeleton, Stack } from '@chakra-ui/react';

export function InboxSkeleton() {
  return (
    <Stack gap="3" role="status" aria-label="Loading conversations">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height="20" borderRadius="lg" />
      ))}
    </Stack>
  );
}

export function ConversationSkeleton() {
  return (
    <Stack gap="4" role="status" aria-label="Loading the conversation">
      <Skeleton height="16" borderRadius="lg" />
      <Skeleton height="64" borderRadius="lg" />
    </Stack>
  );
}

import { Skeleton, Stack } from '@chakra-ui/react';

/** The Profile Edit form's shape while the profile loads. */
export function ProfileFormSkeleton() {
  return (
    <Stack gap="6" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} role="status" aria-busy="true" aria-label="Loading your profile">
      {[0, 1, 2, 3, 4].map((key) => (
        <Stack key={key} gap="2">
          <Skeleton height="4" width="28" />
          <Skeleton height="10" />
        </Stack>
      ))}
      <Skeleton height="12" width={{ base: 'full', md: '48' }} />
    </Stack>
  );
}

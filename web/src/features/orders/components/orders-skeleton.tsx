import { Skeleton, Stack } from '@chakra-ui/react';

export function OrdersSkeleton() {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label="Loading orders">
      <Skeleton height="10" borderRadius="md" />
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height="44" borderRadius="xl" />
      ))}
    </Stack>
  );
}

import { Skeleton, Stack } from '@chakra-ui/react';

export function SalesSkeleton() {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label="Loading sales">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height="56" borderRadius="xl" />
      ))}
    </Stack>
  );
}

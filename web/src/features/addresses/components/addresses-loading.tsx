import { Flex, Spinner } from '@chakra-ui/react';

/** The spinner while the session or the addresses load. */
export function AddressesLoading({ label = 'Loading your addresses' }: { label?: string }) {
  return (
    <Flex justify="center" py="16" aria-busy="true" role="status" aria-label={label}>
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
    </Flex>
  );
}

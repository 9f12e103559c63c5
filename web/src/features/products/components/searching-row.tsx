import { Flex, Spinner } from '@chakra-ui/react';

/** The suggestion list's line while a lookup runs. */
export function SearchingRow() {
  return (
    <Flex p="3" align="center" gap="2" color="fg.muted">
      <Spinner size="sm" /> Searching...
    </Flex>
  );
}

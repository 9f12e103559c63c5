import type { ReactNode } from 'react';
import { Box, Flex, Spinner } from '@chakra-ui/react';
import { SUGGESTION_MAX_HEIGHT_PX } from '@campus/common/timers';

export interface SuggestionsPanelProps {
  /** The id the search box's aria-controls names. */
  id: string;
  /** A listbox only while it holds options; 'Searching...' and 'No products found' are a status. */
  listed: boolean;
  children: ReactNode;
}

/** The box under the search field; its role is decided where its content is, so it never holds options under the wrong role. */
export function SuggestionsPanel({ id, listed, children }: SuggestionsPanelProps) {
  return (
    <Box
      id={id}
      role={listed ? 'listbox' : 'status'}
      aria-label="Search suggestions"
      position="absolute"
      top="calc(100% + 4px)"
      left="0"
      right="0"
      zIndex="dropdown"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      shadow="lg"
      maxH={`${SUGGESTION_MAX_HEIGHT_PX}px`}
      overflowY="auto"
    >
      {children}
    </Box>
  );
}

/** The suggestion list's line while a lookup runs. */
export function SearchingRow() {
  return (
    <Flex p="3" align="center" gap="2" color="fg.muted">
      <Spinner size="sm" /> Searching...
    </Flex>
  );
}

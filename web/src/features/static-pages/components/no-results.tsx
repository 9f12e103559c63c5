import type { ReactNode } from 'react';
import { EmptyState, HStack, VStack } from '@chakra-ui/react';
import { LuSearchX } from 'react-icons/lu';

export interface NoResultsProps {
  title: string;
  description: string;
  /** The ways onward, e.g. a 'Clear filters' button. */
  children: ReactNode;
}

/** What a search that matched nothing shows. Its title is an h2, under the page's h1. */
export function NoResults({ title, description, children }: NoResultsProps) {
  return (
    <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="xl" py="12">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        <HStack gap="3" wrap="wrap" justify="center">
          {children}
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

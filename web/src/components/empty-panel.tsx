import type { ReactNode } from 'react';
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface EmptyPanelProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** The one way onward, e.g. back to the catalogue. */
  action: { label: string; to: string };
}

/** A page's empty or not-found state. Its title is an h2, under the page's h1. */
export function EmptyPanel({ icon, title, description, action }: EmptyPanelProps) {
  return (
    <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="xl" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="teal">
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

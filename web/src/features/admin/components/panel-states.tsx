import type { ReactNode } from 'react';
import { EmptyState, Spinner, Stack, Text } from '@chakra-ui/react';

/** A console panel while its list loads: a spinner and what is loading, as a status. */
export function PanelLoading({ text }: { text: string }) {
  return (
    <Stack align="center" py="10" role="status">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{text}</Text>
    </Stack>
  );
}

/** A console panel with nothing to list. Its title is an h3, under the tab's heading. */
export function PanelEmpty({ icon, title, description }: { icon: ReactNode; title: string; description?: ReactNode }) {
  return (
    <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="xl" py="12">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <EmptyState.Title as="h3">{title}</EmptyState.Title>
        {description !== undefined && <EmptyState.Description>{description}</EmptyState.Description>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

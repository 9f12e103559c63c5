import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { describeCollapse } from '../description';

/** The Description tab: long text collapses with Read more / Read less. */
export function ProductDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  if (text.trim() === '') return <Text color="fg.muted">No description provided.</Text>;
  const { shown, collapsible } = describeCollapse(text, expanded);
  return (
    <Stack gap="2" align="flex-start">
      <Text whiteSpace="pre-line" data-testid="product-description">
        {shown}
      </Text>
      {collapsible && (
        <Button variant="plain" colorPalette="teal" px="0" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Read less' : 'Read more'}
        </Button>
      )}
    </Stack>
  );
}

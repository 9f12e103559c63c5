import { Box, Link, List, Text } from '@chakra-ui/react';
import type { LegalSection } from '../content/legal-document';

export interface LegalTocProps {
  sections: readonly LegalSection[];
  /** The section being read: its entry is highlighted and marked aria-current. */
  active: string | undefined;
  onSelect: (id: string) => void;
}

/**
 * The table of contents of a policy page: in-page links (the browser scrolls to the section and moves
 * keyboard focus there); sticky beside the text on wide screens, above it on narrow ones.
 */
export function LegalToc({ sections, active, onSelect }: LegalTocProps) {
  return (
    <Box
      as="nav"
      aria-labelledby="legal-toc-title"
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
      maxH={{ lg: 'calc(100vh - 8rem)' }}
      overflowY={{ lg: 'auto' }}
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p="4"
      _print={{ display: 'none' }}
    >
      <Text id="legal-toc-title" fontWeight="semibold" fontSize="sm" textTransform="uppercase" letterSpacing="wide" color="fg.muted" mb="2" px="3">
        Table of Contents
      </Text>
      <List.Root as="ol" variant="plain" gap="0.5">
        {sections.map((section) => {
          const current = section.id === active;
          return (
            <List.Item key={section.id}>
              <Link
                href={`#${section.id}`}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(section.id)}
                display="block"
                width="full"
                px="3"
                py="1.5"
                fontSize="sm"
                borderRadius="md"
                borderStartWidth="3px"
                borderColor={current ? 'brand.solid' : 'transparent'}
                bg={current ? 'brand.subtle' : undefined}
                color={current ? 'brand.fg' : 'fg.muted'}
                fontWeight={current ? 'semibold' : 'normal'}
                _hover={{ bg: current ? 'brand.subtle' : 'bg.muted', color: current ? 'brand.fg' : 'fg', textDecoration: 'none' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
              >
                {section.title}
              </Link>
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Box, Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface SupportLink {
  label: string;
  icon: ReactNode;
  /** An app route, or an external address such as mailto:. */
  to: string;
}

const isRoute = (to: string) => to.startsWith('/');

/** A closing 'Still have questions?' panel with the ways to reach the team. */
export function SupportLinks({ title, description, links }: { title: string; description: string; links: readonly SupportLink[] }) {
  return (
    <Box as="section" aria-labelledby="support-links-title" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} textAlign="center">
      <Stack gap="3" align="center">
        <Heading as="h2" id="support-links-title" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted" maxW="xl">
          {description}
        </Text>
        <Wrap justify="center" gap="3" mt="2">
          {links.map((link, index) => (
            <Button key={link.label} asChild colorPalette="teal" variant={index === 0 ? 'solid' : 'outline'}>
              {isRoute(link.to) ? (
                <RouterLink to={link.to}>
                  {link.icon} {link.label}
                </RouterLink>
              ) : (
                <a href={link.to}>
                  {link.icon} {link.label}
                </a>
              )}
            </Button>
          ))}
        </Wrap>
      </Stack>
    </Box>
  );
}

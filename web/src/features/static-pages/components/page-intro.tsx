import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

export interface PageIntroProps {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}

/** The banner at the top of the Contact, FAQs and Help pages: the page's h1, a line about it, and e.g. a search box. */
export function PageIntro({ icon, title, description, children }: PageIntroProps) {
  return (
    <Box as="section" aria-labelledby="page-title" bg="brand.subtle" borderBottomWidth="1px" borderColor="brand.muted">
      <Stack maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }} gap="4" align="center" textAlign="center">
        <Box color="brand.fg" fontSize="3xl" aria-hidden="true">
          {icon}
        </Box>
        <Heading as="h1" id="page-title" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {description}
        </Text>
        {children}
      </Stack>
    </Box>
  );
}

import { Heading, Stack, Text } from '@chakra-ui/react';

export function SectionHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap="2" textAlign="center" mb="8">
      <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {subtitle && <Text color="fg.muted">{subtitle}</Text>}
    </Stack>
  );
}

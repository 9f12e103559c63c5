import { useId } from 'react';
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import type { FaqEntry } from '../faq';

const Details = chakra('details');
const Summary = chakra('summary');

/**
 * Questions and answers under an h2, one open at a time: native <details> sharing a name, so it needs no
 * script and no extra Chakra recipe in the first load.
 */
export function FaqAccordion({ title, entries }: { title: string; entries: readonly FaqEntry[] }) {
  const group = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={`${group}-title`}>
      <Heading as="h2" size="lg" id={`${group}-title`}>
        {title}
      </Heading>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" overflow="hidden">
        {entries.map(({ question, answer }) => (
          <Details key={question} name={group} borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }} css={{ '&[open] .faq-chevron': { transform: 'rotate(180deg)' } }}>
            <Summary
              display="flex"
              alignItems="center"
              gap="3"
              px={{ base: '4', md: '5' }}
              py="4"
              cursor="pointer"
              fontWeight="medium"
              listStyle="none"
              _hover={{ bg: 'bg.subtle' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
            >
              <Text as="span" flex="1">
                {question}
              </Text>
              <Box as="span" className="faq-chevron" color="fg.muted" transition="transform 0.2s" aria-hidden="true">
                <LuChevronDown />
              </Box>
            </Summary>
            <Text px={{ base: '4', md: '5' }} pb="4" color="fg.muted">
              {answer}
            </Text>
          </Details>
        ))}
      </Box>
    </Stack>
  );
}

import { Accordion, chakra, Text } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import type { Faq } from '../content/faqs';

/**
 * Questions as an accordion, one answer open at a time, each question a button inside an h3. The app's
 * theme leaves the accordion recipe out of the first load; this page brings it along.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion.Root recipe={accordionSlotRecipe} variant="enclosed" collapsible bg="bg" colorPalette="teal">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id}>
          <chakra.h3 fontSize="md" fontWeight="medium" m="0">
            <Accordion.ItemTrigger py="4" cursor="pointer" _hover={{ bg: 'bg.subtle' }}>
              <Text as="span" flex="1">
                {faq.question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </chakra.h3>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">{faq.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

import { useMemo, useRef, useState } from 'react';
import { Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LuCircleHelp } from 'react-icons/lu';
import { ALL_FAQS_LABEL, FAQ_CATEGORIES, FAQS, faqCategoryLabel, filterFaqs, type FaqFilter } from '../content/faqs';
import { FaqList } from './faq-list';
import { NoResults } from './no-results';
import { PageIntro } from './page-intro';
import { SearchField } from './search-field';

const CHIPS: readonly { filter: FaqFilter; label: string }[] = [
  { filter: 'all', label: ALL_FAQS_LABEL },
  ...FAQ_CATEGORIES.map((category) => ({ filter: category.id, label: category.label })),
];

/** The FAQs page's search box, category chips and the questions they leave, or a no-results state with 'Clear filters'. */
export function FaqBrowser() {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<FaqFilter>('all');
  const searchInput = useRef<HTMLInputElement>(null);
  const faqs = useMemo(() => filterFaqs(FAQS, filter, query), [filter, query]);

  const clearFilters = () => {
    setQuery('');
    setFilter('all');
    // The button that had focus is gone: carry on from the search box.
    searchInput.current?.focus();
  };

  return (
    <>
      <PageIntro icon={<LuCircleHelp />} title="Frequently Asked Questions" description="Quick answers about your account, buying, selling and payments on Campus Marketplace.">
        <SearchField label="Search FAQs" placeholder="Search questions and answers..." value={query} onChange={setQuery} inputRef={searchInput} />
      </PageIntro>
      <Container maxW="4xl" py={{ base: '6', md: '10' }}>
        <Stack gap="6">
          <Stack gap="3">
            <Flex role="group" aria-label="FAQ categories" gap="2" wrap="wrap">
              {CHIPS.map((chip) => {
                const selected = chip.filter === filter;
                return (
                  <Button
                    key={chip.filter}
                    size="sm"
                    borderRadius="full"
                    colorPalette="teal"
                    variant={selected ? 'solid' : 'outline'}
                    bg={selected ? undefined : 'bg'}
                    aria-pressed={selected}
                    onClick={() => setFilter(chip.filter)}
                  >
                    {chip.label}
                  </Button>
                );
              })}
            </Flex>
            <Text role="status" color="fg.muted" fontSize="sm">
              {faqs.length === FAQS.length ? `Showing all ${FAQS.length} questions` : `Showing ${faqs.length} of ${FAQS.length} questions`}
            </Text>
          </Stack>

          {faqs.length > 0 ? (
            <Stack as="section" aria-labelledby="faq-results-title" gap="3">
              <Heading as="h2" id="faq-results-title" size="lg">
                {faqCategoryLabel(filter)}
              </Heading>
              <FaqList faqs={faqs} />
            </Stack>
          ) : (
            <NoResults
              title="No questions found"
              description={
                query.trim() === ''
                  ? `There are no questions in ${faqCategoryLabel(filter)} yet.`
                  : `No questions in ${faqCategoryLabel(filter)} match “${query.trim()}”. Try other words or another category.`
              }
            >
              <Button colorPalette="teal" onClick={clearFilters}>
                Clear filters
              </Button>
            </NoResults>
          )}
        </Stack>
      </Container>
    </>
  );
}

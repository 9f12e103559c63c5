import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Container, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCircleHelp, LuCreditCard, LuFileText, LuLifeBuoy, LuPackage, LuShieldCheck, LuStore, LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { HELP_TOPICS, POPULAR_HELP_ARTICLES, searchHelpTopics, type HelpTopicId } from '../content/help-topics';
import { HelpTopicCard } from './help-topic-card';
import { NoResults } from './no-results';
import { PageIntro } from './page-intro';
import { SearchField } from './search-field';

const TOPIC_ICONS: Record<HelpTopicId, ReactNode> = {
  account: <LuUserRound />,
  orders: <LuPackage />,
  payments: <LuCreditCard />,
  selling: <LuStore />,
  safety: <LuShieldCheck />,
  faq: <LuCircleHelp />,
};

/** The Help centre: a search over the six topics and their articles, the topic cards, and Popular Help Articles while nobody searches. */
export function HelpCentre() {
  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const searching = query.trim() !== '';
  const matches = useMemo(() => searchHelpTopics(HELP_TOPICS, query), [query]);

  const clearSearch = () => {
    setQuery('');
    searchInput.current?.focus();
  };

  return (
    <>
      <PageIntro icon={<LuLifeBuoy />} title="Help Center" description="Search for answers, or browse a topic to learn about buying, selling and your account.">
        <SearchField label="Search help articles" placeholder="Search help topics and articles..." value={query} onChange={setQuery} inputRef={searchInput} />
      </PageIntro>
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Stack gap={{ base: '8', md: '12' }}>
          <Stack as="section" aria-labelledby="help-topics-title" gap="4">
            <Stack gap="1">
              <Heading as="h2" id="help-topics-title" size="xl">
                {searching ? 'Search Results' : 'Browse Help Topics'}
              </Heading>
              <Text role="status" color="fg.muted" fontSize="sm">
                {searching ? `${matches.length} of ${HELP_TOPICS.length} topics match “${query.trim()}”` : `${HELP_TOPICS.length} topics`}
              </Text>
            </Stack>
            {matches.length > 0 ? (
              <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
                {matches.map(({ topic, articles }) => (
                  <li key={topic.id}>
                    <HelpTopicCard topic={topic} icon={TOPIC_ICONS[topic.id]} articles={articles} />
                  </li>
                ))}
              </SimpleGrid>
            ) : (
              <NoResults title="No results found" description={`We couldn't find help articles matching “${query.trim()}”. Try other words, or ask our support team.`}>
                <Button colorPalette="teal" onClick={clearSearch}>
                  Clear search
                </Button>
                <Button asChild colorPalette="teal" variant="outline">
                  <RouterLink to={paths.contact}>Contact Support</RouterLink>
                </Button>
              </NoResults>
            )}
          </Stack>

          {!searching && (
            <Box as="section" aria-labelledby="popular-articles-title" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }}>
              <Heading as="h2" id="popular-articles-title" size="lg" mb="4">
                Popular Help Articles
              </Heading>
              <List.Root variant="plain" gap="1">
                {POPULAR_HELP_ARTICLES.map((article) => (
                  <List.Item key={article.title}>
                    <Link asChild color="fg" py="2" _hover={{ color: 'brand.fg' }}>
                      <RouterLink to={article.to}>
                        <Box as="span" color="brand.fg" aria-hidden="true">
                          <LuFileText />
                        </Box>
                        {article.title}
                      </RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          )}
        </Stack>
      </Container>
    </>
  );
}

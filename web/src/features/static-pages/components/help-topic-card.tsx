import type { ReactNode } from 'react';
import { Box, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { HelpArticle, HelpTopic } from '../content/help-topics';

export interface HelpTopicCardProps {
  topic: HelpTopic;
  icon: ReactNode;
  articles: readonly HelpArticle[];
}

/** One topic of the Help centre: its title and description and a few of its articles. */
export function HelpTopicCard({ topic, icon, articles }: HelpTopicCardProps) {
  const titleId = `help-topic-${topic.id}`;
  return (
    <Stack as="article" aria-labelledby={titleId} gap="4" bg="bg" borderWidth="1px" borderRadius="xl" p="5" h="full">
      <HStack gap="3" align="center">
        <Box bg="brand.subtle" color="brand.fg" borderRadius="lg" p="2.5" fontSize="xl" aria-hidden="true">
          {icon}
        </Box>
        <Stack gap="0.5">
          <Heading as="h3" id={titleId} size="md">
            {topic.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {topic.description}
          </Text>
        </Stack>
      </HStack>
      <List.Root variant="plain" gap="2" aria-label={`${topic.title} articles`}>
        {articles.map((article) => (
          <List.Item key={article.title}>
            <Link asChild color="brand.fg" fontSize="sm" alignItems="flex-start">
              <RouterLink to={article.to}>
                <Box as="span" mt="0.5" flexShrink={0} aria-hidden="true">
                  <LuChevronRight />
                </Box>
                {article.title}
              </RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

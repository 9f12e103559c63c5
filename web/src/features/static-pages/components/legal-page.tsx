import { useMemo, useRef, type ReactNode } from 'react';
import { Box, Button, Container, Grid, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { LuCircleHelp, LuMessageSquare } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isSubsection, LEGAL_LAST_UPDATED, type LegalBlock, type LegalDocument, type LegalSection, type LegalText } from '../content/legal-document';
import { useScrollSpy } from '../hooks/use-scroll-spy';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { LegalToc } from './legal-toc';
import { ScrollTopButton } from './scroll-top-button';

/** Where a section's heading lands when scrolled to: below the sticky top bar, with some room. */
const SECTION_SCROLL_MARGIN_PX = 96;

export interface LegalPageProps {
  document: LegalDocument;
  icon: ReactNode;
  /** Buttons under the title, e.g. Print and Copy link. */
  actions?: ReactNode;
}

/** The layout of the Privacy, Terms and Refund pages: title and date, table of contents with scroll-spy, the sections, scroll to top. */
export function LegalPage({ document, icon, actions }: LegalPageProps) {
  const ids = useMemo(() => document.sections.map((section) => section.id), [document]);
  const end = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The band starts just above where a section scrolled to lands, so that the one before it is out of the band.
  const spy = useScrollSpy(ids, end, SECTION_SCROLL_MARGIN_PX - 8);
  useScrollToHash(ids);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack as="header" gap="3" mb={{ base: '6', md: '10' }} pb={{ base: '6', md: '8' }} borderBottomWidth="1px">
        <HStack gap="3" align="center">
          <Box bg="brand.subtle" color="brand.fg" borderRadius="lg" p="2.5" fontSize="2xl" aria-hidden="true" _print={{ display: 'none' }}>
            {icon}
          </Box>
          <Heading as="h1" ref={title} tabIndex={-1} size={{ base: '2xl', md: '3xl' }}>
            {document.title}
          </Heading>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.text}</time>
        </Text>
        <Text maxW="3xl" fontSize={{ base: 'md', md: 'lg' }}>
          {document.summary}
        </Text>
        {actions}
      </Stack>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr)' }} gap={{ base: '6', lg: '12' }} alignItems="start">
        <LegalToc sections={document.sections} active={spy.active} onSelect={spy.request} />
        <Stack gap="10" maxW="3xl">
          {document.sections.map((section) => (
            <LegalSectionView key={section.id} section={section} />
          ))}
          <Box ref={end} h="1px" aria-hidden="true" />
          <MoreHelp />
        </Stack>
      </Grid>

      <ScrollTopButton onTop={() => title.current?.focus({ preventScroll: true })} />
    </Container>
  );
}

function LegalSectionView({ section }: { section: LegalSection }) {
  return (
    <Box as="section" id={section.id} scrollMarginTop={`${SECTION_SCROLL_MARGIN_PX}px`}>
      <Heading as="h2" size="xl" mb="3">
        {section.title}
      </Heading>
      <Blocks blocks={section.blocks} />
    </Box>
  );
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <Stack gap="3" lineHeight="tall">
      {blocks.map((block, index) =>
        isSubsection(block) ? (
          <Stack key={block.title} gap="2" mt="2">
            <Heading as="h3" size="md">
              {block.title}
            </Heading>
            <Blocks blocks={block.blocks} />
          </Stack>
        ) : (
          <TextBlock key={index} block={block} />
        ),
      )}
    </Stack>
  );
}

function TextBlock({ block }: { block: LegalText }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  return (
    <List.Root gap="1.5" ps="5">
      {block.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/** After the text: where to turn with a question. */
function MoreHelp() {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }} bg="brand.subtle" borderRadius="xl" p="5" _print={{ display: 'none' }}>
      <Text flex="1" fontWeight="medium">
        Have a question about this policy?
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild size="sm" colorPalette="teal">
          <RouterLink to={paths.contact}>
            <LuMessageSquare /> Contact Us
          </RouterLink>
        </Button>
        <Button asChild size="sm" colorPalette="teal" variant="outline" bg="bg">
          <RouterLink to={paths.help}>
            <LuCircleHelp /> Help Center
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

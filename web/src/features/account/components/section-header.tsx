import { Button, Flex, Heading } from '@chakra-ui/react';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** A section's h2 with its 'View All' link to the full page. */
export function SectionHeader({ id, title, viewAllTo, viewAllLabel }: { id: string; title: string; viewAllTo: string; viewAllLabel: string }) {
  return (
    <Flex justify="space-between" align="center" gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      <Button asChild variant="ghost" colorPalette="teal" size="sm" aria-label={viewAllLabel}>
        <RouterLink to={viewAllTo}>
          View All <LuChevronRight aria-hidden="true" />
        </RouterLink>
      </Button>
    </Flex>
  );
}

import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

const WINDOW = 2;

/** Page numbers around the current page, with the first and last always present; null marks a gap. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let candidate = 1; candidate <= totalPages; candidate += 1) {
    if (candidate === 1 || candidate === totalPages || Math.abs(candidate - page) <= WINDOW) pages.push(candidate);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Shown only when there is more than one page. */
export function PaginationBar({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="1" mt="10" wrap="wrap">
      <IconButton variant="outline" size="sm" aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <LuChevronLeft />
      </IconButton>
      {pageWindow(page, totalPages).map((entry, index) =>
        entry === null ? (
          <Text key={`gap-${index}`} px="2" color="fg.muted">
            …
          </Text>
        ) : (
          <Button
            key={entry}
            size="sm"
            variant={entry === page ? 'solid' : 'outline'}
            colorPalette="teal"
            aria-current={entry === page ? 'page' : undefined}
            aria-label={`Page ${entry}`}
            onClick={() => onPage(entry)}
          >
            {entry}
          </Button>
        ),
      )}
      <IconButton variant="outline" size="sm" aria-label="Next page" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <LuChevronRight />
      </IconButton>
    </HStack>
  );
}

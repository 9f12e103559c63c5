import { useState } from 'react';
import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { FiltersButton } from './filters-button';
import { ListingFilters, type FilterSelection } from './listing-filters';

export interface MobileFiltersProps {
  selection: FilterSelection;
  onApply: (selection: FilterSelection) => void;
  defaultOpen?: boolean;
}

/** The mobile filter drawer: choices stay a draft until 'Apply Filters'. Loaded on first use (products-listing.tsx). */
export default function MobileFilters({ selection, onApply, defaultOpen = false }: MobileFiltersProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState(selection);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) setDraft(selection);
        setOpen(details.open);
      }}
      placement="bottom"
    >
      <Drawer.Trigger asChild>
        <FiltersButton />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxH="85vh" borderTopRadius="xl">
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <ListingFilters selection={draft} onChange={setDraft} />
            </Drawer.Body>
            <Drawer.Footer gap="3">
              <Button variant="ghost" onClick={() => setDraft({ category: null, priceToken: null })}>
                Clear all filters
              </Button>
              <Button
                colorPalette="teal"
                flex="1"
                onClick={() => {
                  onApply(draft);
                  setOpen(false);
                }}
              >
                Apply Filters
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

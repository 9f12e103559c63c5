import { Button, Grid, Input, InputGroup, Menu, Portal } from '@chakra-ui/react';
import { LuFilter, LuSearch } from 'react-icons/lu';
import { adminFilterOfView, adminViewOfFilter, type AdminView } from '@campus/common/admin-queue';
import type { ListSort } from '@campus/common/list-sort';
import { ADMIN_SORTS, ADMIN_STATUS_FILTERS } from '@campus/common/listing-state';
import { OptionSelect } from '../../../components/option-select';

export interface QueueToolbarProps {
  view: AdminView;
  sort: ListSort;
  search: string;
  onViewChange: (view: AdminView) => void;
  onSortChange: (sort: ListSort) => void;
  onSearchChange: (search: string) => void;
}

/** Search by product or seller name, the status filter menu (another way to pick a tab) and the sort. */
export function QueueToolbar({ view, sort, search, onViewChange, onSortChange, onSearchChange }: QueueToolbarProps) {
  const filter = adminFilterOfView(view);
  const filterLabel = ADMIN_STATUS_FILTERS.find(({ key }) => key === filter)?.label;
  return (
    <Grid templateColumns={{ base: '1fr', md: '2fr auto 1fr' }} gap="3" mb="4" role="search" aria-label="Requests">
      <InputGroup startElement={<LuSearch />}>
        <Input
          type="search"
          bg="bg"
          placeholder="Search by product or seller name..."
          aria-label="Search requests"
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
        />
      </InputGroup>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button variant="outline" bg="bg" justifyContent="space-between" aria-label={`Filter by status: ${filterLabel}`}>
            <LuFilter /> {filterLabel}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.RadioItemGroup
                value={filter}
                onValueChange={(details) => {
                  const chosen = ADMIN_STATUS_FILTERS.find(({ key }) => key === details.value);
                  if (chosen) onViewChange(adminViewOfFilter(chosen.key));
                }}
              >
                {ADMIN_STATUS_FILTERS.map(({ key, label }) => (
                  <Menu.RadioItem key={key} value={key}>
                    {label}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <OptionSelect label="Sort requests" value={sort} options={ADMIN_SORTS} onChange={onSortChange} />
    </Grid>
  );
}

import { Grid, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { isListSort } from '@campus/common/list-sort';
import { ORDER_SORTS, ORDER_STATUS_FILTERS, type OrderStatusFilter } from '@campus/common/order-state';
import type { OrderListFilters } from '../order-list';

const isStatusFilter = (value: string): value is OrderStatusFilter => ORDER_STATUS_FILTERS.some((filter) => filter.value === value);

export interface OrdersToolbarProps {
  filters: OrderListFilters;
  onChange: (filters: OrderListFilters) => void;
}

/** Search 'Search orders...', the status filter and the sort of My Orders. */
export function OrdersToolbar({ filters, onChange }: OrdersToolbarProps) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap="3" mb="6" role="search" aria-label="Orders">
      <InputGroup startElement={<LuSearch />}>
        <Input
          type="search"
          bg="bg"
          placeholder="Search orders..."
          aria-label="Search orders"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
        />
      </InputGroup>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="bg"
          aria-label="Filter by status"
          value={filters.status}
          onChange={(event) => isStatusFilter(event.currentTarget.value) && onChange({ ...filters, status: event.currentTarget.value })}
        >
          {ORDER_STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="bg"
          aria-label="Sort orders"
          value={filters.sort}
          onChange={(event) => isListSort(event.currentTarget.value) && onChange({ ...filters, sort: event.currentTarget.value })}
        >
          {ORDER_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Grid>
  );
}

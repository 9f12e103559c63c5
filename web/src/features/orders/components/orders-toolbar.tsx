import { Grid, Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { ORDER_SORTS, ORDER_STATUS_FILTERS } from '@campus/common/order-state';
import { OptionSelect } from '../../../components/option-select';
import type { OrderListFilters } from '../order-list';

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
      <OptionSelect label="Filter by status" value={filters.status} options={ORDER_STATUS_FILTERS} onChange={(status) => onChange({ ...filters, status })} />
      <OptionSelect label="Sort orders" value={filters.sort} options={ORDER_SORTS} onChange={(sort) => onChange({ ...filters, sort })} />
    </Grid>
  );
}

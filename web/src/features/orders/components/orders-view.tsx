import { useMemo, useState } from 'react';
import { Button, EmptyState, Stack, VStack } from '@chakra-ui/react';
import { LuPackage, LuSearchX } from 'react-icons/lu';
import { ORDERS_LOAD_ERROR } from '@campus/common/messages';
import { EmptyPanel } from '../../../components/empty-panel';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { useCancelOrder } from '../../../lib/cancel-order';
import type { LiveList } from '../../../lib/live-query';
import type { MyOrder } from '../api/order';
import { filterOrders, isFiltered, NO_ORDER_FILTERS, type OrderListFilters } from '../order-list';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrdersToolbar } from './orders-toolbar';
import { OrdersSkeleton } from './orders-skeleton';

/** My Orders' content for a list of orders: its loading, error and empty states, the cards, the details and the cancel dialog. */
export function OrdersView({ orders }: { orders: LiveList<MyOrder> }) {
  if (orders.status === 'loading') return <OrdersSkeleton />;
  if (orders.status === 'error') return <ErrorState title={ORDERS_LOAD_ERROR} error={orders.error} onRetry={orders.retry} />;
  return <LoadedOrders orders={orders.items} />;
}

function LoadedOrders({ orders }: { orders: MyOrder[] }) {
  const [filters, setFilters] = useState<OrderListFilters>(NO_ORDER_FILTERS);
  // Ids, not orders: the dialogs follow the live list, so a status change shows while they are open.
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const cancelOrder = useCancelOrder();
  const shown = useMemo(() => filterOrders(orders, filters), [orders, filters]);
  const details = orders.find((order) => order.id === detailsId) ?? null;

  return (
    <>
      <OrdersToolbar filters={filters} onChange={setFilters} />
      {shown.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="4" aria-label="Orders">
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} onViewDetails={() => setDetailsId(order.id)} onCancel={() => setCancellingId(order.id)} />
          ))}
        </Stack>
      ) : isFiltered(filters) ? (
        <NoMatchingOrders onClear={() => setFilters(NO_ORDER_FILTERS)} />
      ) : (
        <EmptyPanel icon={<LuPackage />} title="No Orders Found" description="You haven't placed any orders yet" action={{ label: 'Start Shopping', to: paths.items }} />
      )}
      <OrderDetailsDialog order={details} onClose={() => setDetailsId(null)} onCancel={() => details && setCancellingId(details.id)} />
      <CancelOrderDialog
        key={cancellingId ?? 'none'}
        open={cancellingId !== null}
        onClose={() => setCancellingId(null)}
        onConfirm={() => (cancellingId === null ? Promise.resolve() : cancelOrder.mutateAsync({ orderId: cancellingId }))}
      />
    </>
  );
}

function NoMatchingOrders({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="xl" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">No Orders Found</EmptyState.Title>
          <EmptyState.Description>Try changing your search or filter criteria</EmptyState.Description>
        </VStack>
        <Button variant="outline" colorPalette="teal" onClick={onClear}>
          Clear Filters
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

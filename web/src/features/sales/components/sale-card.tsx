import type { ReactNode } from 'react';
import { Alert, Box, Button, Flex, Grid, Image, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuPackageCheck, LuTruck, LuX } from 'react-icons/lu';
import { formatOrderId, formatRupees } from '@campus/common/format';
import { ORDER_STATUS_UPDATE_FAILED } from '@campus/common/messages';
import type { OrderStatus } from '@campus/common/model';
import { canSellerCancelOrder } from '@campus/common/order-cancellation';
import { nextOrderStatus } from '@campus/common/order-state';
import { PURCHASE_OPTION_LABELS } from '@campus/common/purchase-options';
import { OrderDealSection } from '../../../components/deal/order-deal-section';
import { DeliveryAddress } from '../../../components/delivery-address';
import { OrderCardHeader } from '../../../components/order-card-header';
import { fallBackToPlaceholder, imageOrPlaceholder } from '../../../components/placeholder-image';
import { userMessage } from '../../../lib/error-message';
import type { Sale, SaleItem } from '../api/sale';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { ConfirmCountdown } from './confirm-countdown';

/** The seller's step to each next status, and what its button says while the server works. */
const STEPS: Partial<Record<OrderStatus, { label: string; busyLabel: string; icon: ReactNode }>> = {
  CONFIRMED: { label: 'Confirm order', busyLabel: 'Confirming...', icon: <LuCheck /> },
  SHIPPED: { label: 'Mark as shipped', busyLabel: 'Marking as shipped...', icon: <LuTruck /> },
  DELIVERED: { label: 'Mark as delivered', busyLabel: 'Marking as delivered...', icon: <LuPackageCheck /> },
};

export interface SaleCardProps {
  sale: Sale;
  /** Opens the cancel dialog (offered while the order is PLACED). */
  onCancel: () => void;
}

/**
 * One order holding the seller's items: its number, status, date and total, the buyer, the purchase option,
 * the city it ships to, the seller's own items, the time left to confirm, and the next step.
 */
export function SaleCard({ sale, onCancel }: SaleCardProps) {
  const orderNumber = formatOrderId(sale.id);
  const next = nextOrderStatus(sale.orderStatus);
  // A meet-up order is confirmed by agreeing the meet-up and delivered by entering the buyer's code, not by these steps.
  const step = next === null || sale.deal.isMeetup ? undefined : STEPS[next];
  const update = useUpdateOrderStatus();
  // The callable has answered but the live list still shows the old status: stay busy rather than offer the same step again.
  const catchingUp = update.isSuccess && update.variables.status === next;
  const busy = update.isPending || catchingUp;

  return (
    <Box as="li" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }} aria-label={`Order #${orderNumber}`}>
      <OrderCardHeader orderId={sale.id} status={sale.orderStatus} dateLabel="Ordered on" createdAt={sale.createdAt} totalLabel="Order total" totalAmount={sale.totalAmount} />

      {sale.orderStatus === 'PLACED' && (
        <Box mt="3">
          <ConfirmCountdown createdAt={sale.createdAt} isMeetup={sale.deal.isMeetup} />
        </Box>
      )}

      <Grid as="dl" templateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="3" mt="4" fontSize="sm">
        <Detail label="Buyer" value={sale.buyerName} />
        {sale.deal.isMeetup ? <Detail label="Handover" value="Campus meet-up" /> : <Detail label="Ships to" value={sale.deliverTo?.city || 'N/A'} />}
        <Detail label="Purchase option" value={PURCHASE_OPTION_LABELS[sale.deliveryMode]} />
      </Grid>

      {sale.deliverTo && sale.orderStatus !== 'CANCELLED' && (
        <Box mt="4" fontSize="sm" role="group" aria-label="Deliver to">
          <Text color="fg.muted">Deliver to</Text>
          <DeliveryAddress address={sale.deliverTo} />
        </Box>
      )}

      <Stack as="ul" listStyleType="none" gap="3" mt="4" pt="4" borderTopWidth="1px" aria-label={`Your items in order ${orderNumber}`}>
        {sale.items.map((item, index) => (
          <SaleLine key={`${item.productId}-${index}`} item={item} />
        ))}
      </Stack>

      <CancellationNote sale={sale} />

      {sale.deal.isMeetup && sale.orderStatus !== 'CANCELLED' && (
        <Box mt="4" pt="4" borderTopWidth="1px">
          <Text fontWeight="semibold" mb="2">
            Campus meet-up
          </Text>
          <OrderDealSection orderId={sale.id} orderStatus={sale.orderStatus} deal={sale.deal} side="seller" uid={sale.deal.sellerId} />
        </Box>
      )}

      {update.isError && (
        <Alert.Root status="error" mt="4" size="sm">
          <Alert.Indicator />
          <Alert.Title>{userMessage(update.error, ORDER_STATUS_UPDATE_FAILED)}</Alert.Title>
        </Alert.Root>
      )}

      {(step || canSellerCancelOrder(sale.orderStatus)) && (
        <Flex justify="flex-end" gap="2" mt="4" wrap="wrap">
          {canSellerCancelOrder(sale.orderStatus) && (
            <Button variant="outline" colorPalette="red" size="sm" onClick={onCancel} disabled={busy}>
              <LuX /> Cancel order
            </Button>
          )}
          {step && next && (
            <Button
              colorPalette="teal"
              size="sm"
              loading={busy}
              loadingText={step.busyLabel}
              onClick={() => update.mutate({ orderId: sale.id, status: next })}
            >
              {step.icon} {step.label}
            </Button>
          )}
        </Flex>
      )}
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box minW="0">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {value}
      </Text>
    </Box>
  );
}

function SaleLine({ item }: { item: SaleItem }) {
  return (
    <Flex as="li" gap="3" align="center">
      <Box flexShrink={0} w="14" aspectRatio={1} borderRadius="md" overflow="hidden" bg="gray.100">
        <Image src={imageOrPlaceholder(item.imageURL)} alt={item.title} w="100%" h="100%" objectFit="cover" onError={fallBackToPlaceholder} />
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="medium" lineClamp={2}>
          {item.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Qty: {item.quantity} × {formatRupees(item.price)}
        </Text>
      </Stack>
    </Flex>
  );
}

/** Who cancelled the order, when someone did (the automatic cancellation records nobody). */
function CancellationNote({ sale }: { sale: Sale }) {
  if (sale.orderStatus !== 'CANCELLED' || sale.cancellation === null) return null;
  const text =
    sale.cancellation.by === 'seller'
      ? `You cancelled this order${sale.cancellation.reason ? `: ${sale.cancellation.reason}` : ''}`
      : 'The buyer cancelled this order';
  return (
    <Text mt="4" px="3" py="2" borderRadius="md" bg="red.50" color="red.800" fontSize="sm">
      {text}
    </Text>
  );
}

import type { ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, Flex, Grid, Heading, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { LuCircleX } from 'react-icons/lu';
import { formatDate, formatDateTime, formatOrderId, formatRupees } from '@campus/common/format';
import { ORDER_CANCELLED_TEXT, ORDER_CANCELLED_TITLE, orderCancelledBySeller } from '@campus/common/messages';
import { canCancelOrder } from '@campus/common/order-state';
import { OrderDealSection } from '../../../components/deal/order-deal-section';
import { DeliveryAddress } from '../../../components/delivery-address';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { imageOrPlaceholder } from '../../../components/placeholder-image';
import type { MyOrder, MyOrderItem } from '../api/order';
import { OrderTracker } from './order-tracker';

/** Spec section 9: the product details show the first 100 characters of the description. */
const DESCRIPTION_PREVIEW = 100;

const preview = (description: string): string =>
  description.length > DESCRIPTION_PREVIEW ? `${description.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…` : description;

export interface OrderDetailsDialogProps {
  /** The order shown; null closes the dialog. */
  order: MyOrder | null;
  onClose: () => void;
  onCancel: () => void;
}

/** 'Order Details': progress (or the cancellation), delivery address, products and the order summary. */
export function OrderDetailsDialog({ order, onClose, onCancel }: OrderDetailsDialogProps) {
  return (
    <Dialog.Root open={order !== null} onOpenChange={(details) => !details.open && onClose()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Full screen on a phone; from md up a centred card again (the 'full' size's height and corners would carry over). */}
          <Dialog.Content minH={{ md: 'auto' }} borderRadius={{ md: 'l3' }}>
            {order && <OrderDetails order={order} onCancel={onCancel} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function OrderDetails({ order, onCancel }: { order: MyOrder; onCancel: () => void }) {
  const orderNumber = formatOrderId(order.id);
  const cancelled = order.orderStatus === 'CANCELLED';
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
        <Flex align="center" gap="3" wrap="wrap">
          <Dialog.Title>Order Details</Dialog.Title>
          <OrderStatusBadge status={order.orderStatus} />
        </Flex>
        <Dialog.Description color="fg.muted" fontSize="sm">
          Order #{orderNumber} • {formatDate(order.createdAt)}
        </Dialog.Description>
      </Dialog.Header>
      {/* It scrolls with nothing focusable inside: a tab stop of its own lets the keyboard scroll it. */}
      <Dialog.Body tabIndex={0}>
        <Stack gap="6">
          {cancelled ? (
            <CancelledNotice order={order} />
          ) : order.deal.isMeetup ? (
            <Section title="Campus meet-up">
              <OrderDealSection orderId={order.id} orderStatus={order.orderStatus} deal={order.deal} side="buyer" uid={order.deal.buyerId} />
            </Section>
          ) : (
            <OrderTracker status={order.orderStatus} />
          )}
          <Section title="Delivery Address">
            {order.shippingAddress ? <DeliveryAddress address={order.shippingAddress} /> : <Text color="fg.muted">None needed: the item is handed over at the campus meet-up.</Text>}
          </Section>
          <Section title="Product Details">
            <Stack as="ul" listStyleType="none" gap="3">
              {order.items.map((item, index) => (
                <ProductLine key={`${item.productId}-${index}`} item={item} />
              ))}
            </Stack>
          </Section>
          <Section title="Order Summary">
            <Box as="dl">
              <SummaryRow label="Order ID" value={`#${orderNumber}`} />
              <SummaryRow label="Order Date" value={formatDateTime(order.createdAt)} />
              <SummaryRow label="Payment Method" value={order.paymentMethod} />
              {order.paymentMethod === 'CARD' && order.cardLast4 !== '' && <SummaryRow label="Card" value={`Card ending ${order.cardLast4}`} />}
              <SummaryRow label="Payment Status" value={order.paymentStatus} />
              <SummaryRow label="Subtotal" value={formatRupees(order.totalPrice)} />
              <SummaryRow label="Tax" value={formatRupees(order.tax)} />
              <SummaryRow label="Delivery Charges" value={formatRupees(0)} />
              <SummaryRow label="Total" value={formatRupees(order.totalAmount)} strong />
            </Box>
          </Section>
          <Flex justify="space-between" align="center" bg="brand.solid" color="brand.contrast" borderRadius="lg" px="4" py="3">
            <Text fontWeight="semibold">Total Paid</Text>
            <Text fontWeight="bold" fontSize="lg">
              {formatRupees(order.totalAmount)}
            </Text>
          </Flex>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {canCancelOrder(order.orderStatus) && (
          <Button variant="outline" colorPalette="red" onClick={onCancel}>
            Cancel Order
          </Button>
        )}
        <Dialog.ActionTrigger asChild>
          <Button colorPalette="teal">Close</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close order details" />
      </Dialog.CloseTrigger>
    </>
  );
}

function CancelledNotice({ order }: { order: MyOrder }) {
  return (
    <Flex gap="3" p="4" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="lg" color="red.800">
      <Box fontSize="xl" pt="0.5" aria-hidden>
        <LuCircleX />
      </Box>
      <Stack gap="1">
        <Text fontWeight="semibold">{ORDER_CANCELLED_TITLE}</Text>
        <Text fontSize="sm">{ORDER_CANCELLED_TEXT}</Text>
        {order.cancellation?.by === 'seller' && <Text fontSize="sm">{orderCancelledBySeller(order.cancellation.reason ?? '')}</Text>}
        <Text fontSize="sm">
          <Text as="span" fontWeight="semibold">
            Cancellation Date:
          </Text>{' '}
          {formatDateTime(order.cancelledAt || order.updatedAt)}
        </Text>
      </Stack>
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function ProductLine({ item }: { item: MyOrderItem }) {
  return (
    <Flex as="li" gap="3" p="3" borderWidth="1px" borderRadius="lg" align="flex-start">
      <Box flexShrink={0} w={{ base: '16', md: '20' }} aspectRatio={1} borderRadius="md" overflow="hidden" bg="gray.100">
        <Image src={imageOrPlaceholder(item.imageURL)} alt={item.title} w="100%" h="100%" objectFit="cover" />
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold">{item.title}</Text>
        {item.description !== '' && (
          <Text fontSize="sm" color="fg.muted">
            {preview(item.description)}
          </Text>
        )}
        <Grid as="dl" templateColumns="repeat(3, auto)" justifyContent="start" columnGap={{ base: '4', md: '6' }} fontSize="sm" mt="1">
          <ItemFigure label="Price" value={formatRupees(item.price)} />
          <ItemFigure label="Quantity" value={String(item.quantity)} />
          <ItemFigure label="Total" value={formatRupees(item.price * item.quantity)} />
        </Grid>
      </Stack>
    </Flex>
  );
}

function ItemFigure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" py="1.5" borderTopWidth={strong ? '1px' : undefined} mt={strong ? '1' : undefined} fontWeight={strong ? 'bold' : undefined}>
      <Text as="dt" color={strong ? 'fg' : 'fg.muted'}>
        {label}
      </Text>
      <Text as="dd" textAlign="right">
        {value}
      </Text>
    </Flex>
  );
}

import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { LuEye, LuX } from 'react-icons/lu';
import { formatOrderId, formatRupees } from '@campus/common/format';
import { canCancelOrder } from '@campus/common/order-state';
import { OrderCardHeader } from '../../../components/order-card-header';
import type { MyOrder } from '../api/order';

export interface OrderCardProps {
  order: MyOrder;
  onViewDetails: () => void;
  onCancel: () => void;
}

/** One order in the list: its short id, status, date, total, items, View Details and (while allowed) Cancel Order. */
export function OrderCard({ order, onViewDetails, onCancel }: OrderCardProps) {
  const orderNumber = formatOrderId(order.id);
  return (
    <Box as="li" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }}>
      <OrderCardHeader orderId={order.id} status={order.orderStatus} dateLabel="Placed on" createdAt={order.createdAt} totalLabel="Total" totalAmount={order.totalAmount} />
      <Stack as="ul" listStyleType="none" gap="2" mt="4" pt="4" borderTopWidth="1px" aria-label={`Items of order ${orderNumber}`}>
        {order.items.map((item, index) => (
          <Flex as="li" key={`${item.productId}-${index}`} justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="medium" minW="0" lineClamp={1}>
              {item.title}
            </Text>
            <Text fontSize="sm" color="fg.muted" flexShrink={0}>
              Qty: {item.quantity} × {formatRupees(item.price)}
            </Text>
          </Flex>
        ))}
      </Stack>
      <Flex justify="flex-end" gap="2" mt="4" wrap="wrap">
        {canCancelOrder(order.orderStatus) && (
          <Button variant="outline" colorPalette="red" size="sm" onClick={onCancel} aria-label={`Cancel Order #${orderNumber}`}>
            <LuX /> Cancel Order
          </Button>
        )}
        <Button colorPalette="teal" size="sm" onClick={onViewDetails} aria-label={`View Details of order #${orderNumber}`}>
          <LuEye /> View Details
        </Button>
      </Flex>
    </Box>
  );
}

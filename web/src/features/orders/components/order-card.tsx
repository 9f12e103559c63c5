import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LuEye, LuX } from 'react-icons/lu';
import { formatDate, formatOrderId, formatRupees } from '@campus/common/format';
import { canCancelOrder } from '@campus/common/order-state';
import { OrderStatusBadge } from '../../../components/order-status-badge';
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
      <Flex justify="space-between" align="flex-start" gap="3">
        <Stack gap="1" minW="0">
          <Flex align="center" columnGap="3" rowGap="1" wrap="wrap">
            <Heading as="h2" size="md">
              Order #{orderNumber}
            </Heading>
            <OrderStatusBadge status={order.orderStatus} />
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            Placed on {formatDate(order.createdAt)}
          </Text>
        </Stack>
        <Box textAlign="right" flexShrink={0}>
          <Text fontSize="sm" color="fg.muted">
            Total
          </Text>
          <Text fontWeight="bold" fontSize="lg">
            {formatRupees(order.totalAmount)}
          </Text>
        </Box>
      </Flex>
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

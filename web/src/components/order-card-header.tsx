import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatOrderId, formatRupees } from '@campus/common/format';
import { OrderStatusBadge } from './order-status-badge';

export interface OrderCardHeaderProps {
  orderId: string;
  status: string;
  /** e.g. 'Placed on' (the buyer's orders) or 'Ordered on' (the seller's sales). */
  dateLabel: string;
  createdAt: string;
  totalLabel: string;
  totalAmount: number;
}

/** The top of an order card: 'Order #' with the short id, its status, when it was placed and its total. */
export function OrderCardHeader({ orderId, status, dateLabel, createdAt, totalLabel, totalAmount }: OrderCardHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap="3">
      <Stack gap="1" minW="0">
        <Flex align="center" columnGap="3" rowGap="1" wrap="wrap">
          <Heading as="h2" size="md">
            Order #{formatOrderId(orderId)}
          </Heading>
          <OrderStatusBadge status={status} />
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {dateLabel} {formatDate(createdAt)}
        </Text>
      </Stack>
      <Box textAlign="right" flexShrink={0}>
        <Text fontSize="sm" color="fg.muted">
          {totalLabel}
        </Text>
        <Text fontWeight="bold" fontSize="lg">
          {formatRupees(totalAmount)}
        </Text>
      </Box>
    </Flex>
  );
}

import { Badge } from '@chakra-ui/react';
import { orderStatusBadge } from '@campus/common/order-state';

/** The order's status as a coloured badge; an unknown status reads 'Processing'. */
export function OrderStatusBadge({ status }: { status: string }) {
  const badge = orderStatusBadge(status);
  return (
    <Badge colorPalette={badge.colour} variant="subtle" size="md">
      {badge.label}
    </Badge>
  );
}

import { Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@campus/common/format';
import type { DealSide } from '@campus/common/model';
import { canCancelOrder } from '@campus/common/order-state';
import type { OrderDeal } from '../../lib/order-deal';
import { HandoverCode } from './handover-code';
import { HandoverEntry } from './handover-entry';
import { MeetupPanel } from './meetup-panel';
import { RateDeal } from './rate-deal';

export interface OrderDealSectionProps {
  orderId: string;
  orderStatus: string;
  deal: OrderDeal;
  side: DealSide;
  uid: string;
}

/**
 * A meet-up order's handover, for either side: the meet-up, then the buyer's code (the buyer sees it, the
 * seller enters it), then each rates the other.
 */
export function OrderDealSection({ orderId, orderStatus, deal, side, uid }: OrderDealSectionProps) {
  const open = canCancelOrder(orderStatus) && deal.handedOverAt === '';
  return (
    <Stack gap="4">
      <MeetupPanel orderId={orderId} meetup={deal.meetup} side={side} open={open} />
      {open && side === 'buyer' && <HandoverCode orderId={orderId} />}
      {open && side === 'seller' && <HandoverEntry orderId={orderId} />}
      {deal.handedOverAt !== '' && (
        <>
          <Text fontWeight="medium">Handed over on {formatDateTime(deal.handedOverAt)}.</Text>
          <RateDeal orderId={orderId} uid={uid} otherLabel={side === 'buyer' ? 'seller' : 'buyer'} />
        </>
      )}
    </Stack>
  );
}

import { Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@campus/common/format';
import type { DealSide } from '@campus/common/model';
import { canCancelOrder } from '@campus/common/order-state';
import type { OrderDeal } from '../../lib/order-deal';
import { useScannedHandover } from '../../lib/scanned-handover';
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
 * A meet-up order's handover, for either side, one step at a time: agree the meet-up, then the buyer's code
 * (the buyer sees it from the start; the seller enters it once the meet-up is agreed, or straight away from
 * the buyer's QR code), then each rates the other. A delivered order shows what happened, with no proposal.
 */
export function OrderDealSection({ orderId, orderStatus, deal, side, uid }: OrderDealSectionProps) {
  const open = canCancelOrder(orderStatus) && deal.handedOverAt === '';
  const scanned = useScannedHandover()?.orderId === orderId;
  const agreed = deal.meetup?.state === 'confirmed';
  return (
    <Stack gap="4">
      {(open || deal.meetup !== null) && <MeetupPanel orderId={orderId} meetup={deal.meetup} side={side} open={open} />}
      {open && side === 'buyer' && <HandoverCode orderId={orderId} />}
      {open && side === 'seller' && (agreed || scanned) && <HandoverEntry orderId={orderId} />}
      {deal.handedOverAt !== '' && (
        <>
          <Text fontWeight="medium">Handed over on {formatDateTime(deal.handedOverAt)}.</Text>
          <RateDeal orderId={orderId} uid={uid} otherLabel={side === 'buyer' ? 'seller' : 'buyer'} />
        </>
      )}
    </Stack>
  );
}

/**
 * The meet-up side of an order, shared by My Orders (the buyer) and My Sales (the seller): what the order
 * document holds of it, and the callables that move it (proposeMeetup, confirmMeetup, confirmHandover, rateDeal).
 */
import { isMeetupOrder } from '@campus/common/meetups';
import type { Meetup } from '@campus/common/model';
import { toDeliveryMode } from '@campus/common/purchase-options';
import { asRecord, asText, asTextList } from '@campus/common/values';
import { useCallable } from './use-callable';

/** What My Orders and My Sales read of an order's meet-up. */
export interface OrderDeal {
  /** A direct order from one seller: handed over at a meet-up with the buyer's code. */
  isMeetup: boolean;
  meetup: Meetup | null;
  /** '' until the seller entered the buyer's code. */
  handedOverAt: string;
  buyerId: string;
  sellerId: string;
}

function toMeetup(value: unknown): Meetup | null {
  if (value === null || typeof value !== 'object') return null;
  const meetup = asRecord(value);
  const spot = asRecord(meetup.spot);
  return {
    spotId: asText(meetup.spotId),
    spot: { name: asText(spot.name), description: asText(spot.description), opensAt: asText(spot.opensAt), closesAt: asText(spot.closesAt) },
    startsAt: asText(meetup.startsAt),
    proposedBy: meetup.proposedBy === 'seller' ? 'seller' : 'buyer',
    state: meetup.state === 'confirmed' ? 'confirmed' : 'proposed',
    updatedAt: asText(meetup.updatedAt),
  };
}

export function toOrderDeal(data: Record<string, unknown>): OrderDeal {
  const sellerIds = asTextList(data.sellerIds);
  return {
    isMeetup: isMeetupOrder({ deliveryMode: toDeliveryMode(data.deliveryMode), sellerIds }),
    meetup: toMeetup(data.meetup),
    handedOverAt: asText(data.handedOverAt),
    buyerId: asText(data.userId),
    sellerId: sellerIds[0] ?? '',
  };
}

export const useProposeMeetup = () => useCallable<{ orderId: string; spotId: string; startsAt: string }>('proposeMeetup');
export const useConfirmMeetup = () => useCallable<{ orderId: string }>('confirmMeetup');
export const useConfirmHandover = () => useCallable<{ orderId: string; code: string }>('confirmHandover');
export const useRateDeal = () => useCallable<{ orderId: string; stars: number; comment: string }>('rateDeal');

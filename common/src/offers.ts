/** Bargaining: the bounds of an offer, whose turn it is, and whether an accepted offer still holds the item. */
import type { DealSide, Offer, Product } from './model';

/** The lowest offer a seller has to consider: half the asking price, rounded up to a whole rupee. */
export const minimumOffer = (price: number): number => Math.ceil(price / 2);

export function isOfferAmountAllowed(amount: number, price: number): boolean {
  return Number.isInteger(amount) && amount >= minimumOffer(price) && amount <= price;
}

/** Who may accept, decline or counter an open offer: the side that did not name its amount. */
export const respondingSide = (offer: Pick<Offer, 'by'>): DealSide => (offer.by === 'buyer' ? 'seller' : 'buyer');

/** Whether an accepted offer still holds the item at `now`. */
export function isReservationActive(product: Pick<Product, 'reservedBy' | 'reservedUntil'>, now: Date = new Date()): boolean {
  return product.reservedBy !== undefined && product.reservedUntil !== undefined && product.reservedUntil > now.toISOString();
}

/** Whether a conversation's offer was accepted and its reservation still holds the item at `now` (an ISO time). */
export const offerHoldsItem = (offer: Offer | null | undefined, now: string): boolean =>
  offer?.status === 'accepted' && (offer.reservedUntil ?? '') > now;

/** Whether `uid` may not order the item because it is held for someone else. */
export const isReservedForAnother = (product: Pick<Product, 'reservedBy' | 'reservedUntil'>, uid: string, now: Date = new Date()): boolean =>
  isReservationActive(product, now) && product.reservedBy !== uid;

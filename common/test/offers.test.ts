import { describe, expect, it } from 'vitest';
import { blockPairId, chatImageFolder, conversationId, otherParticipant, sideOf } from '../src/chat';
import { isOfferAmountAllowed, isReservationActive, isReservedForAnother, minimumOffer, respondingSide } from '../src/offers';
import { offerSchema } from '../src/schemas/offer';
import { validateWith } from '../src/schemas/validate';

describe('offer bounds', () => {
  it('allows whole rupees from half the asking price, rounded up, to the asking price', () => {
    expect(minimumOffer(1499)).toBe(750);
    expect([749, 750, 1499, 1500, 800.5].map((amount) => isOfferAmountAllowed(amount, 1499))).toEqual([false, true, true, false, false]);
  });

  it('gives the form and the server the same messages', () => {
    const schema = offerSchema(1499);
    expect(validateWith(schema, { amount: 749 })).toMatchObject({ ok: false, message: 'The lowest offer is ₹750 (half the asking price)' });
    expect(validateWith(schema, { amount: 1500 })).toMatchObject({ ok: false, message: 'An offer cannot be above the asking price of ₹1,499' });
    expect(validateWith(schema, { amount: 'abc' })).toMatchObject({ ok: false, message: 'Enter an amount' });
    expect(validateWith(schema, { amount: 900.5 })).toMatchObject({ ok: false, message: 'Offer whole rupees' });
    expect(validateWith(schema, { amount: '900' })).toEqual({ ok: true, value: { amount: 900 } });
  });
});

describe('turns and reservations', () => {
  it('lets the side that did not name the amount answer it', () => {
    expect(respondingSide({ by: 'buyer' })).toBe('seller');
    expect(respondingSide({ by: 'seller' })).toBe('buyer');
  });

  it('holds an item only until the reservation runs out, and only against other buyers', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    const held = { reservedBy: 'asha', reservedUntil: '2026-11-27T09:00:00.000Z' };
    expect(isReservationActive(held, now)).toBe(true);
    expect(isReservedForAnother(held, 'ravi', now)).toBe(true);
    expect(isReservedForAnother(held, 'asha', now)).toBe(false);
    expect(isReservationActive(held, new Date('2026-11-27T09:00:00.000Z'))).toBe(false);
    expect(isReservationActive({}, now)).toBe(false);
  });
});

describe('conversations', () => {
  const conversation = { productId: 'p1', buyerId: 'asha', sellerId: 'ravi' };

  it('names one conversation per buyer and item, and one block per pair whoever blocks', () => {
    expect(conversationId('p1', 'asha')).toBe('p1_asha');
    expect(blockPairId('ravi', 'asha')).toBe(blockPairId('asha', 'ravi'));
  });

  it('knows each side and keeps photos in a folder naming both participants', () => {
    expect([sideOf(conversation, 'asha'), sideOf(conversation, 'ravi'), sideOf(conversation, 'erin')]).toEqual(['buyer', 'seller', null]);
    expect(otherParticipant(conversation, 'asha')).toBe('ravi');
    expect(chatImageFolder(conversation, 'ravi')).toBe('chats/asha/ravi/p1/ravi');
  });
});

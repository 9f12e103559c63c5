import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { toConversation, type ConversationView } from '../api/deal-converters';
import { OfferPanel } from '../components/offer-panel';

const callable = vi.hoisted(() => vi.fn());
vi.mock('firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/functions')>()),
  httpsCallable: vi.fn((_functions: unknown, name: string) => (data: unknown) => callable(name, data)),
}));

const BUYER = 'asha';
const SELLER = 'ravi';
const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();

/** A conversation about a ₹1,500 kettle as stored, with `offer`. */
const conversation = (offer: unknown): ConversationView =>
  toConversation('kettle_asha', {
    productId: 'kettle',
    product: { title: 'Electric Kettle', imageURL: '', price: 1500 },
    buyerId: BUYER,
    sellerId: SELLER,
    participants: [BUYER, SELLER],
    buyer: { firstName: 'Asha', lastName: 'Verma' },
    seller: { firstName: 'Ravi', lastName: 'Kumar' },
    lastMessage: null,
    lastMessageAt: '2026-11-26T10:00:00.000Z',
    unread: { [BUYER]: 0, [SELLER]: 0 },
    unreadBy: [],
    blockedBy: null,
    offer,
    createdAt: '2026-11-26T10:00:00.000Z',
  });

beforeEach(() => {
  callable.mockReset();
  callable.mockResolvedValue({ data: { _id: 'kettle_asha' } });
});

describe('OfferPanel', { timeout: 20_000 }, () => {
  it('lets the buyer offer from half the asking price to all of it, with the server\'s messages', async () => {
    const { user } = renderApp(<OfferPanel conversation={conversation(null)} uid={BUYER} onBuy={vi.fn()} />);
    const amount = screen.getByRole('textbox', { name: /Make an offer \(asking ₹1,500\)/ });
    expect(screen.getByText('From ₹750 to ₹1,500')).toBeVisible();
    await user.type(amount, '700');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('The lowest offer is ₹750 (half the asking price)')).toBeVisible();
    expect(callable).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '1200');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(callable).toHaveBeenCalledWith('makeOffer', { productId: 'kettle', amount: 1200 }));
  });

  it("gives the seller Accept, Counter and Decline on the buyer's open offer", async () => {
    const open = { amount: 1200, by: 'buyer', status: 'open', updatedAt: '2026-11-26T10:00:00.000Z' };
    const { user } = renderApp(<OfferPanel conversation={conversation(open)} uid={SELLER} onBuy={vi.fn()} />);
    expect(screen.getByText(/Asha Verma offered ₹1,200/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Counter' }));
    await user.type(screen.getByRole('textbox', { name: 'Your counter-offer' }), '1400');
    await user.click(screen.getByRole('button', { name: 'Send counter' }));
    await waitFor(() => expect(callable).toHaveBeenCalledWith('respondToOffer', { conversationId: 'kettle_asha', action: 'counter', amount: 1400 }));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callable).toHaveBeenCalledWith('respondToOffer', { conversationId: 'kettle_asha', action: 'accept' }));
  });

  it('lets the maker only wait or withdraw, and shows a refusal in place', async () => {
    callable.mockRejectedValue(Object.assign(new Error('There is no open offer to answer'), { code: 'functions/failed-precondition' }));
    const open = { amount: 1200, by: 'buyer', status: 'open', updatedAt: '2026-11-26T10:00:00.000Z' };
    const { user } = renderApp(<OfferPanel conversation={conversation(open)} uid={BUYER} onBuy={vi.fn()} />);
    expect(screen.getByText(/You offered ₹1,200/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdraw offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no open offer to answer');
  });

  it('shows an accepted offer as a deal, and the buyer can buy at the agreed price', async () => {
    const onBuy = vi.fn();
    const accepted = { amount: 1300, by: 'seller', status: 'accepted', updatedAt: '2026-11-26T10:00:00.000Z', reservedUntil: later };
    const { user } = renderApp(<OfferPanel conversation={conversation(accepted)} uid={BUYER} onBuy={onBuy} />);
    expect(screen.getByText('Deal at ₹1,300')).toBeVisible();
    expect(screen.getByText(/Reserved for Asha Verma until/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Buy now at ₹1,300' }));
    expect(onBuy).toHaveBeenCalledOnce();
  });

  it('offers nothing to the seller when there is no open offer, and nothing once blocked', () => {
    const { unmount } = renderApp(<OfferPanel conversation={conversation(null)} uid={SELLER} onBuy={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderApp(<OfferPanel conversation={{ ...conversation(null), blockedBy: SELLER }} uid={BUYER} onBuy={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Send offer' })).toBeNull();
  });
});

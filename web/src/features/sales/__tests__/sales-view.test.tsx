import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { SalesView } from '../components/sales-view';
import type { SalesFeed } from '../api/sales-pages';
import { libraryMeetup, readyFeed, sale } from './sales-fixtures';

const callable = vi.hoisted(() => vi.fn());
vi.mock('firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/functions')>()),
  httpsCallable: vi.fn((_functions: unknown, name: string) => (data: unknown) => callable(name, data)),
}));

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR).toISOString();

/** The card of an order, by its short number. */
const card = (number: string) => screen.getByRole('listitem', { name: `Order #${number}` });

/** Renders the view with a feed the test can replace, as the live listeners do. */
function renderFeed(initial: SalesFeed) {
  let replace: (feed: SalesFeed) => void = () => undefined;
  function LiveFeed() {
    const [feed, setFeed] = useState(initial);
    replace = setFeed;
    return <SalesView feed={feed} />;
  }
  const result = renderApp(<LiveFeed />);
  return { ...result, setFeed: (feed: SalesFeed) => act(() => replace(feed)) };
}

/** A promise the test settles itself, to see the 'in progress' state. */
function deferred() {
  let resolve: (value: unknown) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  callable.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('My Sales list', { timeout: 20_000 }, () => {
  it("shows each order: number, status, date, total, buyer, city, purchase option and only the seller's own items", () => {
    renderApp(
      <SalesView
        feed={readyFeed([
          sale('aaaaaaaaaaaa1111calc', { status: 'PLACED', createdAt: hoursAgo(1), title: 'Casio Calculator', price: 1200 }),
          sale('bbbbbbbbbbbb2222lamp', { status: 'DELIVERED', createdAt: '2026-03-01T10:00:00.000Z', title: 'Desk Lamp', price: 850, deliveryMode: 'doorstep' }),
        ])}
      />,
    );
    const list = screen.getByRole('list', { name: 'Sales' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Order #1111CALC', 'Order #2222LAMP']);

    const placed = card('1111CALC');
    expect(within(placed).getByText('Placed')).toBeVisible();
    expect(placed).toHaveTextContent('Ordered on 10 Mar 2026');
    expect(placed).toHaveTextContent(/Order total\s*₹1,890/);
    expect(placed).toHaveTextContent(/Buyer\s*Asha Verma/);
    expect(placed).toHaveTextContent(/Ships to\s*Pune/);
    expect(placed).toHaveTextContent(/Purchase option\s*Buy Direct From Seller/);
    expect(within(placed).getByRole('group', { name: 'Deliver to' })).toHaveTextContent('Asha VRoom 12, Hostel 4, North Campus, Pune, Maharashtra - 411007Phone: 9876543210');
    const items = within(placed).getByRole('list', { name: 'Your items in order 1111CALC' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
    expect(within(items).getByText('Casio Calculator')).toBeVisible();
    expect(within(items).getByText('Qty: 1 × ₹1,200')).toBeVisible();
    expect(within(items).getByRole('img', { name: 'Casio Calculator' })).toHaveAttribute('src', '/placeholder.svg');
    expect(placed).not.toHaveTextContent('Someone Else’s Lamp');

    const delivered = card('2222LAMP');
    expect(within(delivered).getByText('Delivered')).toBeVisible();
    expect(delivered).toHaveTextContent('Ordered on 1 Mar 2026');
    expect(delivered).toHaveTextContent(/Purchase option\s*Premium delivery/);
    expect(delivered).toHaveTextContent('Qty: 1 × ₹850');
  });

  it('offers the next step for each status, and Cancel order only while the order is unconfirmed', () => {
    renderApp(
      <SalesView
        feed={readyFeed([
          sale('aaaaaaaaaaaa1111plcd', { status: 'PLACED', createdAt: hoursAgo(1) }),
          sale('aaaaaaaaaaaa2222cnfd', { status: 'CONFIRMED', createdAt: hoursAgo(2) }),
          sale('aaaaaaaaaaaa3333shpd', { status: 'SHIPPED', createdAt: hoursAgo(3) }),
          sale('aaaaaaaaaaaa4444dlvd', { status: 'DELIVERED', createdAt: hoursAgo(4) }),
          sale('aaaaaaaaaaaa5555cncl', { status: 'CANCELLED', createdAt: hoursAgo(5), cancellation: { by: 'seller', reason: 'Screen cracked' } }),
          sale('aaaaaaaaaaaa6666byer', { status: 'CANCELLED', createdAt: hoursAgo(6), cancellation: { by: 'buyer' } }),
        ])}
      />,
    );
    const buttonsOf = (number: string) => within(card(number)).queryAllByRole('button').map((button) => button.textContent?.trim());
    expect(buttonsOf('1111PLCD')).toEqual(['Cancel order', 'Confirm order']);
    expect(buttonsOf('2222CNFD')).toEqual(['Mark as shipped']);
    expect(buttonsOf('3333SHPD')).toEqual(['Mark as delivered']);
    expect(buttonsOf('4444DLVD')).toEqual([]);
    expect(buttonsOf('5555CNCL')).toEqual([]);
    expect(card('5555CNCL')).toHaveTextContent('You cancelled this order: Screen cracked');
    expect(card('6666BYER')).toHaveTextContent('The buyer cancelled this order');
  });

  it("moves an order one step through updateOrderStatus, showing 'Confirming...' until the live list has the new status", async () => {
    const call = deferred();
    callable.mockReturnValue(call.promise);
    const placed = sale('aaaaaaaaaaaa1111calc', { status: 'PLACED', createdAt: hoursAgo(1) });
    const { user, setFeed } = renderFeed(readyFeed([placed]));

    await user.click(within(card('1111CALC')).getByRole('button', { name: 'Confirm order' }));
    expect(callable).toHaveBeenCalledWith('updateOrderStatus', { orderId: 'aaaaaaaaaaaa1111calc', status: 'CONFIRMED' });
    expect(await within(card('1111CALC')).findByRole('button', { name: 'Confirming...' })).toBeDisabled();
    expect(within(card('1111CALC')).getByRole('button', { name: 'Cancel order' })).toBeDisabled();

    await act(async () => call.resolve({ data: {} }));
    // The server has answered; the listener has not brought the change yet.
    expect(within(card('1111CALC')).getByRole('button', { name: 'Confirming...' })).toBeDisabled();

    setFeed(readyFeed([{ ...placed, orderStatus: 'CONFIRMED' }]));
    expect(await within(card('1111CALC')).findByRole('button', { name: 'Mark as shipped' })).toBeEnabled();
    expect(within(card('1111CALC')).getByText('Confirmed')).toBeVisible();
  });

  it("shows a refused step's message from the server, or a general one for other failures", async () => {
    const refused = Object.assign(new Error('An order in status CANCELLED cannot move to SHIPPED'), { code: 'functions/failed-precondition' });
    callable.mockRejectedValueOnce(refused).mockRejectedValueOnce(Object.assign(new Error('boom'), { code: 'functions/internal' }));
    const { user } = renderApp(<SalesView feed={readyFeed([sale('aaaaaaaaaaaa2222cnfd', { status: 'CONFIRMED', createdAt: hoursAgo(2) })])} />);

    await user.click(within(card('2222CNFD')).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(card('2222CNFD')).findByText('An order in status CANCELLED cannot move to SHIPPED')).toBeVisible();
    await user.click(within(card('2222CNFD')).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(card('2222CNFD')).findByText('Could not update the order. Please try again.')).toBeVisible();
    expect(card('2222CNFD')).not.toHaveTextContent('boom');
  });

  it('takes a meet-up order one step at a time: agree the meet-up (which confirms the order), then the handover code', () => {
    renderApp(
      <SalesView
        feed={readyFeed([
          sale('aaaaaaaaaaaa1111none', { status: 'PLACED', createdAt: hoursAgo(1), meetup: null }),
          sale('aaaaaaaaaaaa2222prop', { status: 'PLACED', createdAt: hoursAgo(1), meetup: libraryMeetup('buyer', 'proposed') }),
          sale('aaaaaaaaaaaa3333agrd', { status: 'CONFIRMED', createdAt: hoursAgo(1), meetup: libraryMeetup('buyer', 'confirmed') }),
          sale('aaaaaaaaaaaa4444dlvd', { status: 'DELIVERED', createdAt: hoursAgo(30), meetup: null }),
          sale('aaaaaaaaaaaa5555dlvd', { status: 'DELIVERED', createdAt: hoursAgo(30), meetup: libraryMeetup('seller', 'confirmed') }),
        ])}
      />,
    );
    const buttonsOf = (number: string) => within(card(number)).queryAllByRole('button').map((button) => button.textContent?.trim());

    expect(card('1111NONE')).toHaveTextContent('Agree a meet-up within 47 h 0 min or it is cancelled automatically');
    expect(card('1111NONE')).toHaveTextContent(/Handover\s*Campus meet-up/);
    expect(within(card('1111NONE')).queryByRole('group', { name: 'Deliver to' })).not.toBeInTheDocument();
    expect(buttonsOf('1111NONE')).toEqual(['Propose a meet-up', 'Cancel order']);

    expect(card('2222PROP')).toHaveTextContent('Proposed by the buyer: confirm it or propose another');
    expect(buttonsOf('2222PROP')).toEqual(['Confirm meet-up', 'Propose another', 'Cancel order']);

    expect(card('3333AGRD')).toHaveTextContent('Confirmed by both of you');
    expect(card('3333AGRD')).not.toHaveTextContent(/within|Overdue/);
    expect(buttonsOf('3333AGRD')).toEqual(['Propose another', 'Confirm handover']);

    for (const delivered of ['4444DLVD', '5555DLVD']) {
      expect(card(delivered)).not.toHaveTextContent(/No meet-up yet|within/);
      expect(buttonsOf(delivered)).toEqual([]);
    }
    expect(card('5555DLVD')).toHaveTextContent('Library steps');
    expect(card('5555DLVD')).toHaveTextContent('Agreed by both of you');
  });

  it("opened from the buyer's QR code, the code is ready to confirm even before the meet-up is agreed", () => {
    renderApp(<SalesView feed={readyFeed([sale('aaaaaaaaaaaa1111none', { status: 'PLACED', createdAt: hoursAgo(1), meetup: null })])} />, {
      route: '/my-sales?handover=aaaaaaaaaaaa1111none#123456',
    });
    expect(within(card('1111NONE')).getByRole('textbox', { name: "Buyer's handover code" })).toHaveValue('123456');
    expect(within(card('1111NONE')).getByRole('button', { name: 'Confirm handover' })).toBeVisible();
  });

  it('counts down the 48 hours to confirm, every minute, and says when the order is overdue', () => {
    renderApp(
      <SalesView
        feed={readyFeed([
          sale('aaaaaaaaaaaa1111calc', { status: 'PLACED', createdAt: new Date(NOW - 48 * 60 * 1000).toISOString() }),
          sale('aaaaaaaaaaaa2222late', { status: 'PLACED', createdAt: hoursAgo(49) }),
          sale('aaaaaaaaaaaa3333cnfd', { status: 'CONFIRMED', createdAt: hoursAgo(1) }),
        ])}
      />,
    );
    expect(card('1111CALC')).toHaveTextContent('Confirm within 47 h 12 min or it is cancelled automatically');
    expect(card('2222LATE')).toHaveTextContent('Overdue: will be cancelled automatically shortly');
    expect(card('3333CNFD')).not.toHaveTextContent(/Confirm within|Overdue/);

    act(() => vi.advanceTimersByTime(60 * 1000));
    expect(card('1111CALC')).toHaveTextContent('Confirm within 47 h 11 min or it is cancelled automatically');
    act(() => vi.advanceTimersByTime(47 * HOUR + 11 * 60 * 1000));
    expect(card('1111CALC')).toHaveTextContent('Overdue: will be cancelled automatically shortly');
  });

  it("with no sales: 'No Sales Yet' and a way to sell a product", () => {
    renderApp(<SalesView feed={readyFeed([])} />);
    expect(screen.getByRole('heading', { name: 'No Sales Yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sell a Product' })).toHaveAttribute('href', '/sell-product');
  });

  it("a list that cannot be read shows 'Error Loading Sales' with the reason and Retry, never an empty list", async () => {
    const retry = vi.fn();
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    const { user } = renderApp(<SalesView feed={{ sales: { status: 'error', error: denied, retry }, more: { status: 'none' } }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Sales');
    expect(alert).toHaveTextContent("You don't have permission to do that.");
    expect(screen.queryByText('No Sales Yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("a scanned handover link for an order that is not among the seller's sales says so; one of theirs does not", () => {
    const feed = readyFeed([sale('aaaaaaaaaaaa1111calc', { status: 'CONFIRMED', createdAt: hoursAgo(1) })]);
    const notice = 'This handover code is not for one of your sales. Check that you are signed in as the seller of the item.';
    const foreign = renderApp(<SalesView feed={feed} />, { route: '/my-sales?handover=someoneElsesOrder#123456' });
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    foreign.unmount();
    renderApp(<SalesView feed={feed} />, { route: '/my-sales?handover=aaaaaaaaaaaa1111calc#123456' });
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('is busy while loading', () => {
    renderApp(<SalesView feed={{ sales: { status: 'loading' }, more: { status: 'none' } }} />);
    expect(screen.getByLabelText('Loading sales')).toHaveAttribute('aria-busy', 'true');
  });

  it("offers 'Load more' while there are older orders, busy while they load, with Retry if they fail", async () => {
    const load = vi.fn();
    const first = [sale('aaaaaaaaaaaa1111calc', { status: 'DELIVERED', createdAt: hoursAgo(1) })];
    const { user, setFeed } = renderFeed(readyFeed(first, { status: 'available', load }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(load).toHaveBeenCalledOnce();

    setFeed(readyFeed(first, { status: 'loading' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();

    const retry = vi.fn();
    setFeed(readyFeed(first, { status: 'error', error: Object.assign(new Error('offline'), { code: 'unavailable' }), retry }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load more sales');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();

    setFeed(readyFeed(first));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument());
  });
});

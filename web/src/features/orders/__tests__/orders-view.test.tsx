import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { toMyOrder, type MyOrder } from '../api/order';
import { OrdersView } from '../components/orders-view';

const address = { fullName: 'Zara Tester', address: 'Room 12, Hostel 4', locality: 'North Campus', city: 'Pune', state: 'Maharashtra', pincode: '411007', phone: '9876543210' };

function order(id: string, fields: { status: string; createdAt: string; total: number; titles: string[] }): MyOrder {
  return toMyOrder(id, {
    orderStatus: fields.status,
    createdAt: fields.createdAt,
    updatedAt: fields.createdAt,
    orderItems: fields.titles.map((title, index) => ({ productId: `${id}-${index}`, product: { title, description: '', imageURL: '' }, price: fields.total, quantity: 1 })),
    shippingAddress: address,
    totalPrice: fields.total,
    tax: 0,
    totalAmount: fields.total,
  });
}

const ORDERS = [
  order('aaaaaaaaaaaa1111calc', { status: 'PLACED', createdAt: '2026-03-03T10:00:00.000Z', total: 1200, titles: ['Casio Calculator'] }),
  order('bbbbbbbbbbbb2222lamp', { status: 'DELIVERED', createdAt: '2026-03-01T10:00:00.000Z', total: 800, titles: ['Desk Lamp', 'Study Chair'] }),
  order('cccccccccccc3333bike', { status: 'CANCELLED', createdAt: '2026-03-02T10:00:00.000Z', total: 5000, titles: ['Hero Cycle'] }),
];

const ready = (items: MyOrder[]) => ({ status: 'ready' as const, items });

/** The order numbers of the cards, in page order. */
const cardNumbers = () =>
  within(screen.getByRole('list', { name: 'Orders' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('My Orders list', { timeout: 20_000 }, () => {
  it('shows each order: short id, status badge, date, total and items as "Qty: n × price"', () => {
    renderApp(<OrdersView orders={ready(ORDERS)} />);
    expect(cardNumbers()).toEqual(['Order #1111CALC', 'Order #3333BIKE', 'Order #2222LAMP']);
    const card = screen.getByRole('heading', { name: 'Order #2222LAMP' }).closest('li');
    if (!card) throw new Error('no card');
    expect(card).toHaveTextContent('Delivered');
    expect(card).toHaveTextContent('1 Mar 2026');
    expect(card).toHaveTextContent('₹800');
    expect(within(card).getByText('Study Chair')).toBeVisible();
    expect(within(card).getAllByText('Qty: 1 × ₹800')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: /View Details/ })).toBeVisible();
    // Delivered orders cannot be cancelled; placed ones can.
    expect(within(card).queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Order #1111CALC' })).toBeVisible();
  });

  it('an unknown status is badged "Processing"', () => {
    renderApp(<OrdersView orders={ready([order('dddddddddddd4444odd1', { status: 'ON_HOLD', createdAt: '2026-03-01T10:00:00.000Z', total: 10, titles: ['Pen'] })])} />);
    expect(screen.getByText('Processing')).toBeVisible();
  });

  it('searches order ids and product titles case-insensitively, filters by status, and clears the filters', async () => {
    const { user } = renderApp(<OrdersView orders={ready(ORDERS)} />);
    const search = screen.getByPlaceholderText('Search orders...');

    await user.type(search, 'study');
    expect(cardNumbers()).toEqual(['Order #2222LAMP']);

    await user.clear(search);
    await user.type(search, '3333bIKE');
    expect(cardNumbers()).toEqual(['Order #3333BIKE']);

    await user.clear(search);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Placed');
    expect(cardNumbers()).toEqual(['Order #1111CALC']);

    await user.type(search, 'lamp');
    expect(screen.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
    expect(screen.getByText('Try changing your search or filter criteria')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cardNumbers()).toHaveLength(3);
    expect(search).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('ALL');
  });

  it('sorts newest or oldest first and by total, high to low or low to high', async () => {
    const { user } = renderApp(<OrdersView orders={ready(ORDERS)} />);
    const sort = screen.getByRole('combobox', { name: 'Sort orders' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest First', 'Oldest First', 'Price: High to Low', 'Price: Low to High']);

    await user.selectOptions(sort, 'Oldest First');
    expect(cardNumbers()).toEqual(['Order #2222LAMP', 'Order #3333BIKE', 'Order #1111CALC']);
    await user.selectOptions(sort, 'Price: High to Low');
    expect(cardNumbers()).toEqual(['Order #3333BIKE', 'Order #1111CALC', 'Order #2222LAMP']);
    await user.selectOptions(sort, 'Price: Low to High');
    expect(cardNumbers()).toEqual(['Order #2222LAMP', 'Order #1111CALC', 'Order #3333BIKE']);
  });

  it('with no orders at all: "No Orders Found", "You haven\'t placed any orders yet"', () => {
    renderApp(<OrdersView orders={ready([])} />);
    expect(screen.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
    expect(screen.getByText("You haven't placed any orders yet")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('a list that cannot be read shows "Error Loading Orders" with the reason and Retry', async () => {
    const retry = vi.fn();
    const unavailable = Object.assign(new Error('client is offline'), { code: 'unavailable' });
    const { user } = renderApp(<OrdersView orders={{ status: 'error', error: unavailable, retry }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Orders');
    expect(alert).toHaveTextContent("Can't reach Campus Marketplace right now.");
    expect(screen.queryByText('No Orders Found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('an expired session goes to /signin and back to /orders afterwards', () => {
    const expired = Object.assign(new Error('expired'), { code: 'unauthenticated' });
    const { location } = renderApp(<OrdersView orders={{ status: 'error', error: expired, retry: () => undefined }} />, { route: '/orders', path: '/orders' });
    expect(location()).toBe('/signin');
    expect(localStorage.getItem('returnUrl')).toBe('/orders');
  });

  it('is busy while loading', () => {
    renderApp(<OrdersView orders={{ status: 'loading' }} />);
    expect(screen.getByLabelText('Loading orders')).toHaveAttribute('aria-busy', 'true');
  });
});

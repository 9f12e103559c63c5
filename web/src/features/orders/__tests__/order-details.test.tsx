import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TRACKER_STEPS } from '@campus/common/order-state';
import { renderApp } from '../../../testing/render-app';
import { toMyOrder } from '../api/order';
import { OrderDetailsDialog } from '../components/order-details-dialog';

const LONG_DESCRIPTION = `${'Barely used, with the original box and charger. '.repeat(3)}END`;

const stored = {
  orderStatus: 'SHIPPED',
  createdAt: '2026-03-05T04:30:00.000Z',
  updatedAt: '2026-03-06T04:30:00.000Z',
  orderItems: [{ productId: 'p1', product: { title: 'Casio Calculator', description: LONG_DESCRIPTION, imageURL: '' }, price: 1000, quantity: 2 }],
  shippingAddress: { fullName: 'Zara Tester', address: 'Room 12, Hostel 4', locality: 'North Campus', city: 'Pune', state: 'Maharashtra', pincode: '411007', phone: '9876543210' },
  totalPrice: 2000,
  tax: 100,
  totalAmount: 2100,
  paymentDetails: { paymentMethod: 'CARD', paymentStatus: 'PAID', cardLast4: '4242' },
};

const dialogOf = async () => screen.findByRole('dialog', { name: 'Order Details' });
/** The value next to `label` in the Order Summary. */
const summaryValue = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('order details', { timeout: 20_000 }, () => {
  it('shows the tracker at the order\'s step, the address, the products and the summary', async () => {
    renderApp(<OrderDetailsDialog order={toMyOrder('zzzzzzzzzzzzab12cd34', stored)} onClose={() => undefined} onCancel={() => undefined} />);
    const dialog = await dialogOf();
    expect(dialog).toHaveTextContent('Order #AB12CD34 • 5 Mar 2026');

    const steps = within(within(dialog).getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    TRACKER_STEPS.forEach((label, index) => expect(steps[index]).toHaveTextContent(label));
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);

    expect(dialog).toHaveTextContent('Zara Tester');
    expect(dialog).toHaveTextContent('Room 12, Hostel 4, North Campus, Pune, Maharashtra - 411007');
    expect(dialog).toHaveTextContent('9876543210');

    expect(within(dialog).getByText('Casio Calculator')).toBeVisible();
    expect(within(dialog).getByText(`${LONG_DESCRIPTION.slice(0, 100).trimEnd()}…`)).toBeVisible();
    expect(dialog).not.toHaveTextContent('END');
    expect(summaryValue(dialog, 'Price')).toBe('₹1,000');
    expect(summaryValue(dialog, 'Quantity')).toBe('2');

    expect(summaryValue(dialog, 'Order ID')).toBe('#AB12CD34');
    expect(summaryValue(dialog, 'Payment Method')).toBe('CARD');
    expect(summaryValue(dialog, 'Card')).toBe('Card ending 4242');
    expect(summaryValue(dialog, 'Payment Status')).toBe('PAID');
    expect(summaryValue(dialog, 'Subtotal')).toBe('₹2,000');
    expect(summaryValue(dialog, 'Tax')).toBe('₹100');
    expect(summaryValue(dialog, 'Delivery Charges')).toBe('₹0');
    expect(within(dialog).getAllByText('Total', { selector: 'dt' }).map((term) => term.nextElementSibling?.textContent)).toEqual(['₹2,000', '₹2,100']);
    expect(within(dialog).getByText('Total Paid').nextElementSibling).toHaveTextContent('₹2,100');
    // Shipped: too late to cancel.
    expect(within(dialog).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('fills the spec\'s defaults: payment COD and PENDING, tax 0; an unknown status is at step 0', async () => {
    const { paymentDetails: _payment, tax: _tax, ...bare } = stored;
    renderApp(<OrderDetailsDialog order={toMyOrder('zzzzzzzzzzzzab12cd34', { ...bare, orderStatus: 'ON_HOLD' })} onClose={() => undefined} onCancel={() => undefined} />);
    const dialog = await dialogOf();
    expect(summaryValue(dialog, 'Payment Method')).toBe('COD');
    expect(summaryValue(dialog, 'Payment Status')).toBe('PENDING');
    expect(summaryValue(dialog, 'Tax')).toBe('₹0');
    expect(within(dialog).queryByText('Card', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Processing')).toBeVisible();
    const current = within(dialog).getAllByRole('listitem').find((step) => step.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Order Placed');
  });

  it('a placed order offers Cancel Order', async () => {
    renderApp(<OrderDetailsDialog order={toMyOrder('zzzzzzzzzzzzab12cd34', { ...stored, orderStatus: 'PLACED' })} onClose={() => undefined} onCancel={() => undefined} />);
    const dialog = await dialogOf();
    expect(within(dialog).getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  });

  it('a cancelled order says so with its cancellation date (cancelledAt, else updatedAt) instead of the tracker', async () => {
    const cancelled = { ...stored, orderStatus: 'CANCELLED', cancelledAt: '2026-03-07T06:15:00.000Z' };
    const { unmount } = renderApp(<OrderDetailsDialog order={toMyOrder('zzzzzzzzzzzzab12cd34', cancelled)} onClose={() => undefined} onCancel={() => undefined} />);
    let dialog = await dialogOf();
    expect(dialog).toHaveTextContent('Order Cancelled');
    expect(dialog).toHaveTextContent('This order has been cancelled and is no longer active.');
    expect(dialog).toHaveTextContent(/Cancellation Date:\s*7 Mar 2026/);
    expect(within(dialog).queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    unmount();

    const { cancelledAt: _at, ...withoutDate } = cancelled;
    renderApp(<OrderDetailsDialog order={toMyOrder('zzzzzzzzzzzzab12cd34', withoutDate)} onClose={() => undefined} onCancel={() => undefined} />);
    dialog = await dialogOf();
    expect(dialog).toHaveTextContent(/Cancellation Date:\s*6 Mar 2026/);
  });

  it("an order the seller cancelled shows the seller's reason; the buyer's own cancellation adds nothing", async () => {
    const cancelled = { ...stored, orderStatus: 'CANCELLED', cancelledAt: '2026-03-07T06:15:00.000Z' };
    const bySeller = { ...cancelled, cancellation: { by: 'seller', reason: 'The charger is missing, sorry' } };
    const { unmount } = renderApp(<OrderDetailsDialog order={toMyOrder('zzzzzzzzzzzzab12cd34', bySeller)} onClose={() => undefined} onCancel={() => undefined} />);
    expect(await dialogOf()).toHaveTextContent('Cancelled by the seller: The charger is missing, sorry');
    unmount();

    const byBuyer = { ...cancelled, cancellation: { by: 'buyer' } };
    renderApp(<OrderDetailsDialog order={toMyOrder('zzzzzzzzzzzzab12cd34', byBuyer)} onClose={() => undefined} onCancel={() => undefined} />);
    const dialog = await dialogOf();
    expect(dialog).toHaveTextContent('Order Cancelled');
    expect(dialog).not.toHaveTextContent('Cancelled by the seller');
  });

  it('a meet-up order has no delivery address: it is handed over on campus', async () => {
    const { shippingAddress: _address, ...meetupOrder } = { ...stored, orderStatus: 'CANCELLED', deliveryMode: 'direct', sellerIds: ['seller-1'] };
    renderApp(<OrderDetailsDialog order={toMyOrder('zzzzzzzzzzzzab12cd34', meetupOrder)} onClose={() => undefined} onCancel={() => undefined} />);
    const dialog = await dialogOf();
    expect(dialog).toHaveTextContent('Delivery AddressNone needed: the item is handed over at the campus meet-up.');
    expect(dialog).not.toHaveTextContent('Phone:');
  });
});

import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderId } from '@campus/common/format';
import { deleteDocuments, writeDocuments } from '../../../testing/emulator-documents';
import { removeTestUser, signUpAndSignIn, type TestUser } from '../../../testing/emulator-user';
import { renderApp } from '../../../testing/render-app';
import LiveSales from '../components/live-sales';
import { SALES_PAGE_SIZE } from '../api/sales-pages';

const COUNT = SALES_PAGE_SIZE + 3;
const TAG = randomUUID().replace(/-/g, '').slice(0, 8);
const START = Date.parse('2026-01-10T10:00:00.000Z');
const WAIT = { timeout: 30_000 };

let seller: TestUser;
const paths: string[] = [];

const idOf = (index: number | string) => `sales-paging-${TAG}-${String(index).padStart(2, '0')}`;
/** Orders one minute apart, newest first; the 20th and 21st share a millisecond, right at the page boundary. */
const createdAtOf = (index: number) => new Date(START - (index === SALES_PAGE_SIZE ? SALES_PAGE_SIZE - 1 : index) * 60_000).toISOString();

/** An order of one of the seller's items and another seller's, as placeOrder stores it. */
function order(createdAt: string, orderStatus = 'DELIVERED') {
  return {
    userId: 'sales-paging-buyer',
    sellerIds: [seller.uid, 'sales-paging-other-seller'],
    user: { firstName: 'Paging', lastName: 'Buyer', email: 'paging-buyer@campus.ac.in', phone: '9876543210' },
    orderItems: [
      { productId: 'p1', sellerId: seller.uid, product: { title: 'Paged Kettle', description: '', imageURL: '' }, price: 900, quantity: 1 },
      { productId: 'p2', sellerId: 'sales-paging-other-seller', product: { title: 'Not Mine', description: '', imageURL: '' }, price: 100, quantity: 1 },
    ],
    shippingAddress: { fullName: 'Paging Buyer', address: 'Hostel 4', locality: 'North Campus', city: 'Pune', state: 'Maharashtra', pincode: '411007', phone: '9876543210' },
    totalPrice: 1000,
    tax: 50,
    totalAmount: 1050,
    paymentDetails: { paymentMethod: 'COD', paymentStatus: 'PENDING' },
    orderStatus,
    isDirect: false,
    deliveryMode: 'direct',
    idempotencyKey: randomUUID(),
    createdAt,
    updatedAt: createdAt,
  };
}

async function write(id: string, data: object) {
  const path = `orders/${id}`;
  if (!paths.includes(path)) paths.push(path);
  await writeDocuments({ [path]: data });
}

/** The order numbers on screen, in page order. */
const shownNumbers = () =>
  within(screen.getByRole('list', { name: 'Sales' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const numbersOf = (ids: string[]) => ids.map((id) => `Order #${formatOrderId(id)}`);

beforeAll(async () => {
  seller = await signUpAndSignIn();
  const documents = Object.fromEntries(Array.from({ length: COUNT }, (_, index) => [`orders/${idOf(index)}`, order(createdAtOf(index))]));
  paths.push(...Object.keys(documents));
  await writeDocuments(documents);
});

afterAll(async () => {
  await deleteDocuments(paths);
  await removeTestUser(seller);
});

describe('My Sales against the emulators (rules apply)', { timeout: 90_000 }, () => {
  it('pages through the live list with Load more, losing no order at the boundary, and follows new orders and changes', async () => {
    const { user } = renderApp(<LiveSales />);
    // Newest first; of the two orders placed in the same millisecond the greater id comes first.
    const newestFirst = [...Array.from({ length: SALES_PAGE_SIZE - 1 }, (_, index) => idOf(index)), idOf(SALES_PAGE_SIZE), idOf(SALES_PAGE_SIZE - 1), idOf(COUNT - 2), idOf(COUNT - 1)];
    await waitFor(() => expect(shownNumbers()).toEqual(numbersOf(newestFirst.slice(0, SALES_PAGE_SIZE))), WAIT);
    expect(screen.queryByText('Not Mine')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shownNumbers()).toEqual(numbersOf(newestFirst)), WAIT);
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument();

    // A new order joins the top; no order slips between the pages.
    await write(idOf('new'), order(new Date(START + 60_000).toISOString(), 'PLACED'));
    await waitFor(() => expect(shownNumbers()).toEqual(numbersOf([idOf('new'), ...newestFirst])), WAIT);
    const newCard = screen.getByRole('listitem', { name: `Order #${formatOrderId(idOf('new'))}` });
    expect(within(newCard).getByRole('button', { name: 'Confirm order' })).toBeVisible();

    // A change to an order on the second page shows at once.
    const last = idOf(COUNT - 1);
    await write(last, order(createdAtOf(COUNT - 1), 'SHIPPED'));
    const lastCard = screen.getByRole('listitem', { name: `Order #${formatOrderId(last)}` });
    await waitFor(() => expect(within(lastCard).getByRole('button', { name: 'Mark as delivered' })).toBeVisible(), WAIT);
  });
});

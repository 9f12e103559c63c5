import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminViewText, selectAdminRows, type AdminView } from '@campus/common/admin-queue';
import type { ListSort } from '@campus/common/list-sort';
import { ADMIN_NO_SEARCH_RESULTS } from '@campus/common/listing-state';
import { renderApp } from '../../../testing/render-app';
import { toAdminRequest, type AdminRequest } from '../api/admin-request';
import { AdminQueues } from '../components/admin-console';
import { QueuePageSource } from '../components/queue-page-source';

const request = (id: string, fields: { name: string; state: string; price?: number; createdAt: string; seller: [string, string] }): AdminRequest =>
  toAdminRequest(id, {
    productName: fields.name,
    productDescription: `${fields.name} in good condition`,
    expectedPrice: fields.price,
    images: [],
    category: { name: 'Electronic' },
    state: fields.state,
    seller: { firstName: fields.seller[0], lastName: fields.seller[1], email: `${fields.seller[0].toLowerCase()}@campus.ac.in` },
    address: [{ address: 'Room 12, Hostel 4', city: 'Pune', state: 'Maharashtra', pincode: '411007' }],
    createdAt: fields.createdAt,
  });

// Every state, two sellers, prices out of date order: a view, a sort or a search each give a different list.
const ROWS: AdminRequest[] = [
  request('r1', { name: 'Casio Calculator', state: 'sellrequest', price: 750, createdAt: '2026-03-03T10:00:00.000Z', seller: ['Asha', 'Verma'] }),
  request('r2', { name: 'Study Table', state: 'sellrequest', price: 2500, createdAt: '2026-03-01T10:00:00.000Z', seller: ['Rohan', 'Mehta'] }),
  request('r3', { name: 'Hero Cycle', state: 'sellrequest', price: 4200, createdAt: '2026-03-02T10:00:00.000Z', seller: ['Asha', 'Verma'] }),
  request('r4', { name: 'Cricket Bat', state: 'Request_Approved', price: 1200, createdAt: '2026-02-27T10:00:00.000Z', seller: ['Rohan', 'Mehta'] }),
  request('r5', { name: 'Hostel Lamp', state: 'cancelrequest', price: 300, createdAt: '2026-02-25T10:00:00.000Z', seller: ['Rohan', 'Mehta'] }),
  request('r6', { name: 'Guitar', state: 'Cancel_Approved', price: 4000, createdAt: '2026-02-20T10:00:00.000Z', seller: ['Asha', 'Verma'] }),
  request('r7', { name: 'Old Kettle', state: 'Sold', price: 350, createdAt: '2026-02-10T10:00:00.000Z', seller: ['Asha', 'Verma'] }),
];

/** A source that hands every row to every page, whatever the view: what the screen shows is then the queue's own selection. */
const everyRow = () => ({ status: 'ready' as const, items: ROWS });

function renderQueues(pending = { sell: 3, cancel: 1 }) {
  const wrapper = (ui: ReactNode) => <QueuePageSource.Provider value={everyRow}>{ui}</QueuePageSource.Provider>;
  return renderApp(wrapper(<AdminQueues pending={pending} />));
}

/** The names of the request rows shown, in order. */
function shownNames(view: AdminView): string[] {
  const list = screen.getByRole('list', { name: adminViewText(view).title });
  return within(list)
    .queryAllByRole('listitem', { name: /./ })
    .map((row) => row.getAttribute('aria-labelledby'))
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''));
}

const expected = (view: AdminView, sort: ListSort = 'newest', search = '') => selectAdminRows(ROWS, view, sort, search).map((row) => row.productName);

describe('the admin queues', { timeout: 20_000 }, () => {
  it('opens on the pending sell requests, newest first, with Accept and Reject and a red badge per main tab', () => {
    renderQueues();
    const view: AdminView = { main: 'sell', sub: 'pending' };
    expect(screen.getByRole('heading', { level: 2, name: 'Pending Seller Requests' })).toBeInTheDocument();
    expect(shownNames(view)).toEqual(expected(view));
    expect(shownNames(view)).toEqual(['Casio Calculator', 'Hero Cycle', 'Study Table']);
    const row = screen.getByRole('listitem', { name: 'Casio Calculator' });
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByLabelText('3 pending')).toBeInTheDocument();
    expect(screen.getByLabelText('1 pending')).toBeInTheDocument();
  });

  it('each sub-tab shows its states only, and an empty one says so', async () => {
    const { user } = renderQueues({ sell: 0, cancel: 0 });
    expect(screen.queryByLabelText(/pending$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(shownNames({ main: 'sell', sub: 'approved' })).toEqual(['Cricket Bat']);
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(screen.getByRole('heading', { name: 'No rejected listings yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Cancel Requests/ }));
    const row = screen.getByRole('listitem', { name: 'Hostel Lamp' });
    expect(within(row).getByRole('button', { name: 'Accept Cancel' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cancellation Approved' }));
    expect(shownNames({ main: 'cancel', sub: 'approved' })).toEqual(['Guitar']);
    expect(within(screen.getByRole('listitem', { name: 'Guitar' })).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('the status filter menu picks the matching tab, and All Requests shows every state', async () => {
    const { user } = renderQueues();
    await user.click(screen.getByRole('button', { name: /Filter by status/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Approved Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Approved Cancellations' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Cancel Requests/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Cancellation Approved' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: /Filter by status/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'All Requests' }));
    expect(shownNames({ main: 'all' })).toEqual(expected({ main: 'all' }));
    expect(shownNames({ main: 'all' })).toHaveLength(ROWS.length);
  });

  it.each<[ListSort, string]>([
    ['oldest', 'Oldest First'],
    ['priceDesc', 'Price: High to Low'],
    ['priceAsc', 'Price: Low to High'],
  ])('sorts %s', async (sort, label) => {
    const { user } = renderQueues();
    await user.click(screen.getByRole('button', { name: /Filter by status/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'All Requests' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort requests' }), label);
    expect(shownNames({ main: 'all' })).toEqual(expected({ main: 'all' }, sort));
  });

  it('searches product and seller names without regard to case, and says when nothing matches', async () => {
    const { user } = renderQueues();
    const view: AdminView = { main: 'sell', sub: 'pending' };
    await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'ASHA');
    await waitFor(() => expect(shownNames(view)).toEqual(expected(view, 'newest', 'ASHA')));
    expect(shownNames(view)).toEqual(['Casio Calculator', 'Hero Cycle']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search requests' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'study');
    await waitFor(() => expect(shownNames(view)).toEqual(['Study Table']));
    await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), ' lamp');
    expect(await screen.findByRole('heading', { name: ADMIN_NO_SEARCH_RESULTS })).toBeInTheDocument();
  });

  it('the Details modal shows every field, with the fallbacks for what a request lacks', async () => {
    const bare = toAdminRequest('bare', { state: 'sellrequest', createdAt: '2026-03-04T09:30:00.000Z' });
    const withBare = () => ({ status: 'ready' as const, items: [bare, ...ROWS] });
    const { user } = renderApp(
      <QueuePageSource.Provider value={withBare}>
        <AdminQueues pending={{ sell: 4, cancel: 1 }} />
      </QueuePageSource.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Details of Unnamed Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unnamed Product' });
    for (const text of ['No description provided', 'N/A', 'Uncategorized', 'No email provided', 'No location information available', 'Pending']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Accept Request' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject Request' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Details of Casio Calculator' }));
    const full = await screen.findByRole('dialog', { name: 'Casio Calculator' });
    for (const text of ['Casio Calculator in good condition', '₹750', 'Electronic', 'Asha Verma', 'asha@campus.ac.in', 'Room 12, Hostel 4, Pune, Maharashtra - 411007']) {
      expect(within(full).getByText(text)).toBeInTheDocument();
    }
  });

  it('a decision asks for confirmation first', async () => {
    const { user } = renderQueues();
    await user.click(within(screen.getByRole('listitem', { name: 'Study Table' })).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject: Study Table' });
    expect(within(confirm).getByText('Reject this sell request? The seller sees it as rejected.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

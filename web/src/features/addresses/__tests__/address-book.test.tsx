import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { SUCCESS_MESSAGE_MS } from '@campus/common/timers';
import type { SavedAddress } from '../../../lib/addresses';
import { renderApp } from '../../../testing/render-app';
import { AddressBook } from '../components/address-book';

const HOME: SavedAddress = {
  id: 'home1',
  fullName: 'Asha Rani',
  phone: '9876543210',
  pincode: '560012',
  locality: 'Malleswaram',
  address: 'Room 12, Hostel B',
  city: 'Bengaluru',
  state: 'Karnataka',
  addressType: 'home',
  isDefault: true,
  openSaturday: false,
  openSunday: false,
};
const WORK: SavedAddress = { ...HOME, id: 'work1', fullName: 'Asha at Lab', addressType: 'work', isDefault: false, openSaturday: true, openSunday: false };

const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}`) });

function renderBook(addresses: SavedAddress[], actions: { onDelete?: () => Promise<unknown>; onSetDefault?: () => Promise<unknown> } = {}) {
  const onDelete = vi.fn(actions.onDelete ?? (() => Promise.resolve()));
  const onSetDefault = vi.fn(actions.onSetDefault ?? (() => Promise.resolve()));
  return { ...renderApp(<AddressBook addresses={addresses} onDelete={onDelete} onSetDefault={onSetDefault} />), onDelete, onSetDefault };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('address book', { timeout: 30_000 }, () => {
  it('a card shows who and where, Default on the default only, and Set as Default on the others', () => {
    renderBook([HOME, WORK]);
    const home = card('Asha Rani');
    expect(home).toHaveTextContent('9876543210');
    expect(home).toHaveTextContent('Room 12, Hostel B');
    expect(home).toHaveTextContent('Malleswaram');
    expect(home).toHaveTextContent('Bengaluru, Karnataka - 560012');
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: /Set as Default/ })).not.toBeInTheDocument();
    expect(within(home).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-address/home1');

    const work = card('Asha at Lab');
    expect(within(work).queryByText('Default')).not.toBeInTheDocument();
    expect(within(work).getByRole('button', { name: /Set as Default/ })).toBeInTheDocument();
  });

  it('only Work addresses show their opening days, and only the days that are set', () => {
    renderBook([
      { ...HOME, openSaturday: true, openSunday: true },
      WORK,
      { ...WORK, id: 'work2', fullName: 'Weekend Office', openSaturday: false, openSunday: true },
      { ...WORK, id: 'work3', fullName: 'Weekday Office', openSaturday: false, openSunday: false },
    ]);
    expect(within(card('Asha Rani')).queryByText(/Open on/)).not.toBeInTheDocument();
    expect(within(card('Asha at Lab')).getByText('Open on Saturday')).toBeInTheDocument();
    expect(within(card('Asha at Lab')).queryByText('Open on Sunday')).not.toBeInTheDocument();
    expect(within(card('Weekend Office')).getByText('Open on Sunday')).toBeInTheDocument();
    expect(within(card('Weekend Office')).queryByText('Open on Saturday')).not.toBeInTheDocument();
    expect(within(card('Weekday Office')).queryByText(/Open on/)).not.toBeInTheDocument();
  });

  it('no addresses: the empty state leads to the form', () => {
    renderBook([]);
    expect(screen.getByRole('heading', { name: 'No addresses found' })).toBeInTheDocument();
    expect(screen.getByText("You haven't added any delivery addresses yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Address' })).toHaveAttribute('href', '/add-address');
  });

  it('Delete asks first; Cancel keeps the address, confirming deletes it and says so for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, onDelete } = renderBook([HOME, WORK]);
    await user.click(within(card('Asha at Lab')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this address?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(within(card('Asha at Lab')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('work1');
    expect(await screen.findByText('Address deleted successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SUCCESS_MESSAGE_MS - 200));
    expect(screen.getByText('Address deleted successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Address deleted successfully')).not.toBeInTheDocument();
  });

  it('Set as Default says so; a failure shows its reason in a red banner', async () => {
    const unavailable = Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' });
    const onSetDefault = vi.fn<() => Promise<unknown>>().mockResolvedValueOnce('work1').mockRejectedValueOnce(unavailable);
    const { user } = renderBook([HOME, WORK], { onSetDefault });
    await user.click(within(card('Asha at Lab')).getByRole('button', { name: /Set as Default/ }));
    expect(await screen.findByText('Default address updated successfully')).toBeInTheDocument();

    await user.click(within(card('Asha at Lab')).getByRole('button', { name: /Set as Default/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach Campus Marketplace right now. Check your connection and try again.");
    expect(screen.queryByText('Default address updated successfully')).not.toBeInTheDocument();
    expect(screen.queryByText(/client is offline/)).not.toBeInTheDocument();
  });
});

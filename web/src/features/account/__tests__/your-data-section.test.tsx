import { screen, waitFor, within } from '@testing-library/react';
import { reauthenticateWithCredential, reauthenticateWithPopup } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE_REFUSED_OPEN_ORDERS } from '@campus/common/messages';
import { fakeUser } from '../../../testing/fake-user';
import { renderApp } from '../../../testing/render-app';
import { ACCOUNT_DELETED, DELETE_ACCOUNT_TITLE } from '../api/delete-my-account';
import { myDataFileName } from '../api/export-my-data';
import { WRONG_PASSWORD } from '../components/delete-account-dialog';
import { YourDataSection } from '../components/your-data-section';

const callable = vi.hoisted(() => vi.fn());
vi.mock('firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/functions')>()),
  httpsCallable: vi.fn((_functions: unknown, name: string) => (data: unknown) => callable(name, data)),
}));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  reauthenticateWithCredential: vi.fn(),
  reauthenticateWithPopup: vi.fn(),
}));
// jsdom has no IndexedDB, where Logout clears the device's drafts.
vi.mock('../../../lib/device-drafts', () => ({ clearDeviceDrafts: () => Promise.resolve() }));
const reauthenticatePassword = vi.mocked(reauthenticateWithCredential);
const reauthenticatePopup = vi.mocked(reauthenticateWithPopup);

const refused = (code: string, message: string) => Object.assign(new Error(message), { code });
/** jsdom's Blob has no text(). */
const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    if (!blob) return reject(new Error('No file was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
const section = () => screen.getByRole('region', { name: 'Your Data and Account' });

describe("/account's data and account actions", { timeout: 20_000 }, () => {
  beforeEach(() => {
    callable.mockReset();
    reauthenticatePassword.mockReset();
    reauthenticatePopup.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("'Download my data' shows it is preparing, then saves the export as a dated JSON file", async () => {
    const exported = { profile: { firstName: 'Asha' }, ordersBought: [{ id: 'order-1' }] };
    let answer: (value: unknown) => void = () => undefined;
    callable.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const saved: { name: string; blob: Blob | undefined }[] = [];
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((object: Blob | MediaSource) => {
      blob = object instanceof Blob ? object : undefined;
      return 'blob:campus/export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob });
    });

    const { user } = renderApp(<YourDataSection user={fakeUser()} />, { route: '/account' });
    await user.click(within(section()).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(callable).toHaveBeenCalledWith('exportMyData', undefined));
    expect(within(section()).getByRole('button', { name: 'Preparing your file...' })).toBeDisabled();
    expect(saved).toEqual([]);

    answer({ data: exported });
    expect(await within(section()).findByText(`Saved as ${myDataFileName(new Date())}.`)).toBeVisible();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^campus-marketplace-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(saved[0]?.name).toBe(myDataFileName(new Date()));
    expect(JSON.parse(await textOf(saved[0]?.blob))).toEqual(exported);
    expect(saved[0]?.blob?.type).toBe('application/json');
  });

  it('names the data file by the local calendar day', () => {
    expect(myDataFileName(new Date(2026, 0, 5, 23, 59))).toBe('campus-marketplace-data-2026-01-05.json');
  });

  it("'Sign out on every device' asks first, then revokes the sessions and goes to /signin", async () => {
    callable.mockResolvedValue({ data: { revokedAt: '2026-11-28T10:00:00.000Z' } });
    const { user, location } = renderApp(<YourDataSection user={fakeUser()} />, { route: '/account' });
    await user.click(within(section()).getByRole('button', { name: 'Sign out on every device' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out on every device?' });
    expect(callable).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(callable).toHaveBeenCalledWith('signOutEverywhere', undefined);
  });

  it('explains what is deleted and what stays, and shows the refusal of an account with open orders', async () => {
    reauthenticatePassword.mockResolvedValue({ user: fakeUser(), providerId: null, operationType: 'reauthenticate' });
    callable.mockRejectedValue(refused('functions/failed-precondition', DELETE_REFUSED_OPEN_ORDERS(2)));
    const { user, location } = renderApp(<YourDataSection user={fakeUser()} />, { route: '/account' });
    await user.click(within(section()).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: DELETE_ACCOUNT_TITLE });
    expect(dialog).toHaveTextContent('Your profile, addresses, cart, wishlist, notifications and drafts');
    expect(dialog).toHaveTextContent('Reviews and ratings you gave show ‘Former student’');
    expect(dialog).toHaveTextContent('Orders stay on record for the other party');
    expect(dialog).toHaveTextContent('Messages you sent show ‘Deleted account’');

    await user.type(within(dialog).getByLabelText(/Your password/), 'Campus@123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have 2 open orders. Finish or cancel them before deleting your account.');
    expect(reauthenticatePassword.mock.calls[0]?.[1]).toMatchObject({ providerId: 'password' });
    expect(callable).toHaveBeenCalledWith('deleteMyAccount', undefined);
    expect(location()).toBe('/account');
  });

  it('says a wrong password beside the field, and deletes nothing', async () => {
    reauthenticatePassword.mockRejectedValue(refused('auth/wrong-password', 'Firebase: Error (auth/wrong-password).'));
    const { user } = renderApp(<YourDataSection user={fakeUser()} />, { route: '/account' });
    await user.click(within(section()).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: DELETE_ACCOUNT_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await within(dialog).findByText('Password is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Your password/), 'Wrong@123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await within(dialog).findByText(WRONG_PASSWORD)).toBeVisible();
    expect(callable).not.toHaveBeenCalled();
  });

  it("confirms a Google account with Google's popup, deletes it and goes home saying so", async () => {
    const student = fakeUser({ providers: ['google.com'] });
    reauthenticatePopup.mockResolvedValue({ user: student, providerId: 'google.com', operationType: 'reauthenticate' });
    callable.mockResolvedValue({ data: { deleted: true } });
    const { user, location } = renderApp(<YourDataSection user={student} />, { route: '/account' });
    await user.click(within(section()).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: DELETE_ACCOUNT_TITLE });
    expect(within(dialog).queryByLabelText(/Your password/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with Google and delete' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(reauthenticatePopup.mock.calls[0]?.[0]).toBe(student);
    expect(reauthenticatePopup.mock.calls[0]?.[1]?.providerId).toBe('google.com');
    expect(callable).toHaveBeenCalledWith('deleteMyAccount', undefined);
    expect(await screen.findByText(ACCOUNT_DELETED)).toBeVisible();
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@campus/common/model';
import { getAddresses, useAddresses, useWriteAddress, type SavedAddress } from '../../../lib/addresses';
import { createQueryClient } from '../../../lib/query-client';
import { removeTestUser, signUpAndSignIn, type TestUser } from '../../../testing/emulator-user';
import { hookWrapper } from '../../../testing/hook-wrapper';

let student: TestUser;

beforeAll(async () => {
  student = await signUpAndSignIn();
});

afterAll(async () => {
  await removeTestUser(student);
});

const address = (fullName: string, changes: Partial<Address> = {}): Address => ({
  fullName,
  phone: '9876543210',
  pincode: '560012',
  locality: 'Malleswaram',
  address: 'Room 12, Hostel B',
  city: 'Bengaluru',
  state: 'Karnataka',
  addressType: 'home',
  isDefault: false,
  openSaturday: false,
  openSunday: false,
  ...changes,
});

/** The stored addresses as name -> isDefault, read straight from Firestore. */
async function defaults(): Promise<Record<string, boolean>> {
  const stored = await getAddresses(student.uid);
  return Object.fromEntries(stored.map((entry) => [entry.fullName, entry.isDefault]));
}

const addressHooks = () => ({ addresses: useAddresses(), write: useWriteAddress() });

describe('lib/addresses against the emulators (rules apply)', { timeout: 60_000 }, () => {
  it('keeps exactly one default through adding, setting the default, editing and deleting', async () => {
    const { result } = renderHook(addressHooks, { wrapper: hookWrapper(createQueryClient()) });
    await waitFor(() => expect(result.current.addresses.data).toEqual([]));
    const save = (values: Address, id?: string) => act(() => result.current.write.mutateAsync({ kind: 'save', id, values }));

    // The first address is the default even when not asked to be.
    const first = await save(address('First Hostel'));
    expect(await defaults()).toEqual({ 'First Hostel': true });

    // A new default takes the flag from the old one in the same batch.
    const second = await save(address('Second Lab', { addressType: 'work', isDefault: true, openSaturday: true }));
    expect(await defaults()).toEqual({ 'First Hostel': false, 'Second Lab': true });
    const third = await save(address('Third Flat'));
    expect(await defaults()).toEqual({ 'First Hostel': false, 'Second Lab': true, 'Third Flat': false });
    // The cached list follows every write, the default first.
    await waitFor(() => expect(result.current.addresses.data?.map((entry) => entry.fullName)[0]).toBe('Second Lab'));
    expect(result.current.addresses.data).toHaveLength(3);

    await act(() => result.current.write.mutateAsync({ kind: 'default', id: third }));
    expect(await defaults()).toEqual({ 'First Hostel': false, 'Second Lab': false, 'Third Flat': true });

    // Unticking the default on the default address keeps it: some address is always the default.
    await save(address('Third Flat', { isDefault: false }), third);
    expect(await defaults()).toEqual({ 'First Hostel': false, 'Second Lab': false, 'Third Flat': true });

    // An update stores the new values; a home address never keeps opening days.
    await save(address('First Hostel', { city: 'Mysuru', pincode: '570001', openSaturday: true, openSunday: true }), first);
    const stored = await getAddresses(student.uid);
    expect(stored.find((entry) => entry.id === first)).toEqual<SavedAddress>({
      ...address('First Hostel', { city: 'Mysuru', pincode: '570001' }),
      id: first,
    });
    expect(stored.find((entry) => entry.id === second)).toMatchObject({ addressType: 'work', openSaturday: true, openSunday: false });

    // Deleting the default passes the flag to the next address.
    await act(() => result.current.write.mutateAsync({ kind: 'delete', id: third }));
    const left = await defaults();
    expect(Object.keys(left).sort()).toEqual(['First Hostel', 'Second Lab']);
    expect(Object.values(left).filter(Boolean)).toHaveLength(1);

    // Deleting a non-default leaves the default alone.
    const [heir, other] = await getAddresses(student.uid);
    if (!heir || !other) throw new Error('Two addresses should be left');
    await act(() => result.current.write.mutateAsync({ kind: 'delete', id: other.id }));
    expect(await defaults()).toEqual({ [heir.fullName]: true });
    await act(() => result.current.write.mutateAsync({ kind: 'delete', id: heir.id }));
    expect(await defaults()).toEqual({});
    await waitFor(() => expect(result.current.addresses.data).toEqual([]));
  });

  it('updating or defaulting an address that is gone fails with not-found and brings nothing back', async () => {
    const { result } = renderHook(addressHooks, { wrapper: hookWrapper(createQueryClient()) });
    await waitFor(() => expect(result.current.addresses.data).toEqual([]));
    await expect(result.current.write.mutateAsync({ kind: 'save', id: 'gone', values: address('Ghost') })).rejects.toMatchObject({ code: 'not-found' });
    await expect(result.current.write.mutateAsync({ kind: 'default', id: 'gone' })).rejects.toMatchObject({ code: 'not-found' });
    expect(await getAddresses(student.uid)).toEqual([]);
  });
});

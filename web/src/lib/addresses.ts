import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { collection, doc, getDocs, writeBatch, type DocumentData } from 'firebase/firestore/lite';
import { ADDRESS_NOT_FOUND } from '@campus/common/messages';
import { COLLECTIONS, type Address, type WithId } from '@campus/common/model';
import { asText } from '@campus/common/values';
import { codedError } from './error-message';
import { liteFirestore } from './lite-firestore';
import { useSession } from './session';

/**
 * The signed-in user's delivery addresses (users/{uid}/addresses), shared by My Addresses, checkout and
 * the sell form: one cached read, and writes that keep exactly one default. A default changes in one
 * batch with the other addresses losing theirs, so no reader ever sees two defaults or none.
 */
export type SavedAddress = WithId<Address>;

export const addressKeys = {
  ofUser: (uid: string) => ['addresses', uid] as const,
};

const addressesOf = (uid: string) => collection(liteFirestore, COLLECTIONS.users, uid, COLLECTIONS.addresses);

export function toSavedAddress(id: string, data: DocumentData): SavedAddress {
  return {
    id,
    fullName: asText(data.fullName),
    phone: asText(data.phone),
    pincode: asText(data.pincode),
    locality: asText(data.locality),
    address: asText(data.address),
    city: asText(data.city),
    state: asText(data.state),
    addressType: data.addressType === 'work' ? 'work' : 'home',
    isDefault: data.isDefault === true,
    openSaturday: data.openSaturday === true,
    openSunday: data.openSunday === true,
  };
}

/** The default address first, then the others by id: ids are random, so that order is only stable, not the order of adding. */
function byDefaultFirst(a: SavedAddress, b: SavedAddress): number {
  return Number(b.isDefault) - Number(a.isDefault) || a.id.localeCompare(b.id);
}

export async function getAddresses(uid: string): Promise<SavedAddress[]> {
  const snapshot = await getDocs(addressesOf(uid));
  return snapshot.docs.map((entry) => toSavedAddress(entry.id, entry.data())).sort(byDefaultFirst);
}

export const addressesQueryOptions = (uid: string) => queryOptions({ queryKey: addressKeys.ofUser(uid), queryFn: () => getAddresses(uid) });

/** The signed-in user's addresses (disabled, pending, for a visitor). */
export function useAddresses() {
  const { user } = useSession();
  return useQuery({ ...addressesQueryOptions(user?.uid ?? ''), enabled: Boolean(user) });
}

/** Only the address fields, whatever else the form held. */
function addressFields(values: Address): Address {
  const { fullName, phone, pincode, locality, address, city, state, addressType, isDefault, openSaturday, openSunday } = values;
  const work = addressType === 'work';
  return { fullName, phone, pincode, locality, address, city, state, addressType, isDefault, openSaturday: work && openSaturday, openSunday: work && openSunday };
}

type AddressWrite = { kind: 'save'; id?: string; values: Address } | { kind: 'delete'; id: string } | { kind: 'default'; id: string };

/**
 * Applies one change in a batch. An address is the default when saved so or when no other one is (so the
 * first address, and the default saved without its flag, stay the default until another takes it); making
 * one the default (by saving it so, or Set as Default) takes the flag from the others in the same batch;
 * deleting the default passes it to the next address. Updating or defaulting an address that is no longer
 * there fails with not-found instead of bringing it back.
 */
export async function writeAddress(uid: string, current: readonly SavedAddress[], change: AddressWrite): Promise<string> {
  if (change.kind !== 'delete' && change.id !== undefined && !current.some((address) => address.id === change.id)) {
    throw codedError('not-found', ADDRESS_NOT_FOUND);
  }
  const batch = writeBatch(liteFirestore);
  const ref = change.id === undefined ? doc(addressesOf(uid)) : doc(addressesOf(uid), change.id);
  const others = current.filter((address) => address.id !== ref.id);
  let becomesDefault = false;
  if (change.kind === 'save') {
    const fields = addressFields({ ...change.values, isDefault: change.values.isDefault || !others.some((address) => address.isDefault) });
    becomesDefault = fields.isDefault;
    batch.set(ref, fields);
  } else if (change.kind === 'delete') {
    batch.delete(ref);
    // The default goes to the next address, so that one is always the default while any is left.
    const [heir] = others;
    if (heir && current.some((address) => address.id === ref.id && address.isDefault)) batch.update(doc(addressesOf(uid), heir.id), { isDefault: true });
  } else {
    becomesDefault = true;
    batch.update(ref, { isDefault: true });
  }
  if (becomesDefault) {
    for (const other of others) if (other.isDefault) batch.update(doc(addressesOf(uid), other.id), { isDefault: false });
  }
  await batch.commit();
  return ref.id;
}

async function currentAddresses(queryClient: QueryClient, uid: string): Promise<SavedAddress[]> {
  return queryClient.fetchQuery({ ...addressesQueryOptions(uid), staleTime: 0 });
}

/**
 * One mutation for every address change of the signed-in user: { kind: 'save', id?, values } adds (no id)
 * or updates, { kind: 'delete', id }, { kind: 'default', id }. It resolves to the address id and refreshes
 * the cached list.
 */
export function useWriteAddress() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AddressWrite) => {
      if (!user) throw codedError('unauthenticated', 'Sign in to manage your addresses.');
      return writeAddress(user.uid, await currentAddresses(queryClient, user.uid), change);
    },
    onSettled: () => (user ? queryClient.invalidateQueries({ queryKey: addressKeys.ofUser(user.uid) }) : undefined),
  });
}

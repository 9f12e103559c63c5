import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where, type DocumentData } from 'firebase/firestore/lite';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import { COLLECTIONS } from '@campus/common/model';
import { asList, asNumber, asRecord, asText } from '@campus/common/values';
import { liteFirestore } from './lite-firestore';
import { useSession } from './session';

/**
 * The signed-in seller's own listings (sell requests), shared by My Products and the profile's preview:
 * the document conversion, a one-shot read, and the owner's cancel request.
 */
export interface MyListing {
  id: string;
  productName: string;
  productDescription: string;
  expectedPrice: number;
  /** The first photo, '' when there is none. */
  imageUrl: string;
  /** Where the first address is; null when the listing has none. */
  place: { city: string; state: string; pincode: string } | null;
  /** '' when the listing has no category. */
  categoryName: string;
  /** The stored state, as stored (listingStateView gives its badge). */
  state: string;
  createdAt: string;
  /** Changes with every state change. */
  updatedAt: string;
}

export function toMyListing(id: string, data: DocumentData): MyListing {
  const [firstImage] = asList(data.images);
  const [firstAddress] = asList(data.address);
  const address = asRecord(firstAddress);
  return {
    id,
    productName: asText(data.productName),
    productDescription: asText(data.productDescription),
    expectedPrice: asNumber(data.expectedPrice),
    imageUrl: asText(asRecord(firstImage).imageUrl),
    place: firstAddress === undefined ? null : { city: asText(address.city), state: asText(address.state), pincode: asText(address.pincode) },
    categoryName: asText(asRecord(data.category).name),
    state: asText(data.state),
    createdAt: asText(data.createdAt),
    updatedAt: asText(data.updatedAt),
  };
}

export const myListingKeys = {
  ofUser: (uid: string) => ['listings', 'own', uid] as const,
};

/** Newest first; uses the index listings: sellerId ASC, createdAt DESC (the rules let a seller list only their own). */
export async function getMyListings(uid: string): Promise<MyListing[]> {
  const snapshot = await getDocs(
    query(collection(liteFirestore, COLLECTIONS.listings), where('sellerId', '==', uid), orderBy('createdAt', 'desc')),
  );
  return snapshot.docs.map((doc) => toMyListing(doc.id, doc.data()));
}

export const myListingsQueryOptions = (uid: string) => queryOptions({ queryKey: myListingKeys.ofUser(uid), queryFn: () => getMyListings(uid) });

/** The signed-in user's listings, newest first (disabled, pending, for a visitor or while the session loads). */
export function useMyListings() {
  const { user } = useSession();
  return useQuery({ ...myListingsQueryOptions(user?.uid ?? ''), enabled: Boolean(user) });
}

/** Asks to cancel a pending sell request (the cancelListingRequest callable); resolves to the listing's new state. */
export async function cancelListingRequest(functions: Functions, listingId: string): Promise<string> {
  const call = httpsCallable<{ listingId: string }, unknown>(functions, 'cancelListingRequest');
  const result = await call({ listingId });
  return asText(asRecord(result.data).state);
}

const CANCEL_MUTATION_KEY = ['cancelListingRequest'] as const;

/**
 * The owner's Cancel Request as a mutation (inside reactfire's FunctionsProvider): `mutate(listingId)`.
 * The cached list takes the new state.
 */
export function useCancelListingRequest() {
  const functions = useFunctions();
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationKey: CANCEL_MUTATION_KEY,
    mutationFn: (listingId: string) => cancelListingRequest(functions, listingId),
    onSuccess: (state, listingId) => {
      if (!user) return;
      queryClient.setQueryData(myListingsQueryOptions(user.uid).queryKey, (listings) =>
        listings?.map((listing) => (listing.id === listingId ? { ...listing, state } : listing)),
      );
    },
  });
}

/** The ids of the listings whose cancel request is on its way, for their 'Cancelling...' buttons. */
export function useListingsBeingCancelled(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: CANCEL_MUTATION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });
  return new Set(ids.filter((id) => typeof id === 'string'));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import type { ListingAddress } from '@campus/common/model';
import { asRecord, asText } from '@campus/common/values';
import { myListingKeys } from '../../../lib/my-listings';
import { useSession } from '../../../lib/session';

/** The submitListing callable's input: the sell form, with the Storage paths of the uploaded photos. */
export interface ListingInput {
  productName: string;
  productDescription: string;
  expectedPrice: number;
  mainCategory: string;
  subcategory: string;
  address: ListingAddress;
  images: string[];
}

/** Submits a sell request (it starts as 'sellrequest'); resolves to the new listing's id. */
export async function submitListing(functions: Functions, input: ListingInput): Promise<string> {
  const call = httpsCallable<ListingInput, unknown>(functions, 'submitListing');
  const result = await call(input);
  return asText(asRecord(result.data)._id);
}

/** submitListing as a mutation (inside reactfire's FunctionsProvider); the seller's cached listings are refreshed. */
export function useSubmitListing() {
  const functions = useFunctions();
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (input: ListingInput) => submitListing(functions, input),
    onSuccess: () => (user ? queryClient.invalidateQueries({ queryKey: myListingKeys.ofUser(user.uid) }) : undefined),
  });
}

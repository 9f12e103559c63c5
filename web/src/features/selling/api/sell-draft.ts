import { del, set, update } from 'idb-keyval';
import { asList, asRecord, asText } from '@campus/common/values';
import { deviceDrafts } from '../../../lib/device-drafts';
import type { SellCategoryChoice, SellFormValues } from '../sell-form-values';

/**
 * A visitor's sell form, kept while they sign in (spec client storage key pendingSellProduct). It lives in
 * IndexedDB rather than localStorage because it holds the photos themselves.
 */
export const SELL_DRAFT_KEY = 'pendingSellProduct';

export interface SellDraft {
  category: SellCategoryChoice;
  values: Omit<SellFormValues, 'images' | 'addressChoice'>;
  /** The prepared (compressed) photos, in order. */
  photos: File[];
}

export async function saveSellDraft(draft: SellDraft): Promise<void> {
  await set(SELL_DRAFT_KEY, draft, deviceDrafts());
}

export async function removeSellDraft(): Promise<void> {
  await del(SELL_DRAFT_KEY, deviceDrafts());
}

/** Anything malformed reads as no draft. */
function parseDraft(raw: unknown): SellDraft | null {
  const draft = asRecord(raw);
  const category = asRecord(draft.category);
  const values = asRecord(draft.values);
  const address = asRecord(values.address);
  const photos = asList(draft.photos).filter((photo): photo is File => photo instanceof File);
  if (photos.length === 0) return null;
  return {
    category: { mainCategory: asText(category.mainCategory), subcategory: asText(category.subcategory) },
    values: {
      productName: asText(values.productName),
      productDescription: asText(values.productDescription),
      expectedPrice: asText(values.expectedPrice),
      address: {
        fullName: asText(address.fullName),
        phone: asText(address.phone),
        address: asText(address.address),
        locality: asText(address.locality),
        city: asText(address.city),
        state: asText(address.state),
        pincode: asText(address.pincode),
        addressType: address.addressType === 'work' ? 'work' : 'home',
      },
    },
    photos,
  };
}

/**
 * Takes the stored draft and removes it in one IndexedDB transaction, so that it is submitted at most
 * once, even with the page open in two tabs.
 */
export async function takeSellDraft(): Promise<SellDraft | null> {
  let taken: unknown;
  await update(
    SELL_DRAFT_KEY,
    (stored: unknown) => {
      taken = stored;
      return undefined;
    },
    deviceDrafts(),
  );
  return parseDraft(taken);
}

import type { DocumentData } from 'firebase/firestore';
import type { AdminRowKeys } from '@campus/common/admin-queue';
import { asList, asRecord, asText } from '@campus/common/values';

/** A sell or cancel request as the dashboard shows it: one listings document, converted once. */
export interface AdminRequest extends AdminRowKeys {
  id: string;
  description: string;
  imageUrls: string[];
  /** '' when the listing has no category. */
  categoryName: string;
  sellerEmail: string;
  /** The first address; null when the listing has none. */
  place: { address: string; city: string; state: string; pincode: string } | null;
}

export function toAdminRequest(id: string, data: DocumentData): AdminRequest {
  const seller = asRecord(data.seller);
  const [firstAddress] = asList(data.address);
  const address = asRecord(firstAddress);
  return {
    id,
    productName: asText(data.productName),
    description: asText(data.productDescription),
    expectedPrice: typeof data.expectedPrice === 'number' && Number.isFinite(data.expectedPrice) ? data.expectedPrice : undefined,
    imageUrls: asList(data.images)
      .map((image) => asText(asRecord(image).imageUrl))
      .filter((url) => url !== ''),
    categoryName: asText(asRecord(data.category).name),
    state: asText(data.state),
    sellerFirstName: asText(seller.firstName),
    sellerLastName: asText(seller.lastName),
    sellerEmail: asText(seller.email),
    createdAt: asText(data.createdAt),
    place:
      firstAddress === undefined
        ? null
        : { address: asText(address.address), city: asText(address.city), state: asText(address.state), pincode: asText(address.pincode) },
  };
}

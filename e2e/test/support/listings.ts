import type { NewUser } from './auth';
import { idTokenOf } from './test-data';

/** A 1 x 1 PNG: the sell form wants at least one photo. */
export const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export interface TestListing {
  id: string;
  productName: string;
}

async function sellerRequest(idToken: string, path: string, body?: FormData): Promise<unknown> {
  const response = await fetch(`${process.env.FUNCTIONS_URL}/api/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${idToken}` }, body });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * A sell request of `seller` (an account of the journey's newUser, so it is removed with them), made as
 * the seller through POST /api/user/sell-product/; with `cancelled`, the seller has also asked to cancel it.
 */
export async function createTestListing(seller: NewUser, productName: string, price: number, cancelled = false): Promise<TestListing> {
  const idToken = await idTokenOf(seller.email, seller.password);
  const form = new FormData();
  const fields = {
    productName,
    productDescription: `${productName}: used for one semester, works perfectly.`,
    expectedPrice: String(price),
    mainCategory: 'Electronic',
    subcategory: 'Mobile Phones & Tablets',
    address: JSON.stringify({
      fullName: `${seller.firstName} ${seller.lastName}`,
      phone: '9876543210',
      pincode: '411007',
      locality: 'North Campus',
      address: 'Room 12, Hostel 4',
      city: 'Pune',
      state: 'Maharashtra',
      addressType: 'home',
    }),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('productimages', new Blob([PHOTO], { type: 'image/png' }), 'photo.png');
  const created = await sellerRequest(idToken, '/user/sell-product/', form);
  const id = typeof created === 'object' && created !== null && 'data' in created && typeof created.data === 'object' && created.data !== null && '_id' in created.data ? String(created.data._id) : '';
  if (id === '') throw new Error(`No listing id in ${JSON.stringify(created)}`);
  if (cancelled) await sellerRequest(idToken, `/user/sell-product/id/${id}`);
  return { id, productName };
}

/** Sell requests made through the real flow: POST /api/user/sell-product/ and the admin's decisions. */
import { expect } from 'vitest';
import { api, pickString, type ApiResponse } from './api-client';
import { sellForm, validSellFields } from './fixtures';
import type { TestUser } from './users';

/** Submits a valid sell request with one PNG and returns the response (already checked for success). */
export async function submitListing(seller: TestUser, productName: string): Promise<ApiResponse> {
  const response = await api.post('/api/user/sell-product/', { token: seller.token, form: sellForm(validSellFields(productName)) });
  expect(response.status, response.text).toBeLessThan(300);
  expect(response.body).toMatchObject({ success: true });
  return response;
}

export async function submitListingId(seller: TestUser, productName: string): Promise<string> {
  return pickString((await submitListing(seller, productName)).body, 'data', '_id');
}

/** The admin's accept; returns the id of the catalogue product it created. */
export async function acceptListing(admin: TestUser, listingId: string): Promise<string> {
  const response = await api.post(`/api/admin/product_request/${listingId}`, { token: admin.token });
  expect(response.status, response.text).toBe(200);
  return pickString(response.body, 'productId');
}

/** The owner's cancel request (state cancelrequest). */
export async function requestCancel(seller: TestUser, listingId: string): Promise<ApiResponse> {
  const response = await api.post(`/api/user/sell-product/id/${listingId}`, { token: seller.token });
  expect(response.status, response.text).toBe(200);
  return response;
}

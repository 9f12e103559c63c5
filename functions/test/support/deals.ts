/** Deals between students in the stack tests: checkout payloads, meet-up spots, chat photos, handover codes, notifications. */
import { randomUUID } from 'node:crypto';
import type { AppNotification, DeliveryMode, MeetupSpot } from '@campus/common/model';
import { handoverCodeOf, meetupSpots, notificationsOf } from '../../src/collections';
import { bucket } from '../../src/firebase';
import { confirmHandover } from '../../src/services/handover';
import { placeOrder, type ApiOrder } from '../../src/services/orders';
import { PNG_BYTES, SHIPPING_ADDRESS } from './fixtures';
import { trackTestMeetupSpot } from './test-data';

/** A cash-on-delivery direct buy of one product: a meet-up order when delivered 'direct' (the default). */
export const directBuy = (productId: string, deliveryMode: DeliveryMode = 'direct', extra: Record<string, unknown> = {}) => ({
  shippingAddress: SHIPPING_ADDRESS,
  products: [{ productId, quantity: 1 }],
  isDirect: true,
  deliveryMode,
  paymentMethod: 'COD',
  idempotencyKey: randomUUID(),
  ...extra,
});

/** A meet-up spot open 09:00-18:00 campus time unless told otherwise; removed after the test file. */
export async function createMeetupSpot(overrides: Partial<MeetupSpot> = {}): Promise<{ spotId: string; spot: MeetupSpot }> {
  const spot: MeetupSpot = { name: `Library steps ${randomUUID().slice(0, 6)}`, description: 'By the main doors', opensAt: '09:00', closesAt: '18:00', ...overrides };
  const ref = meetupSpots.doc();
  trackTestMeetupSpot(ref.id);
  await ref.create(spot);
  return { spotId: ref.id, spot };
}

/** Uploads a PNG at `path` (a chat folder: removed with its buyer's data). */
export async function uploadPhoto(path: string): Promise<string> {
  await bucket.file(path).save(PNG_BYTES, { resumable: false, contentType: 'image/png' });
  return path;
}

/** The buyer's handover code of an order, as only they can read it. */
export async function handoverCodeFor(orderId: string): Promise<string> {
  const code = (await handoverCodeOf(orderId).get()).data()?.code;
  if (code === undefined) throw new Error(`Order ${orderId} has no handover code`);
  return code;
}

/** Some other 6-digit code than `code`. */
export const wrongCodeFor = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A direct order of the product by the buyer, handed over with the right code. */
export async function handedOverOrder(buyerId: string, sellerId: string, productId: string): Promise<ApiOrder> {
  const order = await placeOrder(buyerId, directBuy(productId));
  return confirmHandover(sellerId, { orderId: order._id, code: await handoverCodeFor(order._id) });
}

/** The user's notifications, with their ids, oldest first. */
export async function notificationsFor(uid: string): Promise<(AppNotification & { id: string })[]> {
  const snapshot = await notificationsOf(uid).orderBy('createdAt').get();
  return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
}

/** The kinds of the user's notifications, sorted (two may share a createdAt). */
export const notificationKinds = async (uid: string): Promise<string[]> => (await notificationsFor(uid)).map((entry) => entry.kind).sort();

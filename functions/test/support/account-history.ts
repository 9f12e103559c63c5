/**
 * A student with a whole history, made through the services as the app makes it: they bought (a doorstep
 * order, after an accepted offer, with a photo in the chat) and sold (a meet-up handed over), list an item
 * on sale with a buyer's open offer and a sell request waiting with its photo, reviewed, rated and were rated,
 * reported and were reported, and keep an address, a cart and a wishlist. Every name is unique, so a scan
 * for them finds only what this history wrote.
 */
import { conversationId } from '@campus/common/chat';
import { joinName } from '@campus/common/sanitize';
import { users } from '../../src/collections';
import { auth } from '../../src/firebase';
import { createAddress } from '../../src/services/addresses';
import { addToCart } from '../../src/services/cart';
import { openConversation, sendMessage } from '../../src/services/conversations';
import { rateDeal } from '../../src/services/deal-ratings';
import { submitListing } from '../../src/services/listings';
import { makeOffer, respondToOffer } from '../../src/services/offers';
import { placeOrder, updateOrderStatus } from '../../src/services/orders';
import { createReport } from '../../src/services/reports';
import { createReview } from '../../src/services/reviews';
import { toggleWishlist } from '../../src/services/wishlist';
import { directBuy, handedOverOrder, uploadPhoto } from './deals';
import { SHIPPING_ADDRESS, uniqueTag, validAddress } from './fixtures';
import { createTestProduct, type TestProduct } from './products';
import { createTestUser, type TestUser } from './users';

/** A verified test user renamed `${first}${tag} ${last}${tag}`, in the profile and the account's display name. */
export async function namedTestUser(first: string, last: string): Promise<TestUser> {
  const user = await createTestUser();
  const tag = uniqueTag();
  const firstName = `${first}${tag}`;
  const lastName = `${last}${tag}`;
  await Promise.all([users.doc(user.uid).update({ firstName, lastName }), auth.updateUser(user.uid, { displayName: joinName(firstName, lastName) })]);
  return { ...user, firstName, lastName };
}

/** The strings a scan for the user's personal data looks for. */
export const personOf = (user: TestUser) => ({ uid: user.uid, email: user.email, names: [user.firstName, user.lastName, joinName(user.firstName, user.lastName)] });

export interface AccountHistory {
  student: TestUser;
  /** Bought the student's item at a meet-up. */
  buyer: TestUser;
  /** Sold the student an item, delivered to their door. */
  seller: TestUser;
  sold: { orderId: string; product: TestProduct; conversationId: string };
  bought: { orderId: string; product: TestProduct; conversationId: string; photoPath: string };
  onSale: { product: TestProduct; conversationId: string };
  pendingListing: { listingId: string; photoPath: string };
  /** The buyer's own address, which nothing of the student's may show. */
  buyerPhone: string;
}

export async function createAccountHistory(): Promise<AccountHistory> {
  const [student, buyer, seller] = await Promise.all([namedTestUser('Nell', 'Quist'), namedTestUser('Omar', 'Bright'), namedTestUser('Pia', 'Stone')]);
  const buyerPhone = '9111111111';
  await Promise.all([
    createAddress(student.uid, validAddress({ fullName: joinName(student.firstName, student.lastName), phone: '9222222222', isDefault: true })),
    createAddress(buyer.uid, validAddress({ fullName: joinName(buyer.firstName, buyer.lastName), phone: buyerPhone, isDefault: true })),
  ]);
  const [soldItem, boughtItem, onSaleItem, wanted] = await Promise.all([
    createTestProduct({ seller: student, title: `Desk lamp ${uniqueTag()}` }),
    createTestProduct({ seller, title: `Calculator ${uniqueTag()}`, price: 1000 }),
    createTestProduct({ seller: student, title: `Kettle ${uniqueTag()}`, price: 800 }),
    createTestProduct({ seller, title: `Backpack ${uniqueTag()}` }),
  ]);
  await addToCart(student.uid, wanted.productId);
  await toggleWishlist(student.uid, wanted.productId);

  // Sold at a meet-up: the buyer asks, the student answers, the item changes hands, both rate.
  const soldTalk = (await openConversation(buyer.uid, soldItem.productId))._id;
  const question = await sendMessage(buyer.uid, { conversationId: soldTalk, text: 'Is the lamp still available?' });
  await sendMessage(student.uid, { conversationId: soldTalk, text: 'Yes, come by the library.' });
  const soldOrder = await handedOverOrder(buyer.uid, student.uid, soldItem.productId);
  await rateDeal(buyer.uid, { orderId: soldOrder._id, stars: 5, comment: 'Friendly and on time' });
  await rateDeal(student.uid, { orderId: soldOrder._id, stars: 4, comment: 'Paid in cash, quick' });

  // Bought after an accepted offer, with a photo in the chat, delivered to the door, then reviewed.
  const boughtTalk = conversationId(boughtItem.productId, student.uid);
  await makeOffer(student.uid, { productId: boughtItem.productId, amount: 900 });
  await respondToOffer(seller.uid, { conversationId: boughtTalk, action: 'accept' });
  const photoPath = await uploadPhoto(`chats/${student.uid}/${seller.uid}/${boughtItem.productId}/${student.uid}/${uniqueTag()}.png`);
  await sendMessage(student.uid, { conversationId: boughtTalk, text: 'Here is where I live', imagePaths: [photoPath] });
  const shippingAddress = { ...SHIPPING_ADDRESS, fullName: joinName(student.firstName, student.lastName), phone: '9222222222' };
  const boughtOrder = await placeOrder(student.uid, directBuy(boughtItem.productId, 'doorstep', { shippingAddress }));
  for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) await updateOrderStatus(seller.uid, false, boughtOrder._id, status);
  await createReview(student.uid, { productId: boughtItem.productId, rating: 4, comment: 'Works like new' });

  // On sale, with the buyer's open offer; and a sell request waiting for an admin, with its photo.
  await makeOffer(buyer.uid, { productId: onSaleItem.productId, amount: 700 });
  const listingPhoto = await uploadPhoto(`listings/${student.uid}/${uniqueTag()}/photo.png`);
  const pending = await submitListing(student.uid, {
    productName: `Bicycle ${uniqueTag()}`,
    productDescription: 'Blue, with a basket',
    expectedPrice: 3000,
    mainCategory: 'Electronic',
    subcategory: 'Mobile Phones & Tablets',
    address: validAddress({ fullName: joinName(student.firstName, student.lastName), phone: '9222222222' }),
    images: [listingPhoto],
  });

  // Reports both ways: the student reports the buyer's message, the buyer reports the student.
  await createReport(student.uid, { kind: 'message', conversationId: soldTalk, messageId: question._id, reason: 'Asked for my phone number' });
  await createReport(buyer.uid, { kind: 'user', conversationId: soldTalk, reason: 'Was late to the meet-up' });

  return {
    student,
    buyer,
    seller,
    sold: { orderId: soldOrder._id, product: soldItem, conversationId: soldTalk },
    bought: { orderId: boughtOrder._id, product: boughtItem, conversationId: boughtTalk, photoPath },
    onSale: { product: onSaleItem, conversationId: conversationId(onSaleItem.productId, buyer.uid) },
    pendingListing: { listingId: pending._id, photoPath: listingPhoto },
    buyerPhone,
  };
}

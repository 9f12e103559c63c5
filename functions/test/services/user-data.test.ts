import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALREADY_REVIEWED, ITEM_SOLD } from '@campus/common/messages';
import { products } from '../../src/collections';
import { AppError } from '../../src/errors';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../../src/services/addresses';
import { addToCart, getCart, removeFromCart } from '../../src/services/cart';
import { createReview, deleteReview, listProductReviews, listUserReviews, updateReview } from '../../src/services/reviews';
import { getWishlist, toggleWishlist } from '../../src/services/wishlist';
import { SHIPPING_ADDRESS } from '../support/fixtures';
import { createTestProduct } from '../support/products';
import { createTestUser } from '../support/users';

describe('cart', () => {
  it('adds products, counts quantities, totals line prices and removes entries', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const [pen, book] = await Promise.all([createTestProduct({ seller, price: 120 }), createTestProduct({ seller, price: 300 })]);
    await addToCart(buyer.uid, pen.productId);
    await addToCart(buyer.uid, pen.productId);
    const cart = await addToCart(buyer.uid, book.productId);

    expect(cart.totalItems).toBe(3);
    expect(cart.totalPrice).toBe(540);
    expect(cart.cartItems.find((item) => item._id === pen.productId)).toMatchObject({ quantity: 2, price: 240, product: { _id: pen.productId, title: pen.title } });
    expect((await removeFromCart(buyer.uid, pen.productId)).cartItems.map((item) => item._id)).toEqual([book.productId]);
    await expect(removeFromCart(buyer.uid, pen.productId)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses a sold product and a missing product id', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    await products.doc(item.productId).update({ status: 'sold' });
    await expect(addToCart(buyer.uid, item.productId)).rejects.toEqual(new AppError('failed-precondition', ITEM_SOLD));
    await expect(addToCart(buyer.uid, undefined)).rejects.toMatchObject({ code: 'invalid-argument' });
    expect((await getCart(buyer.uid)).cartItems).toEqual([]);
  });
});

describe('wishlist', () => {
  it('toggles a product in and out', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    expect(await toggleWishlist(buyer.uid, item.productId)).toEqual({ added: true, productId: item.productId });
    expect((await getWishlist(buyer.uid)).wishlistItems).toEqual([{ _id: item.productId, product: expect.objectContaining({ _id: item.productId }) }]);
    expect(await toggleWishlist(buyer.uid, item.productId)).toEqual({ added: false, productId: item.productId });
    expect((await getWishlist(buyer.uid)).wishlistItems).toEqual([]);
    await expect(toggleWishlist(buyer.uid, `missing-${randomUUID()}`)).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('reviews', () => {
  it('allows one review per user and product, editable and deletable only by its author', async () => {
    const [author, other, seller] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const review = await createReview(author.uid, { productId: item.productId, rating: 4, comment: 'Solid' });
    expect(review).toMatchObject({
      _id: `${item.productId}_${author.uid}`,
      rating: 4,
      user: { _id: author.uid, firstName: author.firstName },
      product: { _id: item.productId, title: item.title, price: item.price },
    });
    await expect(createReview(author.uid, { productId: item.productId, rating: 5 })).rejects.toEqual(new AppError('already-exists', ALREADY_REVIEWED));
    await expect(createReview(other.uid, { productId: item.productId, rating: 0 })).rejects.toEqual(new AppError('invalid-argument', 'Please select a rating'));

    expect((await listProductReviews(item.productId)).map((entry) => entry._id)).toEqual([review._id]);
    expect((await listUserReviews(author.uid)).map((entry) => entry._id)).toEqual([review._id]);
    await expect(updateReview(other.uid, review._id, { rating: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await updateReview(author.uid, review._id, { rating: 5, comment: 'Great' })).toMatchObject({ rating: 5, comment: 'Great' });
    await expect(deleteReview(other.uid, review._id)).rejects.toMatchObject({ code: 'permission-denied' });
    await deleteReview(author.uid, review._id);
    expect(await listUserReviews(author.uid)).toEqual([]);
  });
});

describe('addresses', () => {
  it('keeps exactly one default address', async () => {
    const user = await createTestUser();
    const home = await createAddress(user.uid, { ...SHIPPING_ADDRESS, addressType: 'home', isDefault: true });
    const work = await createAddress(user.uid, { ...SHIPPING_ADDRESS, addressType: 'work', openSaturday: true, isDefault: true });
    const defaults = async () => (await listAddresses(user.uid)).filter((address) => address.isDefault).map((address) => address._id);

    expect(await defaults()).toEqual([work._id]);
    await setDefaultAddress(user.uid, home._id);
    expect(await defaults()).toEqual([home._id]);
    expect(await updateAddress(user.uid, work._id, { ...SHIPPING_ADDRESS, city: 'Mysuru', addressType: 'work' })).toMatchObject({ city: 'Mysuru', isDefault: false });
    await expect(createAddress(user.uid, { ...SHIPPING_ADDRESS, pincode: '12' })).rejects.toEqual(new AppError('invalid-argument', 'Pincode must be exactly 6 digits'));
    await deleteAddress(user.uid, work._id);
    expect((await listAddresses(user.uid)).map((address) => address._id)).toEqual([home._id]);
    await expect(setDefaultAddress(user.uid, work._id)).rejects.toMatchObject({ code: 'not-found' });
  });
});

/** POST /api/reviews/create, GET /api/reviews/product/{id}, GET /api/reviews/user, PUT and DELETE /api/reviews/{id}. */
import { beforeAll, describe, expect, test } from 'vitest';
import { api, findById, idsAt, pickString } from '../support/api-client';
import { uniqueTag } from '../support/fixtures';
import { createTestProduct } from '../support/products';
import { signUpUser, type TestUser } from '../support/users';

let author: TestUser;
let other: TestUser;
const tag = uniqueTag();

beforeAll(async () => {
  author = await signUpUser('Divya', 'Author');
  other = await signUpUser('Karan', 'Other');
});

async function createReview(user: TestUser, productId: string, rating = 4, comment = 'Works well'): Promise<string> {
  const response = await api.post('/api/reviews/create', { token: user.token, json: { productId, rating, comment } });
  expect(response.status, response.text).toBe(201);
  return pickString(response.body, '_id');
}

describe('POST /api/reviews/create', () => {
  test('201 with the review, its author and its product', async () => {
    const { productId } = await createTestProduct({ title: `Reviewed ${tag}`, price: 1800 });
    const response = await api.post('/api/reviews/create', { token: author.token, json: { productId, rating: 5, comment: 'Great condition' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      _id: expect.any(String),
      rating: 5,
      comment: 'Great condition',
      createdAt: expect.any(String),
      user: { _id: author.uid, firstName: 'Divya', lastName: 'Author' },
      product: { _id: productId, title: `Reviewed ${tag}`, imageURL: expect.any(String), price: 1800 },
    });
  });

  test('the comment is optional', async () => {
    const { productId } = await createTestProduct();
    const response = await api.post('/api/reviews/create', { token: author.token, json: { productId, rating: 3 } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ rating: 3 });
  });

  test('a second review of the same product by the same user is 409', async () => {
    const { productId } = await createTestProduct();
    await createReview(author, productId);
    const again = await api.post('/api/reviews/create', { token: author.token, json: { productId, rating: 2, comment: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: expect.any(String) });
  });

  test.each([
    ['no rating', {}],
    ['a rating of 0', { rating: 0 }],
    ['a rating of 6', { rating: 6 }],
    ['a rating that is not a number', { rating: 'five' }],
  ])("%s is 400 'Please select a rating'", async (_case, rating) => {
    const { productId } = await createTestProduct();
    const response = await api.post('/api/reviews/create', { token: author.token, json: { productId, comment: 'No stars', ...rating } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Please select a rating' });
  });

  test('an unknown product is 404', async () => {
    const response = await api.post('/api/reviews/create', { token: author.token, json: { productId: `no-such-product-${tag}`, rating: 4 } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  test('401 without a token', async () => {
    const { productId } = await createTestProduct();
    const response = await api.post('/api/reviews/create', { json: { productId, rating: 4 } });
    expect(response.status).toBe(401);
  });
});

describe('reading reviews', () => {
  let productId = '';
  let authorReview = '';
  let otherReview = '';

  beforeAll(async () => {
    productId = (await createTestProduct()).productId;
    authorReview = await createReview(author, productId, 4);
    otherReview = await createReview(other, productId, 2);
  });

  test('GET /api/reviews/product/{id} lists every review of the product, without a token', async () => {
    const response = await api.get(`/api/reviews/product/${productId}`);
    expect(response.status).toBe(200);
    expect(idsAt(response.body).sort()).toEqual([authorReview, otherReview].sort());
    expect(findById(response.body, otherReview)).toMatchObject({ rating: 2, user: { _id: other.uid }, product: { _id: productId } });
  });

  test('a product without reviews lists none', async () => {
    const response = await api.get(`/api/reviews/product/${(await createTestProduct()).productId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  test("GET /api/reviews/user lists the caller's reviews only", async () => {
    const response = await api.get('/api/reviews/user', { token: author.token });
    expect(response.status).toBe(200);
    expect(idsAt(response.body)).toContain(authorReview);
    expect(idsAt(response.body)).not.toContain(otherReview);
    for (const id of idsAt(response.body)) expect(findById(response.body, id)).toMatchObject({ user: { _id: author.uid } });
  });

  test('GET /api/reviews/user is 401 without a token', async () => {
    expect((await api.get('/api/reviews/user')).status).toBe(401);
  });
});

describe('changing reviews', () => {
  test('PUT /api/reviews/{id} updates rating and comment of the own review', async () => {
    const { productId } = await createTestProduct();
    const id = await createReview(author, productId, 2, 'Meh');
    const response = await api.put(`/api/reviews/${id}`, { token: author.token, json: { rating: 5, comment: 'Better than I thought' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: id, rating: 5, comment: 'Better than I thought' });
    const listed = await api.get(`/api/reviews/product/${productId}`);
    expect(findById(listed.body, id)).toMatchObject({ rating: 5, comment: 'Better than I thought' });
  });

  test("PUT without a rating is 400 'Please select a rating'", async () => {
    const id = await createReview(author, (await createTestProduct()).productId);
    const response = await api.put(`/api/reviews/${id}`, { token: author.token, json: { comment: 'No rating' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Please select a rating' });
  });

  test('DELETE /api/reviews/{id} removes the own review', async () => {
    const { productId } = await createTestProduct();
    const id = await createReview(author, productId);
    expect((await api.delete(`/api/reviews/${id}`, { token: author.token })).status).toBe(200);
    expect(idsAt((await api.get(`/api/reviews/product/${productId}`)).body)).not.toContain(id);
    expect(idsAt((await api.get('/api/reviews/user', { token: author.token })).body)).not.toContain(id);
  });

  test.each([
    ['PUT', (id: string) => api.put(`/api/reviews/${id}`, { token: other.token, json: { rating: 1, comment: 'Hijacked' } })],
    ['DELETE', (id: string) => api.delete(`/api/reviews/${id}`, { token: other.token })],
  ])("%s of another user's review is 403 and leaves it unchanged", async (_method, send) => {
    const { productId } = await createTestProduct();
    const id = await createReview(author, productId, 4, 'Mine');
    const response = await send(id);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: expect.any(String) });
    const listed = await api.get(`/api/reviews/product/${productId}`);
    expect(findById(listed.body, id)).toMatchObject({ rating: 4, comment: 'Mine' });
  });

  test.each([
    ['PUT', () => api.put(`/api/reviews/no-such-review-${tag}`, { token: author.token, json: { rating: 3 } })],
    ['DELETE', () => api.delete(`/api/reviews/no-such-review-${tag}`, { token: author.token })],
  ])('%s of an unknown review is 404', async (_method, send) => {
    expect((await send()).status).toBe(404);
  });

  test.each([
    ['PUT', () => api.put(`/api/reviews/any-${tag}`, { json: { rating: 3 } })],
    ['DELETE', () => api.delete(`/api/reviews/any-${tag}`)],
  ])('%s without a token is 401', async (_method, send) => {
    expect((await send()).status).toBe(401);
  });
});

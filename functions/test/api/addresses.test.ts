/** POST /api/address/create, GET /api/address, PUT /api/address/{id}, DELETE /api/address/{id}, PUT /api/address/{id}/default. */
import { beforeAll, describe, expect, test } from 'vitest';
import { api, findById, idsAt, pick, pickString } from '../support/api-client';
import { uniqueTag, validAddress } from '../support/fixtures';
import { signUpUser, type TestUser } from '../support/users';

let owner: TestUser;
let other: TestUser;
const tag = uniqueTag();

beforeAll(async () => {
  owner = await signUpUser('Anil', 'Owner');
  other = await signUpUser('Sunita', 'Other');
});

async function createAddress(user: TestUser, overrides: Parameters<typeof validAddress>[0] = {}): Promise<string> {
  const response = await api.post('/api/address/create', { token: user.token, json: validAddress(overrides) });
  expect(response.status, response.text).toBe(201);
  return pickString(response.body, '_id');
}

const addressesOf = (user: TestUser) => api.get('/api/address', { token: user.token });

describe('POST /api/address/create', () => {
  test('201 with the saved address and its _id', async () => {
    const response = await api.post('/api/address/create', {
      token: owner.token,
      json: validAddress({ addressType: 'work', openSaturday: true, fullName: 'Anil Kumar' }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ _id: expect.any(String), ...validAddress({ addressType: 'work', openSaturday: true, fullName: 'Anil Kumar' }) });
  });

  test.each([
    ['a 9-digit phone', { phone: '987654321' }, 'Phone number must be exactly 10 digits'],
    ['a phone with letters', { phone: '98765abcde' }, 'Phone number must be exactly 10 digits'],
    ['a 5-digit pincode', { pincode: '56000' }, 'Pincode must be exactly 6 digits'],
    ['a 7-digit pincode', { pincode: '5600011' }, 'Pincode must be exactly 6 digits'],
    ['no phone', { phone: '' }, 'Phone number is required'],
    ['no pincode', { pincode: '' }, 'Pincode is required'],
    ['no full name', { fullName: '' }, 'Full name is required'],
    ['no locality', { locality: '' }, 'Locality is required'],
    ['no address', { address: '' }, 'Address is required'],
    ['no city', { city: '' }, 'City is required'],
    ['no state', { state: '' }, 'State is required'],
  ])('%s is 400 with the spec message', async (_case, change, message) => {
    const response = await api.post('/api/address/create', { token: owner.token, json: validAddress(change) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });
});

describe('listing, updating and deleting', () => {
  test("GET /api/address lists the caller's addresses only", async () => {
    const mine = await createAddress(owner, { city: 'Pune' });
    const theirs = await createAddress(other);
    const response = await addressesOf(owner);
    expect(response.status).toBe(200);
    expect(findById(response.body, mine)).toMatchObject({ city: 'Pune', phone: '9876543210' });
    expect(idsAt(response.body)).not.toContain(theirs);
  });

  test('PUT /api/address/{id} replaces the fields', async () => {
    const id = await createAddress(owner);
    const changed = validAddress({ fullName: 'Anil K', city: 'Mysuru', pincode: '570001', locality: `Area ${tag}` });
    const response = await api.put(`/api/address/${id}`, { token: owner.token, json: changed });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: id, ...changed });
    expect(findById((await addressesOf(owner)).body, id)).toMatchObject(changed);
  });

  test("PUT with a bad pincode is 400 'Pincode must be exactly 6 digits' and keeps the old value", async () => {
    const id = await createAddress(owner);
    const response = await api.put(`/api/address/${id}`, { token: owner.token, json: validAddress({ pincode: '12' }) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Pincode must be exactly 6 digits' });
    expect(findById((await addressesOf(owner)).body, id)).toMatchObject({ pincode: '560001' });
  });

  test('DELETE /api/address/{id} removes it', async () => {
    const id = await createAddress(owner);
    expect((await api.delete(`/api/address/${id}`, { token: owner.token })).status).toBe(200);
    expect(idsAt((await addressesOf(owner)).body)).not.toContain(id);
  });
});

describe('PUT /api/address/{id}/default', () => {
  test('makes that address the only default', async () => {
    const user = await signUpUser('Default', 'Tester');
    const first = await createAddress(user, { isDefault: true });
    const second = await createAddress(user);
    const third = await createAddress(user);
    const response = await api.put(`/api/address/${second}/default`, { token: user.token });
    expect(response.status).toBe(200);
    const list = (await addressesOf(user)).body;
    expect([first, second, third].map((id) => pick(findById(list, id), 'isDefault'))).toEqual([false, true, false]);
  });

  test('creating a new default address clears the old default', async () => {
    const user = await signUpUser('Second', 'Default');
    const first = await createAddress(user, { isDefault: true });
    const second = await createAddress(user, { isDefault: true });
    const list = (await addressesOf(user)).body;
    expect([first, second].map((id) => pick(findById(list, id), 'isDefault'))).toEqual([false, true]);
  });
});

describe("another user's address", () => {
  let foreign = '';

  beforeAll(async () => {
    foreign = await createAddress(other, { city: 'Chennai' });
  });

  test.each([
    ['PUT /api/address/{id}', (id: string) => api.put(`/api/address/${id}`, { token: owner.token, json: validAddress({ city: 'Hijacked' }) })],
    ['DELETE /api/address/{id}', (id: string) => api.delete(`/api/address/${id}`, { token: owner.token })],
    ['PUT /api/address/{id}/default', (id: string) => api.put(`/api/address/${id}/default`, { token: owner.token })],
  ])('%s is 404 or 403 and changes nothing', async (_name, send) => {
    const response = await send(foreign);
    expect([403, 404]).toContain(response.status);
    expect(response.body).toEqual({ error: expect.any(String) });
    expect(findById((await addressesOf(other)).body, foreign)).toMatchObject({ city: 'Chennai', isDefault: false });
  });
});

describe('without a token every address endpoint is 401', () => {
  test.each([
    ['POST /api/address/create', () => api.post('/api/address/create', { json: validAddress() })],
    ['GET /api/address', () => api.get('/api/address')],
    ['PUT /api/address/{id}', () => api.put(`/api/address/any-${tag}`, { json: validAddress() })],
    ['DELETE /api/address/{id}', () => api.delete(`/api/address/any-${tag}`)],
    ['PUT /api/address/{id}/default', () => api.put(`/api/address/any-${tag}/default`)],
  ])('%s', async (_name, send) => {
    const response = await send();
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});

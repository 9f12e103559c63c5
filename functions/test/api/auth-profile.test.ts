/** POST /api/auth/signup, POST /api/auth/signin, GET /api/users/profile, PUT /api/users/update. */
import { beforeAll, describe, expect, test } from 'vitest';
import { api, pickString, uidOfToken } from '../support/api-client';
import { TEST_PASSWORD, signIn, signUpUser, uniqueCampusEmail, type TestUser } from '../support/users';

const registration = (overrides: Record<string, string> = {}) => ({
  firstName: 'Priya',
  lastName: 'Sharma',
  email: uniqueCampusEmail(),
  password: TEST_PASSWORD,
  ...overrides,
});

describe('POST /api/auth/signup', () => {
  test('creates the account: 201 with a jwt that opens the new profile', async () => {
    const body = registration();
    const response = await api.post('/api/auth/signup', { json: body });
    expect(response.status).toBe(201);
    const jwt = pickString(response.body, 'jwt');
    const profile = await api.get('/api/users/profile', { token: jwt });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ _id: uidOfToken(jwt), firstName: 'Priya', lastName: 'Sharma', email: body.email });
  });

  test("a second sign-up with the same e-mail is 409 with 'User already exists with the email'", async () => {
    const body = registration();
    expect((await api.post('/api/auth/signup', { json: body })).status).toBe(201);
    const again = await api.post('/api/auth/signup', { json: { ...body, firstName: 'Other' } });
    expect(again.status).toBe(409);
    expect(pickString(again.body, 'error')).toContain('User already exists with the email');
  });

  test('an e-mail outside the campus domain is refused with 403 and an error naming the domain', async () => {
    const response = await api.post('/api/auth/signup', { json: registration({ email: `someone.${Date.now()}@gmail.com` }) });
    expect(response.status).toBe(403);
    expect(pickString(response.body, 'error')).toContain('campus.ac.in');
  });

  test.each([
    ['no first name', { firstName: '' }, 'First name is required'],
    ['no last name', { lastName: '' }, 'Last name is required'],
    ['a one-letter first name', { firstName: 'P' }, 'First name must be at least 2 characters'],
    ['digits in the first name', { firstName: 'Pr1ya' }, 'First name should only contain letters'],
    ['no e-mail', { email: '' }, 'Email is required'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['no password', { password: '' }, 'Password is required'],
  ])('%s is 400 with the spec message', async (_case, change, message) => {
    const response = await api.post('/api/auth/signup', { json: registration(change) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  test.each([
    ['too short', 'Ab1@', 'at least 8 characters'],
    ['without an uppercase letter', 'campus@123', 'one uppercase letter'],
    ['without a lowercase letter', 'CAMPUS@123', 'one lowercase letter'],
    ['without a digit', 'Campus@abc', 'one number'],
    ['without a special character', 'Campus1234', 'one special character'],
  ])("a password %s is 400 with 'Password needs: ...' naming what is missing", async (_case, password, missing) => {
    const response = await api.post('/api/auth/signup', { json: registration({ password }) });
    expect(response.status).toBe(400);
    const error = pickString(response.body, 'error');
    expect(error.startsWith('Password needs: ')).toBe(true);
    expect(error).toContain(missing);
  });
});

describe('POST /api/auth/signin', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await signUpUser('Sign', 'In');
  });

  test('answers a jwt for the right password', async () => {
    const jwt = await signIn(user.email);
    expect(uidOfToken(jwt)).toBe(user.uid);
  });

  test.each([
    ['a wrong password', () => ({ email: user.email, password: 'Wrong@1234' })],
    ['an unknown e-mail', () => ({ email: `nobody-${Date.now()}@campus.ac.in`, password: TEST_PASSWORD })],
  ])("%s is 401 'Invalid email or password'", async (_case, credentials) => {
    const response = await api.post('/api/auth/signin', { json: credentials() });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Invalid email or password' });
  });

  test('a missing password is 400', async () => {
    const response = await api.post('/api/auth/signin', { json: { email: user.email } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});

describe('profile', () => {
  let user: TestUser;
  const update = (changes: Record<string, string> = {}) => ({
    firstName: 'Asha',
    lastName: 'Verma Rao',
    email: user.email,
    mobileNumber: '9876543210',
    gender: 'female',
    birthDate: '2003-05-17',
    ...changes,
  });

  beforeAll(async () => {
    user = await signUpUser('Asha', 'Verma');
  });

  test('GET /api/users/profile answers the caller in the spec shape', async () => {
    const response = await api.get('/api/users/profile', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: user.uid,
      firstName: 'Asha',
      lastName: 'Verma',
      email: user.email,
      mobileNumber: expect.any(String),
      gender: expect.any(String),
      birthDate: expect.any(String),
    });
  });

  test('PUT /api/users/update saves the fields and answers the updated profile', async () => {
    const response = await api.put('/api/users/update', { token: user.token, json: update() });
    expect(response.status).toBe(200);
    const expected = { _id: user.uid, firstName: 'Asha', lastName: 'Verma Rao', email: user.email, mobileNumber: '9876543210', gender: 'female', birthDate: '2003-05-17' };
    expect(response.body).toMatchObject(expected);
    expect((await api.get('/api/users/profile', { token: user.token })).body).toMatchObject(expected);
  });

  test.each([
    ['9 digits', '987654321'],
    ['letters', '98765abcde'],
    ['empty', ''],
  ])("a mobile number of %s is 400 'Valid 10-digit mobile number is required'", async (_case, mobileNumber) => {
    const response = await api.put('/api/users/update', { token: user.token, json: update({ mobileNumber }) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Valid 10-digit mobile number is required' });
  });

  test('the e-mail cannot be changed: refused or ignored, it stays the same', async () => {
    const response = await api.put('/api/users/update', { token: user.token, json: update({ email: `changed-${user.email}` }) });
    expect(response.status).toBeLessThan(500);
    if (response.status === 200) expect(response.body).toMatchObject({ email: user.email });
    else expect(response.status).toBe(400);
    expect((await api.get('/api/users/profile', { token: user.token })).body).toMatchObject({ email: user.email });
  });

  test('an update touches only the caller: another user keeps their profile', async () => {
    const other = await signUpUser('Rohan', 'Other');
    await api.put('/api/users/update', { token: user.token, json: update({ firstName: 'Changed' }) });
    expect((await api.get('/api/users/profile', { token: other.token })).body).toMatchObject({ _id: other.uid, firstName: 'Rohan', email: other.email });
  });

  test.each([
    ['GET /api/users/profile', () => api.get('/api/users/profile')],
    ['PUT /api/users/update', () => api.put('/api/users/update', { json: { firstName: 'X' } })],
  ])('%s without a token is 401', async (_name, send) => {
    const response = await send();
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});

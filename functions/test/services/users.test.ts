import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTH_REQUIRED } from '@campus/common/messages';
import { users } from '../../src/collections';
import { AppError } from '../../src/errors';
import { auth } from '../../src/firebase';
import { namesFromProvider, newProfile, userSummary } from '../../src/services/users';
import { trackTestUser } from '../support/test-data';
import { uniqueCampusEmail } from '../support/users';

describe('newProfile and the names of a provider', () => {
  it('builds every profile the same way: trimmed names, the e-mail lower-cased, the rest empty', () => {
    expect(newProfile({ firstName: ' Asha ', lastName: 'Verma' }, 'Asha.Verma@Campus.ac.in')).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha.verma@campus.ac.in',
      mobileNumber: '',
      gender: '',
      birthDate: '',
      createdAt: expect.any(String),
    });
  });

  it.each([
    ['Google and OpenID Connect', { given_name: 'Asha', family_name: 'Verma' }, undefined, { firstName: 'Asha', lastName: 'Verma' }],
    ["Microsoft's Graph profile", { givenName: 'Rohan', surname: 'Das' }, undefined, { firstName: 'Rohan', lastName: 'Das' }],
    ['no names: the display name split', {}, 'Meera Rani Nair', { firstName: 'Meera', lastName: 'Rani Nair' }],
    ['nothing at all', undefined, undefined, { firstName: '', lastName: '' }],
  ])('%s', (_case, profile, displayName, names) => {
    expect(namesFromProvider(profile, displayName)).toEqual(names);
  });
});

describe('userSummary', () => {
  it('gives an account without a profile the names of its Auth record, and writes that profile', async () => {
    const email = uniqueCampusEmail();
    const { uid } = await auth.createUser({ email, displayName: 'Kabir Singh Rathore' });
    trackTestUser(uid);

    expect(await userSummary(uid)).toEqual({ firstName: 'Kabir', lastName: 'Singh Rathore', email });
    expect((await users.doc(uid).get()).data()).toMatchObject({ firstName: 'Kabir', lastName: 'Singh Rathore', email });
  });

  it('answers two first reads of the same account with one profile', async () => {
    const { uid } = await auth.createUser({ email: uniqueCampusEmail(), displayName: 'Tara Menon' });
    trackTestUser(uid);
    const [first, second] = await Promise.all([userSummary(uid), userSummary(uid)]);
    expect(second).toEqual(first);
  });

  it('is unauthenticated for an account that is gone', async () => {
    await expect(userSummary(`gone-${randomUUID()}`)).rejects.toEqual(new AppError('unauthenticated', AUTH_REQUIRED));
  });
});

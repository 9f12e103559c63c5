import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../query-client';
import { getProfile, profileQueryOptions, useProfile, useSaveProfile } from '../profile';
import { removeTestUser, signUpAndSignIn, type TestUser } from '../../testing/emulator-user';
import { hookWrapper } from '../../testing/hook-wrapper';

let owner: TestUser;

beforeAll(async () => {
  owner = await signUpAndSignIn();
});

afterAll(async () => {
  await removeTestUser(owner);
});

describe('the profile read and save (Lite SDK, local emulator)', { timeout: 60_000 }, () => {
  it('reads the profile sign-up created, and refuses anyone else’s', async () => {
    const client = createQueryClient();
    const { result } = renderHook(() => useProfile(), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ firstName: 'Hook', email: owner.email, mobileNumber: '', gender: '', birthDate: '' });
    await expect(getProfile('someone-else')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('saves name, mobile, gender and birth date under the rules, keeping e-mail and createdAt', async () => {
    const client = createQueryClient();
    const before = await client.fetchQuery(profileQueryOptions(owner.uid));
    const { result } = renderHook(() => useSaveProfile(), { wrapper: hookWrapper(client) });
    await act(() =>
      result.current.mutateAsync({
        current: before,
        values: { fullName: '  Asha  Rani Kumar ', mobileNumber: '9876543210', email: before.email, gender: 'female', birthDate: '2004-02-29' },
      }),
    );
    const expected = { ...before, firstName: 'Asha', lastName: 'Rani Kumar', mobileNumber: '9876543210', gender: 'female', birthDate: '2004-02-29' };
    expect(client.getQueryData(profileQueryOptions(owner.uid).queryKey)).toEqual(expected);
    await expect(getProfile(owner.uid)).resolves.toEqual(expected);
    expect(owner.user.displayName).toBe('Asha Rani Kumar');
  });

  it('refuses an invalid save before writing anything', async () => {
    const client = createQueryClient();
    const before = await client.fetchQuery(profileQueryOptions(owner.uid));
    const { result } = renderHook(() => useSaveProfile(), { wrapper: hookWrapper(client) });
    await expect(
      act(() => result.current.mutateAsync({ current: before, values: { fullName: 'Asha', mobileNumber: '12', email: before.email, gender: '', birthDate: '' } })),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(getProfile(owner.uid)).resolves.toEqual(before);
  });
});

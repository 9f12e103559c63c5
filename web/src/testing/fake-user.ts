import type { User, UserInfo } from 'firebase/auth';
import { vi } from 'vitest';

export interface FakeUserOptions {
  uid?: string;
  email?: string;
  displayName?: string;
  emailVerified?: boolean;
  /** The linked ways in: 'password', 'google.com', 'microsoft.com'. Default: a password. */
  providers?: string[];
  /** What reload() finds on the server: the address verified by then, or not. */
  verifiedOnReload?: () => boolean;
}

/**
 * A signed-in Firebase Auth user for component tests, without the Auth SDK: reload() reads
 * `verifiedOnReload`, getIdToken() answers a fixed token; both are spies.
 */
export function fakeUser({
  uid = 'asha',
  email = 'asha@campus.ac.in',
  displayName = 'Asha Rani',
  emailVerified = true,
  providers = ['password'],
  verifiedOnReload = () => emailVerified,
}: FakeUserOptions = {}): User {
  const providerData: UserInfo[] = providers.map((providerId) => ({ providerId, uid: email, email, displayName, phoneNumber: null, photoURL: null }));
  const user = {
    uid,
    email,
    displayName,
    phoneNumber: null,
    photoURL: null,
    providerId: 'firebase',
    emailVerified,
    isAnonymous: false,
    metadata: { creationTime: new Date(Date.now() - 24 * 60 * 60 * 1000).toUTCString(), lastSignInTime: new Date().toUTCString() },
    providerData,
    refreshToken: 'refresh-token',
    tenantId: null,
    delete: vi.fn(() => Promise.resolve()),
    getIdToken: vi.fn((_forceRefresh?: boolean) => Promise.resolve('id-token')),
    getIdTokenResult: vi.fn(() =>
      Promise.resolve({
        authTime: '',
        expirationTime: '',
        issuedAtTime: '',
        signInProvider: providers[0] ?? null,
        signInSecondFactor: null,
        token: 'id-token',
        claims: {},
      }),
    ),
    reload: vi.fn(() => {
      user.emailVerified = verifiedOnReload();
      return Promise.resolve();
    }),
    toJSON: () => ({ uid }),
  };
  return user;
}

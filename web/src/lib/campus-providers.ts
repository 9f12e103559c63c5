import type { User } from 'firebase/auth';

/** The single sign-on providers students use: their campus Google Workspace or Microsoft 365 account. */
export type CampusProviderId = 'google.com' | 'microsoft.com';

export const CAMPUS_PROVIDERS: readonly { id: CampusProviderId; name: string }[] = [
  { id: 'google.com', name: 'Google' },
  { id: 'microsoft.com', name: 'Microsoft' },
];

export const providerName = (providerId: CampusProviderId): string => (providerId === 'google.com' ? 'Google' : 'Microsoft');

/**
 * How the user can prove who they are again: their password when the account has one (the quickest),
 * else the first campus provider linked to it, else null (e.g. an account of another provider).
 */
export function reauthenticationMethod(user: Pick<User, 'providerData'>): { kind: 'password' } | { kind: 'provider'; providerId: CampusProviderId } | null {
  const linked = user.providerData.map((info) => info.providerId);
  if (linked.includes('password')) return { kind: 'password' };
  const provider = CAMPUS_PROVIDERS.find(({ id }) => linked.includes(id));
  return provider ? { kind: 'provider', providerId: provider.id } : null;
}

import type { User } from 'firebase/auth';
import { reauthenticateWithCampusProvider, reauthenticateWithPassword } from '../../../lib/auth-providers';
import type { CampusProviderId } from '../../../lib/campus-providers';

/** How the user proves it is them, right before deleting: their password, or their campus provider. */
export type Reauthentication = { kind: 'password'; password: string } | { kind: 'provider'; providerId: CampusProviderId };

/**
 * Signs the user in again, so that the ID token's auth_time is fresh. Imported statically by the delete
 * dialog's chunk: the provider's popup then opens within the click that asked for it.
 */
export async function reauthenticate(user: User, how: Reauthentication): Promise<void> {
  if (how.kind === 'password') await reauthenticateWithPassword(user, how.password);
  else await reauthenticateWithCampusProvider(user, how.providerId);
}

import type { Auth, UserRecord } from 'firebase-admin/auth';
import { asRecord } from '@campus/common/values';
import { DEMO_PASSWORD, SEED_PEOPLE, type PersonKey, type SeedPerson } from './people-data';

const isUserNotFound = (error: unknown): boolean => asRecord(error).code === 'auth/user-not-found';

async function findUser(auth: Auth, email: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (isUserNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * The Auth account of a seed person, created only when no account has that e-mail (an existing
 * account keeps its uid and password); every one has a verified e-mail, since only verified students
 * trade, and the admin gets the { admin: true } claim.
 */
async function ensureAccount(auth: Auth, person: SeedPerson): Promise<string> {
  const user =
    (await findUser(auth, person.email)) ??
    (await auth.createUser({
      uid: `demo-${person.key}`,
      email: person.email,
      emailVerified: true,
      password: DEMO_PASSWORD,
      displayName: `${person.firstName} ${person.lastName}`,
    }));
  if (!user.emailVerified) await auth.updateUser(user.uid, { emailVerified: true });
  if (person.admin && user.customClaims?.admin !== true) {
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  }
  return user.uid;
}

/** Makes sure every seed person has an account; returns their uids by person key. */
export async function ensureSeedAccounts(auth: Auth): Promise<Map<PersonKey, string>> {
  const uids = new Map<PersonKey, string>();
  for (const person of SEED_PEOPLE) uids.set(person.key, await ensureAccount(auth, person));
  return uids;
}

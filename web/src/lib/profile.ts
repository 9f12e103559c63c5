import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { doc, getDoc, updateDoc, type DocumentData } from 'firebase/firestore/lite';
import { AUTH_TOKEN_NOT_FOUND, PROFILE_NOT_FOUND } from '@campus/common/messages';
import { COLLECTIONS, type Gender, type UserProfile } from '@campus/common/model';
import { profileUpdateSchema, type ProfileValues } from '@campus/common/schemas/profile';
import { validateWith } from '@campus/common/schemas/validate';
import { joinName, splitFullName } from '@campus/common/sanitize';
import { asText } from '@campus/common/values';
import { codedError } from './error-message';
import { liteFirestore } from './lite-firestore';
import { refreshSession, useSession } from './session';

/**
 * The signed-in user's own profile (users/{uid}), shared by Profile, Profile Edit, /account and the
 * checkout details: one cached read, updated in place by the profile save.
 */
export const profileKeys = {
  ofUser: (uid: string) => ['profile', uid] as const,
};

const profileRef = (uid: string) => doc(liteFirestore, COLLECTIONS.users, uid);


const asGender = (value: unknown): Gender => (value === 'male' || value === 'female' ? value : '');

function toUserProfile(data: DocumentData): UserProfile {
  return {
    firstName: asText(data.firstName),
    lastName: asText(data.lastName),
    email: asText(data.email),
    mobileNumber: asText(data.mobileNumber),
    gender: asGender(data.gender),
    birthDate: asText(data.birthDate),
    createdAt: asText(data.createdAt),
  };
}

/** The profile; fails with code not-found when the account has none. */
export async function getProfile(uid: string): Promise<UserProfile> {
  const snapshot = await getDoc(profileRef(uid));
  const data = snapshot.data();
  if (data === undefined) throw codedError('not-found', PROFILE_NOT_FOUND);
  return toUserProfile(data);
}

export const profileQueryOptions = (uid: string) => queryOptions({ queryKey: profileKeys.ofUser(uid), queryFn: () => getProfile(uid) });

/** The signed-in user's profile (disabled, pending, for a visitor or while the session loads). */
export function useProfile() {
  const { user } = useSession();
  return useQuery({ ...profileQueryOptions(user?.uid ?? ''), enabled: Boolean(user) });
}

/** The profile's full name as one line ('Asha Rani Kumar'). */
export const profileName = (profile: Pick<UserProfile, 'firstName' | 'lastName'>): string => joinName(profile.firstName, profile.lastName);

/**
 * Saves the Profile Edit form: the full name split into first and last name, mobile number, gender and
 * birth date. firestore.rules keep e-mail and createdAt as they are, so only the editable fields are
 * written. The Auth display name follows, since the top bar shows the name from there. Resolves to the
 * saved profile.
 */
export async function saveProfile(user: User, current: UserProfile, values: ProfileValues): Promise<UserProfile> {
  const checked = validateWith(profileUpdateSchema, { ...splitFullName(values.fullName ?? ''), ...values, email: current.email });
  if (!checked.ok) throw codedError('invalid-argument', checked.message);
  const { firstName, lastName, mobileNumber, gender, birthDate } = checked.value;
  const fields = { firstName, lastName, mobileNumber, gender: asGender(gender), birthDate };
  await updateDoc(profileRef(user.uid), fields);
  const displayName = joinName(firstName, lastName);
  if (user.displayName !== displayName) {
    // Through the Auth module the session loads anyway, so this page does not bring the Auth SDK along.
    const { updateDisplayName } = await import('./auth');
    await updateDisplayName(user, displayName);
    refreshSession();
  }
  return { ...current, ...fields };
}

/** The profile save as a mutation; the cached profile becomes the saved one. */
export function useSaveProfile() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ current, values }: { current: UserProfile; values: ProfileValues }) => {
      if (!user) throw codedError('unauthenticated', AUTH_TOKEN_NOT_FOUND);
      return saveProfile(user, current, values);
    },
    onSuccess: (saved) => {
      if (user) queryClient.setQueryData(profileQueryOptions(user.uid).queryKey, saved);
    },
  });
}

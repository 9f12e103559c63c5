import type { ReactNode } from 'react';
import { AuthProvider, useSigninCheck } from 'reactfire';
import { auth } from './auth';

/**
 * reactfire's Auth context, for the admin gate and the Admin menu entries. Mount it only in chunks that
 * load after the session (lib/session.ts loads Auth after the first paint), never in the shell.
 */
export function AdminCheckProvider({ children }: { children: ReactNode }) {
  return <AuthProvider sdk={auth}>{children}</AuthProvider>;
}

export type AdminCheck = 'loading' | 'visitor' | 'student' | 'admin';

/** Who is here, by the admin custom claim of their ID token (inside <AdminCheckProvider>). */
export function useAdminCheck(): AdminCheck {
  const { status, data } = useSigninCheck({ requiredClaims: { admin: true } });
  if (status !== 'success') return 'loading';
  if (!data.signedIn) return 'visitor';
  return data.hasRequiredClaims ? 'admin' : 'student';
}

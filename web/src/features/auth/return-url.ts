import { paths } from '../../app/paths';

/** localStorage key the sign-in-required dialog writes and sign-in reads (spec section 3). */
export const RETURN_URL_KEY = 'returnUrl';

const AUTH_PAGES: readonly string[] = [paths.signin, paths.signup];

/** The stored return address, then cleared; '/' when there is none or it is not a path of this app. */
export function takeReturnUrl(): string {
  const stored = localStorage.getItem(RETURN_URL_KEY);
  localStorage.removeItem(RETURN_URL_KEY);
  if (stored === null || !stored.startsWith('/') || stored.startsWith('//')) return paths.home;
  const pathname = stored.split(/[?#]/)[0] ?? '';
  return AUTH_PAGES.includes(pathname) ? paths.home : stored;
}

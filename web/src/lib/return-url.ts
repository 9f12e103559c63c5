import { paths } from '../config/paths';
import type { KeyValueStore } from './key-value-store';

/** localStorage key the sign-in-required dialog and private pages write and sign-in reads (spec section 3). */
export const RETURN_URL_KEY = 'returnUrl';

const AUTH_PAGES: readonly string[] = [paths.signin, paths.signup];

export function saveReturnUrl(store: KeyValueStore, path: string): void {
  store.setItem(RETURN_URL_KEY, path);
}

/** The stored return address, then cleared; '/' when there is none or it is not a path of this app. */
export function takeReturnUrl(store: KeyValueStore): string {
  const stored = store.getItem(RETURN_URL_KEY);
  store.removeItem(RETURN_URL_KEY);
  if (stored === null || !stored.startsWith('/') || stored.startsWith('//')) return paths.home;
  const pathname = stored.split(/[?#]/)[0] ?? '';
  return AUTH_PAGES.includes(pathname) ? paths.home : stored;
}

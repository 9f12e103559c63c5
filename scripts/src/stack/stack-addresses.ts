import type { StackUrls } from './start-stack';

/** What `npm start` prints, each an address that answers a GET (scripts/test/stack-addresses.test.ts). */
export function stackAddresses(urls: StackUrls): [label: string, url: string][] {
  return [
    ...(urls.web === undefined ? [] : [['Web app (Vite, reloads on change)', urls.web] as [string, string]]),
    ...(urls.hosting === undefined ? [] : [['Hosting (a production build, with the headers and rewrites of firebase.json)', urls.hosting] as [string, string]]),
    ['REST API (e.g. the catalogue)', `${urls.api}/products`],
    ['Auth emulator', urls.auth],
    ['Firestore emulator', urls.firestore],
    ['Storage emulator', urls.storage],
  ];
}

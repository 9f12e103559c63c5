import { clear, createStore, type UseStore } from 'idb-keyval';

/**
 * Drafts kept on this device in IndexedDB (they can hold files, which localStorage cannot), e.g. a
 * visitor's sell form while they sign in. Logout clears them with the rest of what the device keeps.
 */
let store: UseStore | undefined;
// Opened on first use: createStore opens the database at once.
export const deviceDrafts = (): UseStore => (store ??= createStore('campus-marketplace', 'drafts'));

export async function clearDeviceDrafts(): Promise<void> {
  await clear(deviceDrafts());
}

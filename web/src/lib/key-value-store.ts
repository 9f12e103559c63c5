/** The subset of the Web Storage API the client-storage helpers need, so tests can pass any store. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

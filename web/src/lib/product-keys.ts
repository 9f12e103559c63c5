/**
 * The catalogue's TanStack Query keys: every catalogue read hangs under `all`. Kept apart from the reads
 * themselves so the top bar's search box can name its keys without loading the Firestore SDK.
 */
export const productKeys = {
  all: ['products'] as const,
  detail: (productId: string) => ['products', 'detail', productId] as const,
};

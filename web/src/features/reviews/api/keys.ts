/** Every TanStack Query key of the reviews feature. */
export const reviewKeys = {
  ofProduct: (productId: string) => ['reviews', 'product', productId] as const,
};

import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';

/** Columns of product cards as the screen widens: two from a 360 px phone up (the theme's xs), as shops show them. */
const COLUMNS = {
  3: { base: 1, xs: 2, lg: 3 },
  4: { base: 1, xs: 2, md: 3, lg: 4 },
} as const;

/** The grid of product cards of the catalogue, the home page and the wishlist, at most `maxColumns` wide. */
export function ProductGrid({ maxColumns, ...props }: Omit<SimpleGridProps, 'columns' | 'gap'> & { maxColumns: keyof typeof COLUMNS }) {
  return <SimpleGrid columns={COLUMNS[maxColumns]} gap={{ base: '3', md: '6' }} {...props} />;
}

import { SimpleGrid } from '@chakra-ui/react';
import { ListingCardSkeleton } from '../../../components/listing-card';

export const MY_PRODUCTS_COLUMNS = { base: 1, sm: 2, lg: 3 };

export function MyProductsSkeleton() {
  return (
    <SimpleGrid columns={MY_PRODUCTS_COLUMNS} gap="6" role="status" aria-busy="true" aria-label="Loading your products">
      {[0, 1, 2].map((key) => (
        <ListingCardSkeleton key={key} />
      ))}
    </SimpleGrid>
  );
}

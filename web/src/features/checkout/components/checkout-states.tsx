import { Skeleton, Stack } from '@chakra-ui/react';
import { LuShoppingBag } from 'react-icons/lu';
import { EmptyPanel } from '../../../components/empty-panel';
import { paths } from '../../../config/paths';

/** Nothing to buy: an empty cart and no Buy Now product. */
export function EmptyCheckout() {
  return (
    <EmptyPanel
      icon={<LuShoppingBag />}
      title="Nothing to check out"
      description="Your cart is empty. Add products to it, or use Buy Now on a product, then come back here."
      action={{ label: 'Browse Products', to: paths.items }}
    />
  );
}

export function CheckoutSkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading checkout">
      <Skeleton height="20" borderRadius="xl" />
      <Skeleton height="72" borderRadius="xl" />
    </Stack>
  );
}

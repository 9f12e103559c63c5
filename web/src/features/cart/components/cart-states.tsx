import { Box, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { LuShoppingCart } from 'react-icons/lu';
import { EmptyPanel } from '../../../components/empty-panel';
import { paths } from '../../../config/paths';

/** 'Your cart is empty' with Start Shopping: a visitor's cart (spec: shown without login) or an empty one. */
export function EmptyCart() {
  return <EmptyPanel icon={<LuShoppingCart />} title="Your cart is empty" description="Add items to it now." action={{ label: 'Start Shopping', to: paths.items }} />;
}

export function CartSkeleton() {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" role="status" aria-busy="true" aria-label="Loading cart">
      <Stack gap="4">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="28" borderRadius="xl" />
        ))}
      </Stack>
      <Box>
        <Skeleton height="72" borderRadius="xl" />
      </Box>
    </Grid>
  );
}

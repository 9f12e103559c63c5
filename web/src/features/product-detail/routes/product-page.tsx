import { useDeferredValue, useState } from 'react';
import { Box, Button, Container, Grid, HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { LuPackageSearch, LuZap } from 'react-icons/lu';
import type { DeliveryMode } from '@campus/common/model';
import { PRODUCT_NOT_FOUND } from '@campus/common/messages';
import { isReservationActive } from '@campus/common/offers';
import { EmptyPanel } from '../../../components/empty-panel';
import { ErrorState } from '../../../components/error-state';
import { useProductSlots } from '../../../components/product-slots';
import { useSignInGate } from '../../../components/sign-in-gate';
import { paths } from '../../../config/paths';
import { saveDirectBuy, toDirectBuyProduct } from '../../../lib/direct-buy';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { productQueryOptions } from '../../../lib/product-query';
import { ProductGallery } from '../components/product-gallery';
import { ProductSummary } from '../components/product-summary';
import { ProductTabs } from '../components/product-tabs';

/** /product/:productId */
export default function ProductPage() {
  const { productId = '' } = useParams();
  const product = useQuery(productQueryOptions(productId));
  // The page renders in a background pass that yields to the browser, not in the store update's blocking one.
  const data = useDeferredValue(product.data);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      {product.isError && <ErrorState title="Could not load this product" error={product.error} onRetry={() => void product.refetch()} />}
      {!product.isError && data === undefined && <ProductSkeleton />}
      {data === null && <ProductNotFound />}
      {data && <ProductDetail key={data.id} product={data} />}
    </Container>
  );
}

function ProductDetail({ product }: { product: CatalogueProduct }) {
  const slots = useProductSlots();
  const [deliveryMode, setDeliveryMode] = useState<DeliveryMode>('direct');
  const gate = useSignInGate();
  const navigate = useNavigate();
  // A reserved item is bought through its deal (the deal controls), at the agreed price.
  const available = product.status === 'available' && !isReservationActive(product);

  const buyNow = () => {
    if (!gate.requireSignIn()) return;
    saveDirectBuy(localStorage, toDirectBuyProduct(product, deliveryMode));
    navigate(paths.checkout);
  };

  return (
    <Stack gap={{ base: '8', md: '12' }}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', lg: '12' }} alignItems="start">
        <Stack gap="4" position={{ md: 'sticky' }} top={{ md: '24' }}>
          <ProductGallery product={product} />
          <HStack gap="3">
            {slots.cartButton(product, 'full')}
            <Button flex="1" size="lg" colorPalette="teal" disabled={!available || !gate.ready} onClick={buyNow}>
              <LuZap /> Buy Now
            </Button>
          </HStack>
          {slots.dealActions(product)}
        </Stack>
        <ProductSummary product={product} deliveryMode={deliveryMode} onDeliveryModeChange={setDeliveryMode} />
      </Grid>
      <ProductTabs product={product} />
      {gate.dialog}
    </Stack>
  );
}

function ProductNotFound() {
  return (
    <EmptyPanel
      icon={<LuPackageSearch />}
      title={PRODUCT_NOT_FOUND}
      description="This product does not exist or is no longer listed."
      action={{ label: 'Browse Products', to: paths.items }}
    />
  );
}

function ProductSkeleton() {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', lg: '12' }} role="status" aria-busy="true" aria-label="Loading product">
      <Skeleton aspectRatio={1} borderRadius="xl" />
      <Stack gap="4">
        <Skeleton height="6" width="24" />
        <Skeleton height="10" />
        <Skeleton height="5" width="40" />
        <Skeleton height="10" width="48" />
        <SkeletonText noOfLines={4} />
        <Box>
          <Skeleton height="24" />
        </Box>
      </Stack>
    </Grid>
  );
}

import { useDeferredValue } from 'react';
import { Box, Container, Flex, LinkBox, LinkOverlay, Text, VStack } from '@chakra-ui/react';
import { HOME_FETCH } from '@campus/common/catalogue';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { HydrateOnDemand } from '../../../components/hydrate-on-demand';
import { ProductCard, ProductCardSkeleton } from '../../../components/product-card';
import { ProductGrid } from '../../../components/product-grid';
import { paths, productUrl } from '../../../config/paths';
import { useRecommendedProducts } from '../api/get-recommended-products';
import { SectionHeading } from './section-heading';

function ViewAllTile() {
  return (
    <LinkBox
      as="article"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="teal.300"
      borderRadius="xl"
      bg="brand.subtle"
      minH="240px"
      display="flex"
      alignItems="center"
      justifyContent="center"
      _hover={{ bg: 'teal.100' }}
    >
      <VStack gap="3" color="brand.fg">
        <Flex boxSize="14" borderRadius="full" bg="bg" align="center" justify="center" fontSize="2xl">
          <LuArrowRight />
        </Flex>
        <LinkOverlay asChild>
          <RouterLink to={paths.items}>
            <Text fontWeight="semibold" fontSize="lg">
              View All Products
            </Text>
          </RouterLink>
        </LinkOverlay>
      </VStack>
    </LinkBox>
  );
}

/** Recommended Products: the 8 newest fetched, 7 shown, then a 'View All Products' tile; it hydrates as it scrolls into view. */
export function RecommendedProducts() {
  return (
    <HydrateOnDemand when="visible">
      <RecommendedGrid />
    </HydrateOnDemand>
  );
}

function RecommendedGrid() {
  const recommended = useRecommendedProducts();
  // The cards render in a background pass that yields to the browser, not in the store update's blocking one.
  const products = useDeferredValue(recommended.data);
  return (
    <Box as="section" bg="bg" py="16" aria-label="Recommended Products">
      <Container maxW="7xl">
        <SectionHeading title="Recommended Products" subtitle="Fresh listings from students on your campus" />
        {recommended.isError ? (
          <ErrorState title="Could not load products" error={recommended.error} onRetry={() => void recommended.refetch()} />
        ) : (
          <ProductGrid maxColumns={4} aria-busy={products === undefined}>
            {products === undefined
              ? Array.from({ length: HOME_FETCH.shown }, (_, index) => <ProductCardSkeleton key={index} />)
              : products
                  .slice(0, HOME_FETCH.shown)
                  .map((product) => <ProductCard key={product.id} product={product} href={productUrl(product.id)} />)}
            <ViewAllTile />
          </ProductGrid>
        )}
      </Container>
    </Box>
  );
}

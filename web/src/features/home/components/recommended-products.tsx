import { Box, Button, Container, Flex, LinkBox, LinkOverlay, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { HOME_FETCH } from '@campus/common/catalogue';
import { FiArrowRight } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { paths, productUrl } from '../../../app/paths';
import { ProductCard, ProductCardSkeleton } from '../../../components/product-card';
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
          <FiArrowRight />
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

/** Recommended Products: the 8 newest fetched, 7 shown, then a 'View All Products' tile. */
export function RecommendedProducts() {
  const state = useRecommendedProducts();
  return (
    <Box as="section" bg="bg" py="16" aria-label="Recommended Products">
      <Container maxW="7xl">
        <SectionHeading title="Recommended Products" subtitle="Fresh listings from students on your campus" />
        {state.status === 'error' ? (
          <VStack gap="3" py="8" role="alert">
            <Text color="red.600">Could not load products. {state.error.message}</Text>
            <Button variant="outline" onClick={state.retry}>
              Try again
            </Button>
          </VStack>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="6">
            {state.status === 'loading'
              ? Array.from({ length: HOME_FETCH.shown }, (_, index) => <ProductCardSkeleton key={index} />)
              : state.products
                  .slice(0, HOME_FETCH.shown)
                  .map((product) => <ProductCard key={product.id} product={product} href={productUrl(product.id)} />)}
            <ViewAllTile />
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}

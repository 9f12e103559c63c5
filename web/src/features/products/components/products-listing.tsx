import { lazy, useDeferredValue, useEffect, useRef } from 'react';
import { Box, Button, Container, Flex, Heading, NativeSelect, Text } from '@chakra-ui/react';
import { LISTING_PAGE_SIZE, SORT_OPTIONS, isSortToken } from '@campus/common/catalogue';
import { formatCount } from '@campus/common/format';
import { NO_PRODUCTS_FOUND } from '@campus/common/messages';
import { FiSearch } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { EmptyPanel } from '../../../components/empty-panel';
import { ErrorState } from '../../../components/error-state';
import { HydrateOnDemand } from '../../../components/hydrate-on-demand';
import { OnDemand, preload } from '../../../components/on-demand';
import { FIRST_SCREEN_CARDS, ProductCard, ProductCardSkeleton } from '../../../components/product-card';
import { ProductGrid } from '../../../components/product-grid';
import { paths, productUrl } from '../../../config/paths';
import { useProductsPage } from '../api/get-products-page';
import { applyListingChange, readListingParams, type ListingChange } from '../listing-params';
import { FiltersButton } from './filters-button';
import { ListingFilters, type FilterSelection } from './listing-filters';
import { PaginationBar } from './pagination-bar';

// The drawer (and the dialog machinery under it) loads when a phone first opens it, not with the page.
const loadMobileFilters = () => import('./mobile-filters');
const MobileFilters = lazy(loadMobileFilters);

function NoProducts() {
  return (
    <EmptyPanel
      icon={<FiSearch />}
      title={NO_PRODUCTS_FOUND}
      description="We couldn't find any products matching your criteria. Try adjusting your filters or search terms."
      action={{ label: 'View all products', to: paths.items }}
    />
  );
}

/** /items: filters, sort, grid and pagination, all held in the URL. */
export function ProductsListing() {
  const [params, setParams] = useSearchParams();
  const { query, category, priceToken, page: pageNumber } = readListingParams(params);
  const products = useProductsPage(query);
  // The cards render in a background pass that yields to the browser, not in the store update's blocking one.
  const page = useDeferredValue(products.data);
  // Changes build on the latest URL, not on this render's: a second filter or sort chosen before the
  // first one has re-rendered the page must not undo it.
  const latestParams = useRef(params);
  latestParams.current = params;
  const update = (...changes: ListingChange[]) => {
    const next = changes.reduce(applyListingChange, latestParams.current);
    latestParams.current = next;
    setParams(next);
  };
  const change = (listingChange: ListingChange) => update(listingChange);
  const applySelection = (selection: FilterSelection) => update({ category: selection.category }, { priceToken: selection.priceToken });

  // Up to the first card on another page; not on load, when a visitor may have scrolled already.
  const shownPage = useRef(pageNumber);
  useEffect(() => {
    if (shownPage.current === pageNumber) return;
    shownPage.current = pageNumber;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pageNumber]);

  const title = query.search ? `Results for "${query.search}"` : (category ?? 'All Products');
  const total = page?.totalElements;
  const loading = products.isFetching;

  return (
    <Container maxW="7xl" py="8">
      <Flex gap="8" align="flex-start">
        <Box as="aside" aria-label="Filters" display={{ base: 'none', md: 'block' }} w="64" flexShrink={0} bg="bg" borderWidth="1px" borderRadius="xl" p="5" position="sticky" top="24">
          <Flex justify="space-between" align="center" mb="4">
            <Heading as="h2" size="md">
              Filters
            </Heading>
            {(category !== null || priceToken !== null) && (
              <Button variant="plain" size="xs" color="brand.fg" px="0" onClick={() => change({ clearFilters: true })}>
                Clear all filters
              </Button>
            )}
          </Flex>
          {/* Hidden on phones, where it stays the server's HTML until the screen widens to show it. */}
          <HydrateOnDemand when="visible">
            <ListingFilters selection={{ category, priceToken }} onChange={applySelection} />
          </HydrateOnDemand>
        </Box>

        <Box flex="1" minW="0">
          <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="6">
            <Box>
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              {total !== undefined && (
                <Text color="fg.muted" fontSize="sm">
                  {formatCount(total, 'product')}
                </Text>
              )}
            </Box>
            <Flex gap="3" align="center">
              <Box display={{ base: 'block', md: 'none' }}>
                <OnDemand placeholder={(activate) => <FiltersButton onClick={activate} onPointerEnter={preload(loadMobileFilters)} />}>
                  <MobileFilters defaultOpen selection={{ category, priceToken }} onApply={applySelection} />
                </OnDemand>
              </Box>
              <HydrateOnDemand when="interaction">
                <NativeSelect.Root size="sm" width="52">
                  <NativeSelect.Field
                    aria-label="Sort by"
                    value={query.sort}
                    onChange={(event) => {
                      if (isSortToken(event.target.value)) change({ sort: event.target.value });
                    }}
                  >
                    {SORT_OPTIONS.map((option) => (
                      <option key={option.token} value={option.token}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HydrateOnDemand>
            </Flex>
          </Flex>

          {products.isError && <ErrorState title="Could not load products" error={products.error} onRetry={() => void products.refetch()} />}
          {!products.isError && page === undefined && (
            <ProductGrid maxColumns={3} aria-busy="true">
              {Array.from({ length: Math.min(query.pageSize, LISTING_PAGE_SIZE) }, (_, index) => (
                <ProductCardSkeleton key={index} />
              ))}
            </ProductGrid>
          )}
          {products.isSuccess && !loading && page?.content.length === 0 && <NoProducts />}
          {page !== undefined && page.content.length > 0 && (
            <Box opacity={loading ? 0.6 : 1} transition="opacity 0.2s" aria-busy={loading}>
              <ProductGrid maxColumns={3}>
                {page.content.map((product, index) => (
                  <ProductCard key={product.id} product={product} href={productUrl(product.id)} priority={index < FIRST_SCREEN_CARDS} />
                ))}
              </ProductGrid>
              <HydrateOnDemand when="visible">
                <PaginationBar page={pageNumber} totalPages={page.totalPages} onPage={(next) => change({ page: next })} />
              </HydrateOnDemand>
            </Box>
          )}
        </Box>
      </Flex>
    </Container>
  );
}

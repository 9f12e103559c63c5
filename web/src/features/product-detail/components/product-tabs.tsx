import { Box, List, Table, Tabs } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { useProductSlots } from '../../../components/product-slots';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { HIGHLIGHTS, SPECIFICATIONS } from '../fixed-content';
import { ProductDescription } from './product-description';

/** Description / Specifications / Highlights / Reviews (count). */
export function ProductTabs({ product }: { product: CatalogueProduct }) {
  const slots = useProductSlots();
  const specifications = [
    { label: 'Category', value: product.category.name || 'Product' },
    ...(product.subcategory ? [{ label: 'Subcategory', value: product.subcategory }] : []),
    ...SPECIFICATIONS,
  ];
  return (
    <Tabs.Root defaultValue="description" variant="line" colorPalette="teal" size={{ base: 'sm', md: 'md' }}>
      <Tabs.List overflowX="auto" overflowY="hidden">
        <Tabs.Trigger flexShrink={0} whiteSpace="nowrap" value="description">Description</Tabs.Trigger>
        <Tabs.Trigger flexShrink={0} whiteSpace="nowrap" value="specifications">Specifications</Tabs.Trigger>
        <Tabs.Trigger flexShrink={0} whiteSpace="nowrap" value="highlights">Highlights</Tabs.Trigger>
        <Tabs.Trigger flexShrink={0} whiteSpace="nowrap" value="reviews">{slots.reviewsTabLabel(product)}</Tabs.Trigger>
      </Tabs.List>
      <Box pt="5">
        <Tabs.Content value="description">
          <ProductDescription text={product.description} />
        </Tabs.Content>
        <Tabs.Content value="specifications">
          <Table.Root size="sm" variant="outline" maxW="xl">
            <Table.Body>
              {specifications.map((row) => (
                <Table.Row key={row.label}>
                  <Table.Cell fontWeight="semibold" w="40%">
                    {row.label}
                  </Table.Cell>
                  <Table.Cell>{row.value}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Tabs.Content>
        <Tabs.Content value="highlights">
          <List.Root gap="2" variant="plain">
            {HIGHLIGHTS.map((highlight) => (
              <List.Item key={highlight}>
                <List.Indicator asChild color="green.700">
                  <LuCheck />
                </List.Indicator>
                {highlight}
              </List.Item>
            ))}
          </List.Root>
        </Tabs.Content>
        <Tabs.Content value="reviews">
          {slots.reviews(product)}
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}

import { useEffect } from 'react';
import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { formatRupees } from '@campus/common/format';
import { NO_PRODUCTS_FOUND } from '@campus/common/messages';
import { imageOrPlaceholder } from '../../../components/placeholder-image';
import { userMessage } from '../../../lib/error-message';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { useSearchSuggestions } from '../api/search-suggestions';
import { SearchingRow } from './searching-row';

export interface SearchSuggestionsProps {
  text: string;
  /** The listbox's id: each option's id is `${listId}-${index}`. */
  listId: string;
  /** The option chosen with the arrow keys, or -1. */
  active: number;
  /** Told which products are on screen, so the search box's keys can pick one. */
  onShown: (products: CatalogueProduct[]) => void;
  onChoose: (product: CatalogueProduct) => void;
}

const NONE: CatalogueProduct[] = [];

/** The options of the search box's listbox for the typed text. */
export default function SearchSuggestions({ text, listId, active, onShown, onChoose }: SearchSuggestionsProps) {
  const suggestions = useSearchSuggestions(text);
  const products = suggestions.status === 'success' ? suggestions.products : NONE;
  useEffect(() => onShown(products), [products, onShown]);

  if (suggestions.status === 'loading') return <SearchingRow />;
  if (suggestions.status === 'error') {
    return (
      <Text p="3" color="fg.muted" role="alert">
        {userMessage(suggestions.error)}
      </Text>
    );
  }
  if (products.length === 0) {
    return (
      <Text p="3" color="fg.muted">
        {NO_PRODUCTS_FOUND}
      </Text>
    );
  }
  return products.map((product, index) => (
    <Flex
      key={product.id}
      id={`${listId}-${index}`}
      role="option"
      aria-selected={index === active}
      align="center"
      gap="3"
      px="3"
      py="2"
      cursor="pointer"
      bg={index === active ? 'gray.100' : undefined}
      _hover={{ bg: 'gray.100' }}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(product)}
    >
      <Image src={imageOrPlaceholder(product.imageURL)} alt="" boxSize="10" objectFit="cover" borderRadius="sm" />
      <Box minW="0" flex="1">
        <Text truncate fontSize="sm" fontWeight="medium">
          {product.title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {product.category.name || 'Product'}
        </Text>
      </Box>
      <Text fontSize="sm" fontWeight="semibold">
        {formatRupees(product.price)}
      </Text>
    </Flex>
  ));
}

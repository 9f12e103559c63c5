import { useEffect } from 'react';
import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { formatRupees } from '@campus/common/format';
import { NO_PRODUCTS_FOUND } from '@campus/common/messages';
import { imageOrPlaceholder } from '../../../components/placeholder-image';
import { userMessage } from '../../../lib/error-message';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { useSearchSuggestions } from '../api/search-suggestions';
import { SearchingRow, SuggestionsPanel } from './suggestions-panel';

export interface SearchSuggestionsProps {
  text: string;
  /** The panel's id: each option's id is `${listId}-${index}`. */
  listId: string;
  /** The option chosen with the arrow keys, or -1. */
  active: number;
  /** Told which products are on screen, so the search box's keys can pick one. */
  onShown: (products: CatalogueProduct[]) => void;
  onChoose: (product: CatalogueProduct) => void;
}

const NONE: CatalogueProduct[] = [];

/** The search box's panel for the typed text: its options, or the lookup's status. */
export default function SearchSuggestions({ text, listId, active, onShown, onChoose }: SearchSuggestionsProps) {
  const suggestions = useSearchSuggestions(text);
  const products = suggestions.status === 'success' ? suggestions.products : NONE;
  useEffect(() => onShown(products), [products, onShown]);

  return (
    <SuggestionsPanel id={listId} listed={products.length > 0}>
      {suggestions.status === 'loading' ? (
        <SearchingRow />
      ) : suggestions.status === 'error' ? (
        <Text p="3" color="fg.muted" role="alert">
          {userMessage(suggestions.error)}
        </Text>
      ) : products.length === 0 ? (
        <Text p="3" color="fg.muted">
          {NO_PRODUCTS_FOUND}
        </Text>
      ) : (
        products.map((product, index) => (
          <SuggestionOption
            key={product.id}
            id={`${listId}-${index}`}
            product={product}
            active={index === active}
            onChoose={() => onChoose(product)}
          />
        ))
      )}
    </SuggestionsPanel>
  );
}

function SuggestionOption({ id, product, active, onChoose }: { id: string; product: CatalogueProduct; active: boolean; onChoose: () => void }) {
  return (
    <Flex
      id={id}
      role="option"
      aria-selected={active}
      align="center"
      gap="3"
      px="3"
      py="2"
      cursor="pointer"
      bg={active ? 'gray.100' : undefined}
      _hover={{ bg: 'gray.100' }}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
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
  );
}

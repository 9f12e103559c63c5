import { useId, useState, type KeyboardEvent } from 'react';
import { Box, Flex, Image, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import { formatRupees } from '@campus/common/format';
import { NO_PRODUCTS_FOUND } from '@campus/common/messages';
import { SUGGESTION_MAX_HEIGHT_PX } from '@campus/common/timers';
import { FiSearch } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { itemsUrl, productUrl } from '../../../app/paths';
import { imageOrPlaceholder } from '../../../components/placeholder-image';
import { useSearchSuggestions } from '../api/search-suggestions';

export interface SearchBoxProps {
  /** Called after the box navigates somewhere (the mobile search bar closes itself). */
  onNavigate?: () => void;
  autoFocus?: boolean;
}

/** The top bar's search with live suggestions (spec: 300 ms debounce, from 2 characters, 400 px list). */
export function SearchBox({ onNavigate, autoFocus }: SearchBoxProps) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(text);
  const products = suggestions.status === 'success' ? suggestions.products : [];
  const showList = open && suggestions.status !== 'idle';

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && products.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % products.length);
    } else if (event.key === 'ArrowUp' && products.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? products.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = showList ? products[active] : undefined;
      if (chosen) go(productUrl(chosen.id));
      else if (text.trim() !== '') go(itemsUrl({ search: text.trim() }));
    }
  };

  return (
    <Box position="relative" w="100%" role="search">
      <InputGroup startElement={<FiSearch />}>
        <Input
          type="search"
          placeholder="Search for products..."
          aria-label="Search products"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          bg="bg"
          borderRadius="full"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          // Let a click on a suggestion land before the list closes.
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      {showList && (
        <Box
          id={listId}
          role="listbox"
          aria-label="Search suggestions"
          position="absolute"
          top="calc(100% + 4px)"
          left="0"
          right="0"
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          shadow="lg"
          maxH={`${SUGGESTION_MAX_HEIGHT_PX}px`}
          overflowY="auto"
        >
          {suggestions.status === 'loading' && (
            <Flex p="3" align="center" gap="2" color="fg.muted">
              <Spinner size="sm" /> Searching...
            </Flex>
          )}
          {suggestions.status === 'success' && products.length === 0 && (
            <Text p="3" color="fg.muted">
              {NO_PRODUCTS_FOUND}
            </Text>
          )}
          {products.map((product, index) => (
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
              onClick={() => go(productUrl(product.id))}
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
          ))}
        </Box>
      )}
    </Box>
  );
}

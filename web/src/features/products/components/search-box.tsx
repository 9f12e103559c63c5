import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { Box, Input, InputGroup } from '@chakra-ui/react';
import { normaliseSearchTerm } from '@campus/common/catalogue';
import { FiSearch } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { itemsUrl, productUrl } from '../../../config/paths';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { SearchingRow, SuggestionsPanel } from './suggestions-panel';

// The suggestions (and the query machinery behind them) load when the user first types, not with the shell.
const SearchSuggestions = lazy(() => import('./search-suggestions'));

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
  /** The suggestions on screen, reported by the list, for the arrow keys and Enter. */
  const [shown, setShown] = useState<CatalogueProduct[]>([]);
  const showList = open && normaliseSearchTerm(text) !== null;
  const products = showList ? shown : [];
  // The options on screen, as the list last reported them (the panel itself picks its role from what it holds).
  const listed = products.length > 0;

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
      const chosen = products[active];
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
          aria-expanded={listed}
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
        <Suspense
          fallback={
            <SuggestionsPanel id={listId} listed={false}>
              <SearchingRow />
            </SuggestionsPanel>
          }
        >
          <SearchSuggestions text={text} listId={listId} active={active} onShown={setShown} onChoose={(product) => go(productUrl(product.id))} />
        </Suspense>
      )}
    </Box>
  );
}

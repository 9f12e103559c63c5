import { Stack } from '@chakra-ui/react';
import { PRICE_FILTERS } from '@campus/common/catalogue';
import { CATEGORY_NAMES } from '@campus/common/categories';
import { FilterRadioList, type FilterOption } from './filter-radio-list';

const CATEGORY_OPTIONS = CATEGORY_NAMES.map((name) => ({ value: name, label: name }));
/** Made when rendered, not when the page's chunk loads: their labels are the page's first rupee amounts (common/format.ts). */
const priceOptions = (): FilterOption[] => PRICE_FILTERS.map((filter) => ({ value: filter.token, label: filter.label }));

export interface FilterSelection {
  category: string | null;
  priceToken: string | null;
}

/** The Categories and Price filters, shared by the sidebar and the mobile drawer. */
export function ListingFilters({ selection, onChange }: { selection: FilterSelection; onChange: (selection: FilterSelection) => void }) {
  return (
    <Stack gap="6">
      <FilterRadioList
        legend="Categories"
        allLabel="All Categories"
        options={CATEGORY_OPTIONS}
        value={selection.category}
        onChange={(category) => onChange({ ...selection, category })}
      />
      <FilterRadioList
        legend="Price"
        allLabel="Any Price"
        options={priceOptions()}
        value={selection.priceToken}
        onChange={(priceToken) => onChange({ ...selection, priceToken })}
      />
    </Stack>
  );
}

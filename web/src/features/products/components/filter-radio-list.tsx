import { useId, useState } from 'react';
import { Button, Fieldset, RadioGroup, Stack } from '@chakra-ui/react';
import { FILTER_LIST_INITIAL, FILTER_LIST_SIZE } from '@campus/common/catalogue';
import { orderFilterEntries } from '../listing-params';

export interface FilterOption {
  value: string;
  label: string;
}

const ALL = '__all__';

interface FilterRadioListProps {
  legend: string;
  allLabel: string;
  options: readonly FilterOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One radio-style filter: 'All' plus up to 10 entries, the selected one first, 5 until 'Show more'. */
export function FilterRadioList({ legend, allLabel, options, value, onChange }: FilterRadioListProps) {
  const [expanded, setExpanded] = useState(false);
  // Radios named alike form one group across the page: the sidebar's and the mobile drawer's copies of a filter need names of their own.
  const name = `${legend}-${useId()}`;
  const ordered = orderFilterEntries(options, (option) => option.value === value, FILTER_LIST_SIZE);
  const visible = expanded ? ordered : ordered.slice(0, FILTER_LIST_INITIAL);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" fontSize="md" mb="2">
        {legend}
      </Fieldset.Legend>
      <RadioGroup.Root
        name={name}
        value={value ?? ALL}
        onValueChange={(details) => onChange(details.value === ALL || details.value === null ? null : details.value)}
        colorPalette="teal"
        size="sm"
      >
        <Stack gap="2">
          {[{ value: ALL, label: allLabel }, ...visible].map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} cursor="pointer">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {ordered.length > FILTER_LIST_INITIAL && (
        <Button variant="plain" size="sm" color="brand.fg" alignSelf="flex-start" px="0" onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Show less' : `Show more (${ordered.length - FILTER_LIST_INITIAL})`}
        </Button>
      )}
    </Fieldset.Root>
  );
}

import type { Ref } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** A search box inside a search landmark; filtering happens as the user types. */
export function SearchField({ label, placeholder, value, onChange, inputRef }: SearchFieldProps) {
  return (
    <InputGroup role="search" aria-label={label} startElement={<LuSearch />} width="full">
      <Input
        ref={inputRef}
        type="search"
        size="lg"
        bg="bg"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </InputGroup>
  );
}

import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';

export interface OptionSelectProps<T extends string> extends Omit<NativeSelectRootProps, 'onChange'> {
  /** The accessible name where no visible label (a Field.Label around it) names the select. */
  label?: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A native select over a fixed list of options, handing back only values of that list. */
export function OptionSelect<T extends string>({ label, value, options, onChange, ...rootProps }: OptionSelectProps<T>) {
  return (
    <NativeSelect.Root {...rootProps}>
      <NativeSelect.Field
        bg="bg"
        aria-label={label}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.currentTarget.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

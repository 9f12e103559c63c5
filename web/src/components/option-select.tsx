import { NativeSelect } from '@chakra-ui/react';

export interface OptionSelectProps<T extends string> {
  /** The accessible name (the toolbars show no visible label). */
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A native select over a fixed list of options, handing back only values of that list. */
export function OptionSelect<T extends string>({ label, value, options, onChange }: OptionSelectProps<T>) {
  return (
    <NativeSelect.Root>
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

import { useId, type ReactElement } from 'react';
import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { LuBriefcase, LuHouse } from 'react-icons/lu';
import type { AddressType } from '@campus/common/model';

const OPTIONS: readonly { value: AddressType; label: string; icon: ReactElement }[] = [
  { value: 'home', label: 'Home', icon: <LuHouse aria-hidden /> },
  { value: 'work', label: 'Work', icon: <LuBriefcase aria-hidden /> },
];

interface AddressTypeChoiceProps {
  /** The group's name, shown above the pills unless `labelHidden` (a heading next to it says the same). */
  label: string;
  labelHidden?: boolean;
  name: string;
  value: AddressType;
  onChange: (value: AddressType) => void;
  disabled?: boolean;
}

/**
 * Home or Work for an address, as two pills over native radio inputs: the browser gives the keyboard
 * behaviour (arrow keys within the group) and the form semantics, without the radio-group state machine
 * a Chakra RadioGroup brings to every address form's first load.
 */
export function AddressTypeChoice({ label, labelHidden = false, name, value, onChange, disabled = false }: AddressTypeChoiceProps) {
  const labelId = useId();
  return (
    <Stack gap="2">
      <Text id={labelId} fontSize="sm" fontWeight="medium" srOnly={labelHidden}>
        {label}
      </Text>
      <HStack role="radiogroup" aria-labelledby={labelId} gap="3">
        {OPTIONS.map((option) => (
          <chakra.label
            key={option.value}
            position="relative"
            display="inline-flex"
            alignItems="center"
            gap="2"
            px="4"
            minH="10"
            borderWidth="1px"
            borderRadius="full"
            cursor={disabled ? 'not-allowed' : 'pointer'}
            opacity={disabled ? 0.6 : 1}
            fontWeight="medium"
            _hover={{ borderColor: 'teal.solid' }}
            css={{
              '&:has(input:checked)': { borderColor: 'teal.solid', bg: 'teal.subtle', color: 'teal.fg' },
              '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' },
            }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              position="absolute"
              opacity={0}
              w="1px"
              h="1px"
            />
            {option.icon}
            {option.label}
          </chakra.label>
        ))}
      </HStack>
    </Stack>
  );
}

import type { ChangeEvent } from 'react';
import { Alert, Box, Input, RadioGroup, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { SELL_ADDRESS_FAILURE } from '@campus/common/schemas/sell-address';
import { AddressTypeChoice } from '../../../components/address-type-choice';
import { FormField } from '../../../components/form-field';
import type { SavedAddress } from '../../../lib/addresses';
import { addressLine } from '../../../lib/shipping-address';
import { NEW_ADDRESS, typingError, type NewAddressField, type SellFormValues } from '../sell-form-values';

type SellFormik = ReturnType<typeof useFormik<SellFormValues>>;

const NEW_ADDRESS_FIELDS: readonly { field: NewAddressField; label: string; multiline?: boolean; props?: Record<string, string> }[] = [
  { field: 'fullName', label: 'Full Name', props: { autoComplete: 'name' } },
  { field: 'phone', label: 'Mobile Number', props: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', placeholder: '10-digit mobile number' } },
  { field: 'pincode', label: 'Pincode', props: { inputMode: 'numeric', autoComplete: 'postal-code', placeholder: '6-digit pincode' } },
  { field: 'locality', label: 'Locality/Town' },
  { field: 'address', label: 'Address (House No, Building, Area, Street)', multiline: true, props: { autoComplete: 'street-address' } },
  { field: 'city', label: 'City', props: { autoComplete: 'address-level2' } },
  { field: 'state', label: 'State', props: { autoComplete: 'address-level1' } },
];

export interface SellAddressSectionProps {
  form: SellFormik;
  saved: readonly SavedAddress[];
  busy: boolean;
}

/**
 * Where the item can be picked up: one of the seller's saved addresses or a new one, checked with the sell
 * form's own rules (letters-and-spaces names, digits-only phone and pincode). Breaking a character or length
 * rule shows at once; a missing or short value once the field is left or the form submitted.
 */
export function SellAddressSection({ form, saved, busy }: SellAddressSectionProps) {
  const choice = form.values.addressChoice;
  const values = form.values.address;
  const submitted = form.submitCount > 0;
  const addressErrors = form.errors.address;
  const hasAddressErrors = typeof addressErrors === 'object' && Object.keys(addressErrors).length > 0;

  const errorOf = (field: NewAddressField): string | undefined =>
    form.touched.address?.[field] || submitted ? addressErrors?.[field] : typingError(field, values);

  if (choice === '') {
    return <Skeleton height="24" borderRadius="lg" role="status" aria-busy="true" aria-label="Loading your addresses" />;
  }

  return (
    <Stack gap="4">
      {choice === NEW_ADDRESS && submitted && hasAddressErrors && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{SELL_ADDRESS_FAILURE}</Alert.Title>
        </Alert.Root>
      )}
      {saved.length > 0 && (
        <RadioGroup.Root
          aria-label="Pickup address"
          name="addressChoice"
          value={choice}
          onValueChange={(details) => void form.setFieldValue('addressChoice', details.value ?? NEW_ADDRESS)}
          colorPalette="teal"
          disabled={busy}
        >
          <Stack gap="3">
            {saved.map((address) => (
              <RadioGroup.Item key={address.id} value={address.id} alignItems="flex-start" borderWidth="1px" borderRadius="lg" p="3" cursor="pointer">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator mt="0.5" />
                <RadioGroup.ItemText>
                  <Text as="span" display="block" fontWeight="semibold">
                    {address.fullName} {address.isDefault && <Text as="span" color="brand.fg" fontSize="xs">(Default)</Text>}
                  </Text>
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {addressLine(address)}
                  </Text>
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {address.phone}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
            <RadioGroup.Item value={NEW_ADDRESS} borderWidth="1px" borderRadius="lg" p="3" cursor="pointer">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText fontWeight="semibold">Use a new address</RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
      )}
      {choice === NEW_ADDRESS && (
        <Box role="group" aria-label="New address">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {NEW_ADDRESS_FIELDS.map(({ field, label, multiline, props }) => {
              const fieldProps = {
                ...props,
                disabled: busy,
                name: `address.${field}`,
                value: values[field],
                onBlur: form.handleBlur,
                onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void form.setFieldValue(`address.${field}`, event.target.value),
              };
              return (
                <Box key={field} gridColumn={multiline ? { md: 'span 2' } : undefined}>
                  <FormField label={label} error={errorOf(field)}>
                    {multiline ? <Textarea rows={2} {...fieldProps} /> : <Input {...fieldProps} />}
                  </FormField>
                </Box>
              );
            })}
          </SimpleGrid>
          <Box mt="4">
            <AddressTypeChoice
              label="Address Type"
              name="address.addressType"
              value={values.addressType}
              onChange={(type) => void form.setFieldValue('address.addressType', type)}
              disabled={busy}
            />
          </Box>
        </Box>
      )}
    </Stack>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, chakra, Checkbox, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { EMPTY_ADDRESS, type Address } from '@campus/common/model';
import { PHONE_LENGTH, PINCODE_LENGTH } from '@campus/common/limits';
import { digitsOnly } from '@campus/common/sanitize';
import { addressSchema } from '@campus/common/schemas/address';
import { AddressTypeChoice } from '../../../components/address-type-choice';
import { FormField } from '../../../components/form-field';
import { userMessage } from '../../../lib/error-message';

export interface AddressFormProps {
  /** Edit mode starts from the saved address and says 'Update Address'; add mode clears itself after each save. */
  initial?: Address;
  /**
   * The address will be the default whatever the checkbox says (the user's first address, or the current
   * default, which keeps the flag until another address takes it): the checkbox shows it, checked and fixed.
   */
  defaultLocked?: boolean;
  /** Keeps the submit button disabled, e.g. while the page moves on after a save. */
  disabled?: boolean;
  /** Saves the validated, trimmed values; a rejection shows its message above the form and keeps the values. */
  onSubmit: (values: Address) => Promise<void>;
}

type TextField = 'fullName' | 'phone' | 'pincode' | 'locality' | 'address' | 'city' | 'state';

/** Phone and pincode keep only digits, cut at their length, while the user types (spec section 5). */
const SANITIZE: Partial<Record<TextField, (value: string) => string>> = {
  phone: (value) => digitsOnly(value, PHONE_LENGTH),
  pincode: (value) => digitsOnly(value, PINCODE_LENGTH),
};

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * The Add/Edit address form of spec section 2, validated with common's addressSchema. Errors show after a
 * submit or once a field is left, and a field's error clears as soon as it is edited.
 */
export function AddressForm({ initial, defaultLocked = false, disabled = false, onSubmit }: AddressFormProps) {
  const editing = initial !== undefined;
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useFormik<Address>({
    initialValues: initial ?? EMPTY_ADDRESS,
    validationSchema: addressSchema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setSubmitError(null);
      const valid = addressSchema.cast(values);
      try {
        await onSubmit({ ...valid, isDefault: valid.isDefault || defaultLocked });
        if (!editing) helpers.resetForm();
      } catch (error) {
        setSubmitError(userMessage(error));
      }
    },
  });

  const errorOf = (field: TextField) => (form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined);
  const edit = <Field extends keyof Address>(field: Field, value: Address[Field]) => {
    void form.setFieldValue(field, value, false);
    form.setFieldError(field, undefined);
  };
  const textProps = (field: TextField) => ({
    name: field,
    value: form.values[field],
    onBlur: form.handleBlur,
    onChange: (event: { target: { value: string } }) => edit(field, SANITIZE[field]?.(event.target.value) ?? event.target.value),
  });
  const isWork = form.values.addressType === 'work';

  return (
    <chakra.form onSubmit={form.handleSubmit} noValidate aria-label={editing ? 'Edit address' : 'Add address'} bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Stack gap="8">
        {submitError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{submitError}</Alert.Title>
          </Alert.Root>
        )}
        <FormSection title="Contact Details">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Full Name" error={errorOf('fullName')}>
              <Input autoComplete="name" placeholder="Full name" {...textProps('fullName')} />
            </FormField>
            <FormField label="Mobile Number" error={errorOf('phone')}>
              <Input type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="10-digit mobile number" {...textProps('phone')} />
            </FormField>
          </SimpleGrid>
        </FormSection>

        <FormSection title="Address">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Pincode" error={errorOf('pincode')}>
              <Input inputMode="numeric" autoComplete="postal-code" placeholder="6-digit pincode" {...textProps('pincode')} />
            </FormField>
            <FormField label="Locality/Town" error={errorOf('locality')}>
              <Input placeholder="Locality or town" {...textProps('locality')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Address (House No, Building, Area, Street)" error={errorOf('address')}>
            <Textarea autoComplete="street-address" rows={3} placeholder="House no, building, area, street" {...textProps('address')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="City" error={errorOf('city')}>
              <Input autoComplete="address-level2" placeholder="City" {...textProps('city')} />
            </FormField>
            <FormField label="State" error={errorOf('state')}>
              <Input autoComplete="address-level1" placeholder="State" {...textProps('state')} />
            </FormField>
          </SimpleGrid>
        </FormSection>

        <FormSection title="Save Address As">
          <AddressTypeChoice label="Save Address As" labelHidden name="addressType" value={form.values.addressType} onChange={(type) => edit('addressType', type)} />
          {isWork && (
            <Stack gap="3" ps="1">
              <Checkbox.Root checked={form.values.openSaturday} onCheckedChange={(details) => edit('openSaturday', details.checked === true)} colorPalette="teal">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Open On Saturday</Checkbox.Label>
              </Checkbox.Root>
              <Checkbox.Root checked={form.values.openSunday} onCheckedChange={(details) => edit('openSunday', details.checked === true)} colorPalette="teal">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Open On Sunday</Checkbox.Label>
              </Checkbox.Root>
            </Stack>
          )}
        </FormSection>

        <Stack gap="1">
          <Checkbox.Root
            checked={defaultLocked || form.values.isDefault}
            disabled={defaultLocked}
            onCheckedChange={(details) => edit('isDefault', details.checked === true)}
            colorPalette="teal"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Make this my default address</Checkbox.Label>
          </Checkbox.Root>
          {defaultLocked && (
            <Text fontSize="sm" color="fg.muted" ps="7">
              {editing ? 'This is your default address until you make another one the default.' : 'Your first address is your default address.'}
            </Text>
          )}
        </Stack>

        <Button type="submit" colorPalette="teal" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={form.isSubmitting || disabled}>
          {form.isSubmitting ? 'Saving...' : editing ? 'Update Address' : 'Save Address'}
        </Button>
      </Stack>
    </chakra.form>
  );
}

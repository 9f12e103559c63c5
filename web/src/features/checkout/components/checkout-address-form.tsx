import type { ChangeEvent } from 'react';
import { Alert, Button, Checkbox, Flex, Grid, Input, Stack, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { EMPTY_ADDRESS, type Address } from '@campus/common/model';
import { PHONE_LENGTH, PINCODE_LENGTH } from '@campus/common/limits';
import { digitsOnly } from '@campus/common/sanitize';
import { checkoutAddressFormSchema } from '@campus/common/schemas/checkout-address';
import { AddressTypeChoice } from '../../../components/address-type-choice';
import { FormField } from '../../../components/form-field';
import { userMessage } from '../../../lib/error-message';

type TextField = 'fullName' | 'phone' | 'pincode' | 'locality' | 'address' | 'city' | 'state';

const TEXT_FIELDS: readonly TextField[] = ['fullName', 'phone', 'pincode', 'locality', 'address', 'city', 'state'];

const ADDRESS_SAVE_FAILED = 'Could not save the address. Please try again.';

export interface CheckoutAddressFormProps {
  /** Saves the address; a rejection is shown above the form, which keeps what was typed. */
  onSave: (address: Address) => Promise<void>;
  /** Closes the form without saving; none when there is no saved address to go back to. */
  onCancel?: () => void;
}

/**
 * The saved-address form inside checkout (spec section 5 'Checkout saved address'): every field is
 * required ('This field is required'), Save Address stays disabled while a text field is blank, phone
 * and pincode take digits only, up to 10 and 6.
 */
export function CheckoutAddressForm({ onSave, onCancel }: CheckoutAddressFormProps) {
  const formik = useFormik<Address>({
    initialValues: EMPTY_ADDRESS,
    validationSchema: checkoutAddressFormSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSave(checkoutAddressFormSchema.cast(values));
      } catch (error) {
        console.error('Saving the checkout address failed', error);
        helpers.setStatus(userMessage(error, ADDRESS_SAVE_FAILED));
      }
    },
  });

  const errorOf = (field: TextField) => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);
  const blankField = TEXT_FIELDS.some((field) => formik.values[field].trim() === '');
  const digitsField = (field: 'phone' | 'pincode', max: number) => ({
    ...formik.getFieldProps(field),
    inputMode: 'numeric' as const,
    onChange: (event: ChangeEvent<HTMLInputElement>) => void formik.setFieldValue(field, digitsOnly(event.target.value, max)),
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="New delivery address">
      <Stack gap="4">
        {typeof formik.status === 'string' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formik.status}</Alert.Title>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <FormField label="Full Name" error={errorOf('fullName')}>
            <Input autoComplete="name" {...formik.getFieldProps('fullName')} />
          </FormField>
          <FormField label="Phone Number" error={errorOf('phone')}>
            <Input type="tel" autoComplete="tel-national" placeholder="10-digit mobile number" {...digitsField('phone', PHONE_LENGTH)} />
          </FormField>
          <FormField label="Pincode" error={errorOf('pincode')}>
            <Input autoComplete="postal-code" placeholder="6-digit pincode" {...digitsField('pincode', PINCODE_LENGTH)} />
          </FormField>
          <FormField label="Locality" error={errorOf('locality')}>
            <Input {...formik.getFieldProps('locality')} />
          </FormField>
        </Grid>
        <FormField label="Address" error={errorOf('address')}>
          <Textarea autoComplete="street-address" placeholder="House number, building, street" rows={2} {...formik.getFieldProps('address')} />
        </FormField>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <FormField label="City" error={errorOf('city')}>
            <Input autoComplete="address-level2" {...formik.getFieldProps('city')} />
          </FormField>
          <FormField label="State" error={errorOf('state')}>
            <Input autoComplete="address-level1" {...formik.getFieldProps('state')} />
          </FormField>
        </Grid>
        <AddressTypeChoice label="Address Type" name="addressType" value={formik.values.addressType} onChange={(type) => void formik.setFieldValue('addressType', type)} />
        <Checkbox.Root
          colorPalette="teal"
          checked={formik.values.isDefault}
          onCheckedChange={(details) => void formik.setFieldValue('isDefault', details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Make this my default address</Checkbox.Label>
        </Checkbox.Root>
        <Flex gap="3" justify="flex-end" wrap="wrap">
          {onCancel && (
            <Button variant="ghost" onClick={onCancel} disabled={formik.isSubmitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" colorPalette="teal" disabled={blankField || formik.isSubmitting}>
            {formik.isSubmitting ? 'Saving...' : 'Save Address'}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

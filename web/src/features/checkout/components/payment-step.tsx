import type { ChangeEvent } from 'react';
import { Alert, Button, Flex, Grid, Input, RadioCard, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { LuArrowLeft, LuBanknote, LuCreditCard } from 'react-icons/lu';
import { formatRupees } from '@campus/common/format';
import { digitsOnly } from '@campus/common/sanitize';
import { paymentSchema } from '@campus/common/schemas/payment';
import { FormField } from '../../../components/form-field';
import { toPaymentRequest, type PaymentRequest } from '../api/place-order';
import { StepPanel } from './step-panel';

const CARD_NUMBER_MAX_DIGITS = 19;
const CVC_MAX_DIGITS = 4;

interface PaymentFormValues {
  /** Empty until the buyer picks one. */
  paymentMethod: '' | 'CARD' | 'COD';
  cardHolder: string;
  cardNumber: string;
  expiryMonth: string;
  cvc: string;
}

type CardField = Exclude<keyof PaymentFormValues, 'paymentMethod'>;

const initialValues: PaymentFormValues = { paymentMethod: '', cardHolder: '', cardNumber: '', expiryMonth: '', cvc: '' };

const METHODS = [
  { value: 'CARD', title: 'Credit / Debit Card', icon: <LuCreditCard /> },
  { value: 'COD', title: 'Cash on Delivery', icon: <LuBanknote /> },
] as const;

const isMethod = (value: string | null): value is 'CARD' | 'COD' => value === 'CARD' || value === 'COD';

/** '4242424242424242' -> '4242 4242 4242 4242', as typed. */
const groupedCardNumber = (value: string): string => digitsOnly(value, CARD_NUMBER_MAX_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');

/** This month as the month picker writes it, e.g. '2025-07': an earlier expiry cannot be chosen from the picker. */
function currentMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

export interface PaymentStepProps {
  total: number;
  placing: boolean;
  /** Why the last attempt failed, shown inline. */
  error: string | null;
  onPlaceOrder: (payment: PaymentRequest) => void;
  onBack: () => void;
}

/**
 * Step 3: card (holder, number, expiry month, CVC) or cash on delivery; Place Order stays disabled until
 * the choice is complete. Only the card's last 4 digits leave this form; the CVC never does.
 */
export function PaymentStep({ total, placing, error, onPlaceOrder, onBack }: PaymentStepProps) {
  const formik = useFormik<PaymentFormValues>({
    initialValues,
    validationSchema: paymentSchema,
    onSubmit: (values) => onPlaceOrder(toPaymentRequest(paymentSchema.cast(values))),
  });

  // Checked on every render rather than through formik's asynchronous validation, so Place Order is never enabled early.
  const complete = paymentSchema.isValidSync(formik.values);
  const errorOf = (field: CardField) => (formik.touched[field] ? formik.errors[field] : undefined);
  const digitsProps = (field: CardField, format: (value: string) => string) => ({
    ...formik.getFieldProps(field),
    inputMode: 'numeric' as const,
    onChange: (event: ChangeEvent<HTMLInputElement>) => void formik.setFieldValue(field, format(event.target.value)),
  });

  return (
    <StepPanel title="Payment">
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Payment">
        <Stack gap="5">
          <RadioCard.Root
            name="paymentMethod"
            value={formik.values.paymentMethod || null}
            onValueChange={(details) => isMethod(details.value) && void formik.setFieldValue('paymentMethod', details.value)}
            colorPalette="teal"
            size="sm"
          >
            <RadioCard.Label>Payment method</RadioCard.Label>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              {METHODS.map((method) => (
                <RadioCard.Item key={method.value} value={method.value}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <Flex gap="2" align="center" flex="1">
                      {method.icon}
                      <RadioCard.ItemText>{method.title}</RadioCard.ItemText>
                    </Flex>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </Grid>
          </RadioCard.Root>

          {formik.values.paymentMethod === 'CARD' && (
            <Stack gap="4">
              <FormField label="Card Holder Name" error={errorOf('cardHolder')}>
                <Input autoComplete="cc-name" {...formik.getFieldProps('cardHolder')} />
              </FormField>
              <FormField label="Card Number" error={errorOf('cardNumber')}>
                <Input autoComplete="cc-number" placeholder="1234 5678 9012 3456" {...digitsProps('cardNumber', groupedCardNumber)} />
              </FormField>
              <Grid templateColumns="1fr 1fr" gap="4">
                <FormField label="Expiry Month" error={errorOf('expiryMonth')}>
                  <Input type="month" autoComplete="cc-exp" min={currentMonth()} {...formik.getFieldProps('expiryMonth')} />
                </FormField>
                <FormField label="CVC" error={errorOf('cvc')}>
                  <Input autoComplete="cc-csc" placeholder="123" {...digitsProps('cvc', (value) => digitsOnly(value, CVC_MAX_DIGITS))} />
                </FormField>
              </Grid>
            </Stack>
          )}
          {formik.values.paymentMethod === 'COD' && <Text color="fg.muted">Pay in cash when you receive your order.</Text>}

          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}

          <Flex justify="space-between" fontWeight="bold" fontSize="lg">
            <Text>Amount payable</Text>
            <Text>{formatRupees(total)}</Text>
          </Flex>
          <Flex gap="3" justify="space-between">
            <Button variant="outline" onClick={onBack} disabled={placing} flex={{ base: '1', sm: 'initial' }}>
              <LuArrowLeft /> Back
            </Button>
            <Button type="submit" colorPalette="orange" disabled={!complete || placing} flex={{ base: '1', sm: 'initial' }}>
              {placing ? 'Placing...' : 'Place Order'}
            </Button>
          </Flex>
        </Stack>
      </form>
    </StepPanel>
  );
}

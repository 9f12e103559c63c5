import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import type { Address } from '@campus/common/model';
import type { SavedAddress } from '../../../lib/addresses';
import { orderTotals, type CheckoutOrder } from '../api/checkout-order';
import { toOrderRequest, type OrderRequest } from '../api/place-order';
import { ADDRESS_STEP, DETAILS_STEP, PAYMENT_STEP, SUMMARY_STEP } from '../checkout-steps';
import { useCheckoutStep } from '../hooks/use-checkout-step';
import { AddressStep } from './address-step';
import { CheckoutProgress } from './checkout-progress';
import { DetailsStep, type BuyerView } from './details-step';
import { OrderSummaryStep } from './order-summary-step';
import { PaymentStep } from './payment-step';

export interface CheckoutWizardProps {
  buyer: BuyerView;
  /** The saved addresses, the default first. */
  addresses: readonly SavedAddress[];
  order: CheckoutOrder;
  /** Saves a new address and resolves to its id. */
  onSaveAddress: (address: Address) => Promise<string>;
  placing: boolean;
  placeError: string | null;
  onPlaceOrder: (request: OrderRequest) => void;
}

/**
 * The signed-in user's four steps. The step lives in the URL; the chosen address starts as the default
 * one. A step whose prerequisites do not hold (no address yet, an item no longer available) is not shown.
 */
export function CheckoutWizard({ buyer, addresses, order, onSaveAddress, placing, placeError, onPlaceOrder }: CheckoutWizardProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const address = chosenId === null ? addresses[0] : addresses.find((candidate) => candidate.id === chosenId);
  const { step, goTo } = useCheckoutStep({ signedIn: true, hasAddress: Boolean(address), orderable: order.lines.every((line) => line.available) });

  return (
    <Stack gap="6">
      <CheckoutProgress step={step} />
      {step === DETAILS_STEP && <DetailsStep buyer={buyer} onContinue={() => goTo(ADDRESS_STEP)} />}
      {step === ADDRESS_STEP && (
        <AddressStep
          addresses={addresses}
          selected={address}
          onSelect={setChosenId}
          onSaveAddress={onSaveAddress}
          onBack={() => goTo(DETAILS_STEP)}
          onContinue={() => goTo(SUMMARY_STEP)}
        />
      )}
      {step === SUMMARY_STEP && address && (
        <OrderSummaryStep order={order} address={address} onEditAddress={() => goTo(ADDRESS_STEP)} onBack={() => goTo(ADDRESS_STEP)} onContinue={() => goTo(PAYMENT_STEP)} />
      )}
      {step === PAYMENT_STEP && address && (
        <PaymentStep
          total={orderTotals(order).total}
          placing={placing}
          error={placeError}
          onPlaceOrder={(payment) => onPlaceOrder(toOrderRequest(order, address, payment))}
          onBack={() => goTo(SUMMARY_STEP)}
        />
      )}
    </Stack>
  );
}

import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UserProfile } from '@campus/common/model';
import { ErrorState } from '../../../components/error-state';
import { useAddresses, useWriteAddress } from '../../../lib/addresses';
import { profileName, useProfile } from '../../../lib/profile';
import type { CheckoutOrder, CheckoutOrderView } from '../api/checkout-order';
import type { OrderRequest } from '../api/place-order';
import { CheckoutSkeleton, EmptyCheckout } from './checkout-states';
import { CheckoutWizard } from './checkout-wizard';
import type { BuyerView } from './details-step';

export interface CheckoutFlowProps {
  order: CheckoutOrderView;
  placing: boolean;
  placeError: string | null;
  onPlaceOrder: (request: OrderRequest) => void;
}

function buyerView(query: UseQueryResult<UserProfile>): BuyerView {
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  const { email, mobileNumber } = query.data;
  return { status: 'ready', details: { name: profileName(query.data), email, phone: mobileNumber } };
}

/**
 * The signed-in user's checkout over the order being bought: loading, a failed read with Retry, nothing
 * to buy, or the steps. While an order is being placed the order on screen stays as it was sent: the
 * server empties the cart before its answer arrives, and the live cart would otherwise show 'empty'.
 */
export function CheckoutFlow({ order: current, placing, placeError, onPlaceOrder }: CheckoutFlowProps) {
  const addresses = useAddresses();
  const buyer = useProfile();
  const writeAddress = useWriteAddress();
  const [sent, setSent] = useState<CheckoutOrder | null>(null);
  const order = placing && sent ? { status: 'ready' as const, ...sent } : current;

  if (order.status === 'loading' || addresses.isPending) return <CheckoutSkeleton />;
  if (order.status === 'error') return <ErrorState title="Could not load your order" error={order.error} onRetry={order.retry} />;
  if (addresses.isError) return <ErrorState title="Could not load your addresses" error={addresses.error} onRetry={() => void addresses.refetch()} />;
  if (order.lines.length === 0) return <EmptyCheckout />;

  return (
    <CheckoutWizard
      buyer={buyerView(buyer)}
      addresses={addresses.data}
      order={order}
      onSaveAddress={(values) => writeAddress.mutateAsync({ kind: 'save', values })}
      placing={placing}
      placeError={placeError}
      onPlaceOrder={(request) => {
        setSent(order);
        onPlaceOrder(request);
      }}
    />
  );
}

import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FirebaseError } from 'firebase/app';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import { UNEXPECTED_ERROR } from '@campus/common/fallback-messages';
import { ORDER_PLACE_FAILED } from '@campus/common/messages';
import type { DeliveryMode, ShippingAddress } from '@campus/common/model';
import { cardLast4, type PaymentValues } from '@campus/common/schemas/payment';
import type { SavedAddress } from '../../../lib/addresses';
import { userMessage } from '../../../lib/error-message';
import { productKeys } from '../../../lib/product-keys';
import type { CheckoutOrder } from './checkout-order';

/** What the card leaves the browser as: the holder, the last 4 digits and the month. Never the CVC. */
export interface CardInfo {
  cardHolder: string;
  cardNumber: string;
  expiryMonth: string;
}

export type PaymentRequest = { paymentMethod: 'COD' } | { paymentMethod: 'CARD'; paymentInfo: CardInfo };

/**
 * The placeOrder callable's body, without the idempotency key. No prices: the server re-prices every
 * line from the product documents (and, for a cart order, reads the lines from the cart itself).
 */
export type OrderRequest = {
  shippingAddress: ShippingAddress;
  products: { productId: string; quantity: number }[];
  isDirect: boolean;
  deliveryMode: DeliveryMode;
} & PaymentRequest;

export type PlaceOrderRequest = OrderRequest & { idempotencyKey: string };

export interface PlacedOrder {
  _id: string;
}

/** The payment step's values as sent: a card number cut to its last 4 digits, the CVC dropped. */
export function toPaymentRequest(payment: PaymentValues): PaymentRequest {
  if (payment.paymentMethod === 'COD') return { paymentMethod: 'COD' };
  return {
    paymentMethod: 'CARD',
    paymentInfo: { cardHolder: payment.cardHolder ?? '', cardNumber: cardLast4(payment.cardNumber ?? ''), expiryMonth: payment.expiryMonth ?? '' },
  };
}

export function toOrderRequest(order: CheckoutOrder, address: SavedAddress, payment: PaymentRequest): OrderRequest {
  const { fullName, phone, pincode, locality, address: street, city, state } = address;
  return {
    shippingAddress: { fullName, phone, pincode, locality, address: street, city, state },
    products: order.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    isDirect: order.isDirect,
    deliveryMode: order.deliveryMode,
    ...payment,
  };
}

export interface OrderAttempt {
  /** The request as sent, to tell a repeat of the same attempt from a new one. */
  fingerprint: string;
  idempotencyKey: string;
}

/**
 * The attempt `request` belongs to: the previous one when nothing changed (a double click, or a retry
 * after a lost answer, so the server returns the order it may already have placed), else a new one with
 * a new key.
 */
export function attemptFor(previous: OrderAttempt | null, request: OrderRequest, newKey: () => string = () => crypto.randomUUID()): OrderAttempt {
  const fingerprint = JSON.stringify(request);
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, idempotencyKey: newKey() };
}

export async function placeOrder(functions: Functions, request: PlaceOrderRequest): Promise<PlacedOrder> {
  const call = httpsCallable<PlaceOrderRequest, PlacedOrder>(functions, 'placeOrder');
  return (await call(request)).data;
}

/**
 * Spec section 8: the callable's own message as it is (e.g. 'This item has just been sold'), else
 * 'Failed to place your order. Please try again.'; a failure that is not the server's, 'An unexpected error occurred.'
 */
export function placeOrderErrorMessage(error: unknown): string {
  return error instanceof FirebaseError ? userMessage(error, ORDER_PLACE_FAILED) : UNEXPECTED_ERROR;
}

/**
 * The placeOrder callable as a mutation (inside reactfire's FunctionsProvider). `place` keeps one
 * idempotency key per attempt and ignores a call while one is under way.
 */
export function usePlaceOrder() {
  const functions = useFunctions();
  const queryClient = useQueryClient();
  const attempt = useRef<OrderAttempt | null>(null);
  // Set at once, where the mutation's own pending state reaches the next render only.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (request: PlaceOrderRequest) => placeOrder(functions, request),
    onSettled: () => {
      inFlight.current = false;
    },
    // The ordered products are sold now: pages that show them later must read them again. Not at once,
    // or the order on screen would turn unavailable before the success message.
    onSuccess: (_order, request) => {
      for (const { productId } of request.products) void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId), refetchType: 'none' });
    },
  });
  const place = (request: OrderRequest, options?: { onSuccess?: () => void }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    attempt.current = attemptFor(attempt.current, request);
    mutation.mutate({ ...request, idempotencyKey: attempt.current.idempotencyKey }, options);
  };
  return { place, placing: mutation.isPending, placed: mutation.isSuccess, error: mutation.error };
}

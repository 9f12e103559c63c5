import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import type { PaymentRequest } from '../api/place-order';
import { PaymentStep } from '../components/payment-step';


const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

function renderPayment(props: { placing?: boolean; error?: string | null } = {}) {
  const onPlaceOrder = vi.fn((_payment: PaymentRequest) => undefined);
  const result = renderApp(<PaymentStep total={1296} placing={props.placing ?? false} error={props.error ?? null} onPlaceOrder={onPlaceOrder} onBack={() => undefined} />);
  return { ...result, onPlaceOrder };
}

describe('payment step', { timeout: 20_000 }, () => {
  it('keeps Place Order disabled until a card is complete, then sends only its last 4 digits and never the CVC', async () => {
    const { user, onPlaceOrder } = renderPayment();
    expect(screen.getByText('₹1,296')).toBeInTheDocument();
    expect(placeOrder()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Credit \/ Debit Card/ }));
    expect(placeOrder()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Card Holder Name' }), 'Asha Kumar');
    await user.type(screen.getByRole('textbox', { name: 'Card Number' }), '4111-1111x1111 4242');
    // Digits only, grouped by four as typed.
    expect(screen.getByRole('textbox', { name: 'Card Number' })).toHaveValue('4111 1111 1111 4242');
    await user.type(screen.getByLabelText('Expiry Month'), '2030-05');
    expect(placeOrder()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '73a7');
    expect(screen.getByRole('textbox', { name: 'CVC' })).toHaveValue('737');

    await waitFor(() => expect(placeOrder()).toBeEnabled());
    await user.click(placeOrder());
    await waitFor(() => expect(onPlaceOrder).toHaveBeenCalledOnce());
    const sent = onPlaceOrder.mock.calls[0]?.[0];
    expect(sent).toEqual({ paymentMethod: 'CARD', paymentInfo: { cardHolder: 'Asha Kumar', cardNumber: '4242', expiryMonth: '2030-05' } });
    expect(JSON.stringify(sent)).not.toMatch(/4111|737/);
  });

  it('names each missing card field once it has been left', async () => {
    const { user } = renderPayment();
    await user.click(screen.getByRole('radio', { name: /Credit \/ Debit Card/ }));
    await user.click(screen.getByRole('textbox', { name: 'Card Holder Name' }));
    await user.click(screen.getByRole('textbox', { name: 'Card Number' }));
    await user.click(screen.getByLabelText('Expiry Month'));
    await user.click(screen.getByRole('textbox', { name: 'CVC' }));
    await user.click(screen.getByRole('textbox', { name: 'Card Holder Name' }));
    expect(await screen.findByText('Card holder name is required')).toBeInTheDocument();
    expect(screen.getByText('Card number is required')).toBeInTheDocument();
    expect(screen.getByText('Expiry month is required')).toBeInTheDocument();
    expect(screen.getByText('CVC is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Card Number' }), '4242');
    await user.tab();
    expect(await screen.findByText('Card number must be 12 to 19 digits')).toBeInTheDocument();
    expect(placeOrder()).toBeDisabled();
  });

  it('cash on delivery needs nothing more and sends only the method', async () => {
    const { user, onPlaceOrder } = renderPayment();
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    expect(screen.queryByRole('textbox', { name: 'Card Number' })).not.toBeInTheDocument();
    await waitFor(() => expect(placeOrder()).toBeEnabled());
    await user.click(placeOrder());
    await waitFor(() => expect(onPlaceOrder).toHaveBeenCalledWith({ paymentMethod: 'COD' }));
  });

  it('while placing the button says so and cannot be pressed; a failure shows its message inline', () => {
    renderPayment({ placing: true, error: 'This item has just been sold' });
    expect(screen.getByRole('button', { name: 'Placing...' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('This item has just been sold');
  });
});

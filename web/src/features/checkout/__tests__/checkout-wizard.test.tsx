import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Address } from '@campus/common/model';
import type { SavedAddress } from '../../../lib/addresses';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { renderApp } from '../../../testing/render-app';
import { buildCheckoutOrder, type CheckoutOrder } from '../api/checkout-order';
import type { OrderRequest } from '../api/place-order';
import { AddressStep } from '../components/address-step';
import { CheckoutWizard, type CheckoutWizardProps } from '../components/checkout-wizard';
import { DetailsStep } from '../components/details-step';


const product = (id: string, title: string, price: number, status: CatalogueProduct['status'] = 'available'): CatalogueProduct => ({
  id,
  title,
  price,
  originalPrice: price * 2,
  imageURL: '',
  images: [],
  description: `${title}, barely used`,
  category: { name: 'Electronic' },
  subcategory: 'Laptops & Accessories',
  sellerId: 'seller',
  listingId: id,
  status,
  createdAt: '2025-01-01T00:00:00.000Z',
  keywords: [],
});

const address = (id: string, fullName: string, isDefault: boolean): SavedAddress => ({
  id,
  fullName,
  phone: '9876543210',
  pincode: '560001',
  locality: 'Koramangala',
  address: `${id} Main Road`,
  city: 'Bengaluru',
  state: 'Karnataka',
  addressType: 'home',
  isDefault,
  openSaturday: false,
  openSunday: false,
});

const HOME = address('a1', 'Asha Kumar', true);
const HOSTEL = address('a2', 'Asha at Hostel', false);

const cartOrder = (products: CatalogueProduct[]): CheckoutOrder =>
  buildCheckoutOrder(
    products.map((entry) => ({ productId: entry.id, quantity: 1 })),
    new Map(products.map((entry) => [entry.id, entry])),
    false,
    'direct',
  );

function renderWizard(route: string, props: Partial<CheckoutWizardProps> = {}) {
  const onPlaceOrder = vi.fn((_request: OrderRequest) => undefined);
  const result = renderApp(
    <CheckoutWizard
      buyer={{ status: 'ready', details: { name: 'Asha Kumar', email: 'asha@campus.ac.in', phone: '' } }}
      addresses={[HOME, HOSTEL]}
      order={cartOrder([product('p1', 'Study Lamp', 1000), product('p2', 'Desk Chair', 234)])}
      onSaveAddress={() => Promise.resolve('new')}
      placing={false}
      placeError={null}
      onPlaceOrder={onPlaceOrder}
      {...props}
    />,
    { route },
  );
  return { ...result, onPlaceOrder };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('checkout steps', { timeout: 20_000 }, () => {
  it('shows Details with the buyer first, then walks forward with Continue and back with Back, the step in the URL', async () => {
    const { user, location } = renderWizard('/checkout');
    await waitFor(() => expect(location()).toBe('/checkout?step=0'));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checkout progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 4');
    expect(screen.getByRole('heading', { name: 'Your Details', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('asha@campus.ac.in')).toBeInTheDocument();
    expect(screen.getByText('Not added')).toBeInTheDocument();

    await user.click(continueButton());
    expect(location()).toBe('/checkout?step=1');
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    await user.click(continueButton());
    expect(location()).toBe('/checkout?step=2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/checkout?step=1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/checkout?step=0');
  });

  it('preselects the default address; another can be chosen and is the one the summary shows', async () => {
    const { user, location } = renderWizard('/checkout?step=1');
    expect(screen.getByRole('radio', { name: /Asha Kumar/ })).toBeChecked();
    expect(continueButton()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /Asha at Hostel/ }));
    await user.click(continueButton());
    expect(location()).toBe('/checkout?step=2');
    expect(screen.getByText('a2 Main Road, Koramangala, Bengaluru, Karnataka - 560001')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit delivery address' }));
    expect(location()).toBe('/checkout?step=1');
    expect(screen.getByRole('radio', { name: /Asha at Hostel/ })).toBeChecked();
  });

  it('with no saved address shows the form, keeps Continue disabled, and falls back to Address from a later step', async () => {
    const { location } = renderWizard('/checkout?step=3', { addresses: [] });
    await waitFor(() => expect(location()).toBe('/checkout?step=1'));
    expect(screen.getByRole('form', { name: 'New delivery address' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('an out-of-range step shows the last step', async () => {
    const { location } = renderWizard('/checkout?step=12');
    await waitFor(() => expect(location()).toBe('/checkout?step=3'));
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
  });

  it('the summary lists the lines, the purchase option, subtotal, 5% tax, free shipping, standard delivery and the total', () => {
    renderWizard('/checkout?step=2');
    expect(screen.getByText('Study Lamp')).toBeInTheDocument();
    expect(screen.getByText('Desk Chair')).toBeInTheDocument();
    expect(screen.getByText('Buy Direct From Seller')).toBeInTheDocument();
    expect(screen.getByText('No extra fees')).toBeInTheDocument();
    expect(screen.getByText('Subtotal (2 items)').nextSibling).toHaveTextContent('₹1,234');
    expect(screen.getByText('Tax (5%)').nextSibling).toHaveTextContent('₹62');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(screen.getByText('Standard Delivery (3-5 business days)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,296');
  });

  it('a doorstep Buy Now costs the price + 20%', () => {
    const lamp = product('p1', 'Study Lamp', 999);
    renderWizard('/checkout?step=2', { order: buildCheckoutOrder([{ productId: 'p1', quantity: 1 }], new Map([['p1', lamp]]), true, 'doorstep') });
    expect(screen.getByText('Premium delivery')).toBeInTheDocument();
    expect(screen.getByText('Subtotal (1 item)').nextSibling).toHaveTextContent('₹1,199');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,259');
  });

  it('an item no longer available stops the order at the summary', async () => {
    const { location } = renderWizard('/checkout?step=3', { order: cartOrder([product('p1', 'Study Lamp', 1000, 'sold')]) });
    await waitFor(() => expect(location()).toBe('/checkout?step=2'));
    expect(screen.getByText('No longer available')).toBeInTheDocument();
    expect(screen.getByText('Some items in your cart are no longer available.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('Place Order sends the chosen address, the lines and the payment, and no prices', async () => {
    const { user, onPlaceOrder } = renderWizard('/checkout?step=3');
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlaceOrder).toHaveBeenCalledOnce());
    expect(onPlaceOrder).toHaveBeenCalledWith({
      shippingAddress: { fullName: 'Asha Kumar', phone: '9876543210', pincode: '560001', locality: 'Koramangala', address: 'a1 Main Road', city: 'Bengaluru', state: 'Karnataka' },
      products: [
        { productId: 'p1', quantity: 1 },
        { productId: 'p2', quantity: 1 },
      ],
      isDirect: false,
      deliveryMode: 'direct',
      paymentMethod: 'COD',
    });
  });

  it('a visitor is asked to sign in on Details, and Continue is theirs to press', async () => {
    const onContinue = vi.fn();
    const { user } = renderApp(<DetailsStep buyer={{ status: 'visitor' }} onContinue={onContinue} />);
    expect(screen.getByText('Sign in to check out')).toBeInTheDocument();
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledOnce();
  });
});

/** The address step over a list that grows when an address is saved, as the cached list does. */
function AddressStepHarness() {
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const save = (values: Address) => {
    setAddresses((current) => [...current, { ...values, id: 'saved' }]);
    return Promise.resolve('saved');
  };
  return (
    <AddressStep
      addresses={addresses}
      selected={addresses.find((entry) => entry.id === selectedId)}
      onSelect={setSelectedId}
      onSaveAddress={save}
      onBack={() => undefined}
      onContinue={() => undefined}
    />
  );
}

describe('address step', { timeout: 20_000 }, () => {
  it('an address saved in checkout is chosen at once and Continue becomes enabled', async () => {
    const { user } = renderApp(<AddressStepHarness />);
    expect(continueButton()).toBeDisabled();
    const values = { 'Full Name': 'Asha Kumar', 'Phone Number': '9876543210', Pincode: '560001', Locality: 'Koramangala', Address: '12, 4th Cross', City: 'Bengaluru', State: 'Karnataka' };
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByRole('textbox', { name: label }), value);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Asha Kumar/ })).toBeChecked());
    expect(screen.queryByRole('form', { name: 'New delivery address' })).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });
});

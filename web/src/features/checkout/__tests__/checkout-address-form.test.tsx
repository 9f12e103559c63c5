import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Address } from '@campus/common/model';
import { renderApp } from '../../../testing/render-app';

import { CheckoutAddressForm } from '../components/checkout-address-form';

const FILLED = {
  'Full Name': 'Asha Kumar',
  'Phone Number': '9876543210',
  Pincode: '560001',
  Locality: 'Koramangala',
  Address: '12, 4th Cross',
  City: 'Bengaluru',
  State: 'Karnataka',
} as const;

const field = (label: string) => screen.getByRole('textbox', { name: label });
const save = () => screen.getByRole('button', { name: 'Save Address' });

describe('checkout address form', { timeout: 20_000 }, () => {
  it('keeps Save Address disabled while any text field is blank', async () => {
    const { user } = renderApp(<CheckoutAddressForm onSave={() => Promise.resolve()} />);
    expect(save()).toBeDisabled();
    for (const [label, value] of Object.entries(FILLED)) {
      expect(save()).toBeDisabled();
      await user.type(field(label), value);
    }
    expect(save()).toBeEnabled();
    await user.clear(field('City'));
    expect(save()).toBeDisabled();
    await user.type(field('City'), '   ');
    expect(save()).toBeDisabled();
  });

  it("says 'This field is required' under a field left blank, and clears it once filled", async () => {
    const { user } = renderApp(<CheckoutAddressForm onSave={() => Promise.resolve()} />);
    await user.click(field('Full Name'));
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    await user.type(field('Full Name'), 'Asha');
    await waitFor(() => expect(field('Full Name')).not.toHaveAttribute('aria-invalid'));
    // Leaving the phone field blank on the way back gives it the same message, and nothing else is flagged.
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
  });

  it('takes digits only in phone (10) and pincode (6) as typed, and wants them complete', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderApp(<CheckoutAddressForm onSave={onSave} />);
    await user.type(field('Phone Number'), '98a76-54 32109999');
    expect(field('Phone Number')).toHaveValue('9876543210');
    await user.type(field('Pincode'), '56x00012');
    expect(field('Pincode')).toHaveValue('560001');

    for (const [label, value] of Object.entries(FILLED)) {
      await user.clear(field(label));
      await user.type(field(label), label === 'Phone Number' ? '98765' : label === 'Pincode' ? '5600' : value);
    }
    await user.click(save());
    expect(await screen.findByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Pincode must be exactly 6 digits')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the trimmed address with its type and default flag', async () => {
    const onSave = vi.fn((_address: Address) => Promise.resolve());
    const { user } = renderApp(<CheckoutAddressForm onSave={onSave} />);
    for (const [label, value] of Object.entries(FILLED)) await user.type(field(label), label === 'City' ? ` ${value} ` : value);
    await user.click(screen.getByRole('radio', { name: 'Work' }));
    await user.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        fullName: 'Asha Kumar',
        phone: '9876543210',
        pincode: '560001',
        locality: 'Koramangala',
        address: '12, 4th Cross',
        city: 'Bengaluru',
        state: 'Karnataka',
        addressType: 'work',
        isDefault: true,
        openSaturday: false,
        openSunday: false,
      }),
    );
  });

  it('a failed save says so and keeps what was typed', async () => {
    const refused = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp(<CheckoutAddressForm onSave={() => Promise.reject(refused)} />);
    for (const [label, value] of Object.entries(FILLED)) await user.type(field(label), value);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to do that.");
    expect(screen.queryByText(/insufficient permissions/)).not.toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Asha Kumar');
    expect(logged).toHaveBeenCalledWith('Saving the checkout address failed', refused);
    logged.mockRestore();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { EMPTY_ADDRESS, type Address } from '@campus/common/model';
import { renderApp } from '../../../testing/render-app';
import { AddressForm } from '../components/address-form';

const LABELS = {
  fullName: 'Full Name',
  phone: 'Mobile Number',
  pincode: 'Pincode',
  locality: 'Locality/Town',
  address: 'Address (House No, Building, Area, Street)',
  city: 'City',
  state: 'State',
} as const;

const REQUIRED_MESSAGES = [
  'Full name is required',
  'Phone number is required',
  'Pincode is required',
  'Locality is required',
  'Address is required',
  'City is required',
  'State is required',
];

const HOSTEL: Address = {
  fullName: 'Asha Rani',
  phone: '9876543210',
  pincode: '560012',
  locality: 'Malleswaram',
  address: 'Room 12, Hostel B, Campus Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  addressType: 'home',
  isDefault: false,
  openSaturday: false,
  openSunday: false,
};


const field = (name: keyof typeof LABELS) => screen.getByLabelText(LABELS[name]);

function renderForm(props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  const onSubmit = vi.fn<(values: Address) => Promise<void>>(() => Promise.resolve());
  const rendered = renderApp(<AddressForm onSubmit={onSubmit} {...props} />);
  return { ...rendered, onSubmit: props.onSubmit ?? onSubmit };
}

async function fillAll(user: ReturnType<typeof renderForm>['user'], values: Address) {
  for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
    await user.clear(field(name));
    if (values[name] !== '') await user.paste(values[name]);
  }
}

describe('address form', { timeout: 30_000 }, () => {
  it('an empty submit shows every required message and saves nothing', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.getByRole('heading', { name: 'Contact Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Save Address As' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const message of REQUIRED_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('fullName')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blank-only text counts as missing', async () => {
    const { user, onSubmit } = renderForm();
    await fillAll(user, { ...HOSTEL, fullName: '   ', city: '  ' });
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a phone or pincode that is too short says how many digits it needs', async () => {
    const { user, onSubmit } = renderForm();
    await fillAll(user, { ...HOSTEL, phone: '98765', pincode: '5600' });
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Pincode must be exactly 6 digits')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the phone keeps only digits, cut at 10, and the pincode at 6, while typing', async () => {
    const { user } = renderForm();
    await user.type(field('phone'), '+91 98-765 432 1099');
    expect(field('phone')).toHaveValue('9198765432');
    await user.type(field('pincode'), 'PIN 560 012 99');
    expect(field('pincode')).toHaveValue('560012');
  });

  it("a field's error clears as soon as it is edited; the others stay", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await screen.findByText('Full name is required');

    await user.type(field('fullName'), 'A');
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    await user.type(field('phone'), '98');
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Phone number must be exactly 10 digits')).not.toBeInTheDocument();
    expect(screen.getByText('Pincode is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();

    // Leaving a field that is still wrong shows its message again.
    await user.tab();
    expect(await screen.findByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
  });

  it('Work reveals the opening days; the saved values are trimmed and say which days', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.queryByRole('checkbox', { name: 'Open On Saturday' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Save Address As' })).getByRole('radio', { name: 'Work' }));
    expect(screen.getByRole('checkbox', { name: 'Open On Sunday' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Open On Saturday' }));
    await user.click(screen.getByRole('radio', { name: 'Home' }));
    expect(screen.queryByRole('checkbox', { name: 'Open On Saturday' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Work' }));
    expect(screen.getByRole('checkbox', { name: 'Open On Saturday' })).toBeChecked();

    await fillAll(user, { ...HOSTEL, fullName: '  Asha Rani  ', city: 'Bengaluru ' });
    await user.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ ...HOSTEL, addressType: 'work', openSaturday: true, openSunday: false, isDefault: true }),
    );
  });

  it("shows 'Saving...' while saving, then clears itself for the next address", async () => {
    let finish = () => undefined as void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm({ onSubmit });
    await fillAll(user, HOSTEL);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save Address' })).toBeEnabled();
    for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[]) expect(field(name)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked();
  });

  it('a failed save shows what went wrong and keeps every value', async () => {
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    const onSubmit = vi.fn<(values: Address) => Promise<void>>().mockRejectedValueOnce(denied);
    const { user } = renderForm({ onSubmit });
    await fillAll(user, HOSTEL);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to do that.");
    expect(screen.queryByText(/insufficient permissions/)).not.toBeInTheDocument();
    expect(field('address')).toHaveValue(HOSTEL.address);
  });

  it('edit mode starts from the saved address; the default keeps its flag', async () => {
    const saved: Address = { ...HOSTEL, addressType: 'work', openSunday: true, isDefault: true };
    const { user, onSubmit } = renderForm({ initial: saved, defaultLocked: true });
    expect(field('fullName')).toHaveValue('Asha Rani');
    expect(field('pincode')).toHaveValue('560012');
    expect(screen.getByRole('radio', { name: 'Work' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Open On Sunday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Open On Saturday' })).not.toBeChecked();
    const makeDefault = screen.getByRole('checkbox', { name: 'Make this my default address' });
    expect(makeDefault).toBeChecked();
    expect(makeDefault).toBeDisabled();

    await user.clear(field('city'));
    await user.type(field('city'), 'Mysuru');
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...saved, city: 'Mysuru' }));
    // Edit mode keeps the values after saving.
    expect(field('city')).toHaveValue('Mysuru');
  });

  it("a user's first address is their default", async () => {
    const { user, onSubmit } = renderForm({ defaultLocked: true });
    expect(screen.getByText('Your first address is your default address.')).toBeInTheDocument();
    await fillAll(user, HOSTEL);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...EMPTY_ADDRESS, ...HOSTEL, isDefault: true }));
  });
});

import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { field, fillAddress, newUser, signInViaUi, signUpViaUi } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { adminApp } from './support/cleanup';
import { expectUrl } from './support/page';
import type { AddressInput } from './support/test-data';

const HOME: AddressInput = {
  fullName: 'Asha Rani',
  // Typed with spaces and a dash: the field keeps the digits.
  phone: '98765 43210',
  pincode: '560012',
  locality: 'Malleswaram',
  address: 'Room 12, Hostel B, Campus Road',
  city: 'Bengaluru',
  state: 'Karnataka',
};
const WORK: AddressInput = {
  fullName: 'Asha at Lab',
  phone: '91234-56789',
  pincode: '560001',
  locality: 'Vasanth Nagar',
  address: 'Lab 3, Science Block',
  city: 'Bengaluru',
  state: 'Karnataka',
};

/** Ticks a styled radio or checkbox: its input is hidden, so its label takes the click. */
async function tick(control: Locator): Promise<void> {
  await control.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => control.isChecked()).toBe(true);
}

/** The card of the address saved for `fullName` on /addresses. */
const card = (page: Page, fullName: string): Locator => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: fullName, exact: true }) });

// The address form's fields and the saved addresses go from two columns to one at 375 px, and no other journey
// visits these pages: both widths.
describeJourney('addresses', (session) => {
  it('a new user adds two addresses, edits one, moves the default and deletes one', async () => {
    const current = session();
    const { page } = current;
    const user = newUser('addresses');
    await signUpViaUi(page, user);
    await signInViaUi(page, user);

    await page.goto(webUrl('/addresses'));
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'My Addresses', level: 1 }).waitFor();
    await main.getByRole('heading', { name: 'No addresses found' }).waitFor();
    await current.screenshot('empty');

    // Add: the form asks for every field, filters the phone to digits, and clears after saving.
    await main.getByRole('link', { name: 'Add Your First Address' }).click();
    await expectUrl(page, (url) => url.pathname === '/add-address');
    await main.getByRole('heading', { name: 'Add New Address', level: 1 }).waitFor();
    await main.getByRole('button', { name: 'Save Address' }).click();
    await main.getByText('Full name is required').waitFor();
    await main.getByText('Pincode is required').waitFor();
    await current.screenshot('form-errors');
    await fillAddress(page, HOME);
    expect(await field(page, 'Mobile Number').inputValue()).toBe('9876543210');
    await main.getByRole('button', { name: 'Save Address' }).click();
    await main.getByText('Address added successfully!').waitFor();
    expect(await field(page, 'Full Name').inputValue()).toBe('');

    await fillAddress(page, WORK);
    await tick(main.getByRole('radio', { name: 'Work' }));
    await tick(main.getByRole('checkbox', { name: 'Open On Saturday' }));
    await current.screenshot('form-work');
    await main.getByRole('button', { name: 'Save Address' }).click();
    await main.getByText('Address added successfully!').waitFor();
    await expect.poll(() => field(page, 'Full Name').inputValue()).toBe('');

    // The list: the first address is the default; the Work one shows its one opening day.
    await main.getByRole('link', { name: 'Back' }).click();
    await expectUrl(page, (url) => url.pathname === '/addresses');
    const home = card(page, HOME.fullName);
    const work = card(page, WORK.fullName);
    await home.getByText('Default', { exact: true }).waitFor();
    await home.getByText('Bengaluru, Karnataka - 560012').waitFor();
    await work.getByText('Open on Saturday').waitFor();
    expect(await work.getByText('Open on Sunday').count()).toBe(0);
    expect(await work.getByText('Default', { exact: true }).count()).toBe(0);
    expect(await home.getByRole('button', { name: 'Set as Default' }).count()).toBe(0);
    await current.screenshot('list');

    // Edit the Work address: prefilled, then back on /addresses after 'Address updated successfully!'.
    await work.getByRole('link', { name: 'Edit' }).click();
    await expectUrl(page, (url) => url.pathname.startsWith('/edit-address/'));
    await main.getByRole('heading', { name: 'Edit Address', level: 1 }).waitFor();
    await expect.poll(() => field(page, 'Locality/Town').inputValue()).toBe(WORK.locality);
    expect(await main.getByRole('checkbox', { name: 'Open On Saturday' }).isChecked()).toBe(true);
    await field(page, 'Locality/Town').fill('Sadashivanagar');
    await field(page, 'City').fill('Bengaluru Urban');
    await tick(main.getByRole('checkbox', { name: 'Open On Sunday' }));
    await current.screenshot('edit');
    await main.getByRole('button', { name: 'Update Address' }).click();
    await main.getByText('Address updated successfully!').waitFor();
    await expectUrl(page, (url) => url.pathname === '/addresses');
    await work.getByText('Sadashivanagar').waitFor();
    await work.getByText('Open on Sunday').waitFor();

    // Set the Work address as the default: the badge moves.
    await work.getByRole('button', { name: 'Set as Default' }).click();
    await main.getByText('Default address updated successfully').waitFor();
    await work.getByText('Default', { exact: true }).waitFor();
    await expect.poll(() => home.getByText('Default', { exact: true }).count()).toBe(0);
    await home.getByRole('button', { name: 'Set as Default' }).waitFor();

    // Delete the Home address, after a Cancel that keeps it.
    await home.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog').filter({ hasText: 'Are you sure you want to delete this address?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await home.waitFor();
    await home.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await main.getByText('Address deleted successfully').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => home.count()).toBe(0);
    await current.screenshot('after-delete');

    // An address that is gone: a clear not-found state with the way back.
    await page.goto(webUrl('/edit-address/no-such-address'));
    await main.getByRole('heading', { name: 'Address not found' }).waitFor();
    await main.getByRole('link', { name: 'Back to My Addresses' }).click();
    await expectUrl(page, (url) => url.pathname === '/addresses');

    // What the server stored.
    const { uid } = await getAuth(adminApp()).getUserByEmail(user.email);
    const stored = await getFirestore(adminApp()).collection(`users/${uid}/addresses`).get();
    const addresses = stored.docs.map((doc) => doc.data());
    expect(addresses.filter((address) => address.isDefault === true)).toHaveLength(1);
    expect(addresses).toEqual([
      {
        fullName: WORK.fullName,
        phone: '9123456789',
        pincode: WORK.pincode,
        locality: 'Sadashivanagar',
        address: WORK.address,
        city: 'Bengaluru Urban',
        state: WORK.state,
        addressType: 'work',
        isDefault: true,
        openSaturday: true,
        openSunday: true,
      },
    ]);
  });
});

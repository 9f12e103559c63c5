import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, it } from 'vitest';
import { field, newUser, signInViaUi, signUpViaUi } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { adminApp } from './support/cleanup';
import { expectUrl } from './support/page';

const QUICK_ACTIONS = [
  ['Your Orders', '/orders'],
  ['Your Wishlist', '/wishlist'],
  ['Address', '/addresses'],
  ['My Products', '/my-products'],
  ['My Reviews', '/my-reviews'],
] as const;

/**
 * Sell requests of `sellerUid` waiting for an admin, as the submitListing function stores them (without
 * photos, which would need Storage uploads), one day apart, the last one newest. Removed with the user.
 */
async function seedPendingListings(sellerUid: string, email: string, names: readonly string[]): Promise<string[]> {
  const listings = getFirestore(adminApp()).collection('listings');
  const start = Date.now() - names.length * 86_400_000;
  return Promise.all(
    names.map(async (productName, index) => {
      const at = new Date(start + index * 86_400_000).toISOString();
      const ref = await listings.add({
        sellerId: sellerUid,
        seller: { firstName: 'Zara', lastName: 'Tester', email },
        productName,
        productDescription: `${productName}, lightly used.`,
        expectedPrice: 1500 + index,
        images: [],
        address: [{ fullName: 'Zara Tester', phone: '9876543210', address: 'Hostel 2', locality: 'South Campus', city: 'Pune', state: 'Maharashtra', pincode: '411007', addressType: 'home' }],
        category: { name: 'Books & Study Materials' },
        subcategory: 'Textbooks',
        state: 'sellrequest',
        createdAt: at,
        updatedAt: at,
      });
      return ref.id;
    }),
  );
}

// The profile, its edit form and /account keep one column and their order at 375 px; /account is checked at
// 375 px by account-life.test.ts.
describeJourney('account', { viewports: ['desktop'] }, (session) => {
  it('a new user edits the profile, sees it kept after a reload and on /profile and /account, then logs out', async () => {
    const { page } = session();
    const user = newUser('account');
    await signUpViaUi(page, user);
    await signInViaUi(page, user);

    await page.goto(webUrl('/profile'));
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    await page.getByRole('heading', { name: `${user.firstName} ${user.lastName}`, level: 2 }).waitFor();
    await page.getByText(user.email).waitFor();
    await page.getByText("You haven't reviewed any products yet.").waitFor();
    await page.getByText("You haven't listed any products yet.").waitFor();
    await session().screenshot('profile-new');

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expectUrl(page, (url) => url.pathname === '/profile-edit');
    await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
    await expect.poll(() => field(page, 'Email').inputValue()).toBe(user.email);
    expect(await field(page, 'Email').getAttribute('readonly')).not.toBeNull();

    // Typed input is filtered: letters and spaces in the name, at most 10 digits in the mobile number.
    await field(page, 'Full Name').fill('Asha2 Rani Kumar!');
    expect(await field(page, 'Full Name').inputValue()).toBe('Asha Rani Kumar');
    await field(page, 'Mobile Number').fill('98765-43210 7');
    expect(await field(page, 'Mobile Number').inputValue()).toBe('9876543210');
    const female = page.getByRole('button', { name: 'Female', exact: true });
    await female.click();
    expect(await female.getAttribute('aria-pressed')).toBe('true');
    await field(page, 'Birth Date').fill('2004-02-29');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Change' }).waitFor();
    // The top bar follows the new name at once: its avatar shows the first letter.
    await page.getByRole('banner').getByText('A', { exact: true }).waitFor();
    await session().screenshot('edit-saved');
    // The message goes after 3 s.
    await page.getByText('Profile updated successfully!').waitFor({ state: 'hidden', timeout: 10_000 });

    await page.reload();
    await expect.poll(() => field(page, 'Full Name').inputValue()).toBe('Asha Rani Kumar');
    expect(await field(page, 'Mobile Number').inputValue()).toBe('9876543210');
    expect(await field(page, 'Birth Date').inputValue()).toBe('2004-02-29');
    expect(await page.getByRole('button', { name: 'Female', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Male', exact: true }).getAttribute('aria-pressed')).toBe('false');

    const { uid } = await getAuth(adminApp()).getUserByEmail(user.email);
    const stored = (await getFirestore(adminApp()).collection('users').doc(uid).get()).data();
    expect(stored).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rani Kumar',
      email: user.email,
      mobileNumber: '9876543210',
      gender: 'female',
      birthDate: '2004-02-29',
    });

    await page.goto(webUrl('/account'));
    const info = page.getByRole('region', { name: 'Personal Information' });
    await info.getByText('Asha Rani Kumar').waitFor();
    await info.getByText('9876543210').waitFor();
    await info.getByText('Female').waitFor();
    const accountFaq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await accountFaq.getByText('How do I withdraw a product I listed?').waitFor();
    expect(await accountFaq.locator('summary').count()).toBe(4);
    await session().screenshot('account');

    const listingIds = await seedPendingListings(uid, user.email, ['Old Calculator', 'Lab Coat', 'Drawing Kit']);
    await page.goto(webUrl('/profile'));
    await page.getByRole('heading', { name: 'Asha Rani Kumar', level: 2 }).waitFor();
    // The 2 newest of the 3 listings, each Pending with Cancel Request.
    const products = page.getByRole('region', { name: 'My Products' });
    await products.getByText('You have 3 listed products.').waitFor();
    const cards = products.getByRole('article');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.nth(0).getByText('Drawing Kit', { exact: true }).count()).toBe(1);
    expect(await cards.nth(1).getByText('Lab Coat', { exact: true }).count()).toBe(1);
    const newest = cards.nth(0);
    await newest.getByText('Pending', { exact: true }).waitFor();
    await newest.getByRole('button', { name: 'Cancel Request' }).click();
    await newest.getByText('Cancel Requested', { exact: true }).waitFor();
    expect(await newest.getByRole('button', { name: 'Cancel Request' }).count()).toBe(0);
    const cancelled = await getFirestore(adminApp()).collection('listings').doc(listingIds[2] ?? '').get();
    expect(cancelled.get('state')).toBe('cancelrequest');
    for (const [name, href] of QUICK_ACTIONS) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const answer = faq.getByText('press Change next to your mobile number', { exact: false });
    expect(await answer.isVisible()).toBe(false);
    await faq.getByText('How do I change my mobile number?').click();
    await answer.waitFor();
    await session().screenshot('profile');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectUrl(page, (url) => url.pathname === '/signin');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });
});

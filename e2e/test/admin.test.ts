import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createAccount, DEMO_BUYER_EMAIL, newUser, signInViaUi, submitSignIn } from './support/auth';
import { describeJourney, webUrl, type Session } from './support/browser';
import { adminApp } from './support/cleanup';
import { createTestListing } from './support/listings';
import { expectUrl } from './support/page';
import { idTokenOf } from './support/test-data';

const DEMO_ADMIN = { email: 'admin@campus.ac.in', password: 'Campus@123' };
const DEMO_PASSWORD = 'Campus@123';
const WAIT_MS = 20_000;

/** A word no other listing holds, to search the journey's own requests with. */
const uniqueWord = () => `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;

const pendingBadge = (page: Page, tab: RegExp) => page.getByRole('tab', { name: tab }).getByLabel(/pending$/);

async function pendingCount(page: Page, tab: RegExp): Promise<number> {
  const badge = pendingBadge(page, tab);
  return (await badge.count()) === 0 ? 0 : Number((await badge.textContent()) ?? 0);
}

/** How many listings wait in `state` right now, counted in Firestore as the dashboard's figures are. */
async function waitingInFirestore(state: 'sellrequest' | 'cancelrequest'): Promise<number> {
  const snapshot = await getFirestore(adminApp()).collection('listings').where('state', '==', state).count().get();
  return snapshot.data().count;
}

/**
 * Waits until the tab's badge shows how many listings wait in `state`. The badges count every request in the
 * project, which the journeys running alongside add, decide and remove too: so the badge is compared with
 * Firestore's count of the moment, not with a sum from an earlier figure.
 */
async function expectBadgeCountsFirestore(page: Page, tab: RegExp, state: 'sellrequest' | 'cancelrequest'): Promise<void> {
  await expect
    .poll(async () => ({ badge: await pendingCount(page, tab), firestore: await waitingInFirestore(state) }), { timeout: WAIT_MS })
    .toSatisfy(({ badge, firestore }: { badge: number; firestore: number }) => badge === firestore);
}

async function searchRequests(page: Page, word: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(word);
}

/** Decides a request from its row and confirms; the row leaves the queue live. */
async function decide(page: Page, productName: string, action: string): Promise<void> {
  const row = page.getByRole('listitem', { name: productName });
  await row.getByRole('button', { name: action, exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: action, exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  await row.waitFor({ state: 'detached' });
}

/** The status badge of a listing card on My Products. */
const myProductStatus = (page: Page, productName: string, status: string) => page.getByRole('article', { name: productName }).getByText(status, { exact: true });

async function openAccountMenu({ page, isMobile }: Session) {
  const header = page.getByRole('banner');
  if (isMobile) {
    await header.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog');
  }
  await header.getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('menu');
}

/** Runs the admin queue's query (pending sell requests) against the Firestore emulator's REST API with an ID token. */
async function listPendingRequests(idToken: string): Promise<number> {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${process.env.GCLOUD_PROJECT}/databases/(default)/documents:runQuery`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'listings' }],
        where: { fieldFilter: { field: { fieldPath: 'state' }, op: 'IN', value: { arrayValue: { values: [{ stringValue: 'sellrequest' }] } } } },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
        limit: 21,
      },
    }),
  });
  return response.status;
}

// The queue's rows stack into cards and Request Details fills the screen at 375 px, and the Admin entry is in the
// side menu there instead of the avatar's menu: both widths.
describeJourney('admin', (session) => {
  it('an admin accepts and rejects sell requests and decides cancel requests; the seller sees each, the approved product is for sale', async () => {
    const current = session();
    const { page } = current;
    const word = uniqueWord();
    const seller = newUser('admin-seller');
    const sellerSession = await current.openSecondSession('seller');
    await createAccount(seller);
    const toAccept = await createTestListing(seller, `Accepted Lamp ${word}`, 1100);
    const toReject = await createTestListing(seller, `Rejected Kettle ${word}`, 600);
    const cancelAccepted = await createTestListing(seller, `Withdrawn Chair ${word}`, 900, true);
    const cancelRejected = await createTestListing(seller, `Kept Table ${word}`, 2100, true);

    await signInViaUi(page, DEMO_ADMIN);
    await page.goto(webUrl('/admin'));
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Pending Seller Requests', level: 2 }).waitFor();
    await page.getByRole('figure').filter({ hasText: 'Requests by state' }).locator('svg.recharts-surface').waitFor();
    await expect.poll(() => pendingCount(page, /Sell Requests/)).toBeGreaterThanOrEqual(2);
    await searchRequests(page, word);
    await page.getByRole('listitem', { name: toAccept.productName }).waitFor();
    await expect.poll(() => page.getByRole('listitem', { name: new RegExp(word) }).count()).toBe(2);
    await current.screenshot('pending');

    // Details: every field of the request, and its decisions.
    await page.getByRole('button', { name: `Details of ${toReject.productName}` }).click();
    const details = page.getByRole('dialog', { name: toReject.productName });
    await details.getByText(`${seller.firstName} ${seller.lastName}`).waitFor();
    await details.getByText(seller.email).waitFor();
    await details.getByText('Room 12, Hostel 4, Pune, Maharashtra - 411007').waitFor();
    await details.getByRole('button', { name: 'Reject Request' }).waitFor();
    await current.screenshot('details');
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'hidden' });

    // Each decision moves the badge live.
    await decide(page, toAccept.productName, 'Accept');
    await expectBadgeCountsFirestore(page, /Sell Requests/, 'sellrequest');
    await decide(page, toReject.productName, 'Reject');
    await expectBadgeCountsFirestore(page, /Sell Requests/, 'sellrequest');
    await page.getByRole('heading', { name: 'No requests match your search' }).waitFor();
    await page.getByRole('tab', { name: 'Approved' }).click();
    await page.getByRole('listitem', { name: toAccept.productName }).waitFor();
    await page.getByRole('tab', { name: 'Rejected' }).click();
    await page.getByRole('listitem', { name: toReject.productName }).waitFor();

    await page.getByRole('tab', { name: /Cancel Requests/ }).click();
    await page.getByRole('heading', { name: 'Pending Cancellation Requests', level: 2 }).waitFor();
    await decide(page, cancelAccepted.productName, 'Accept Cancel');
    await decide(page, cancelRejected.productName, 'Reject Cancel');
    await expectBadgeCountsFirestore(page, /Cancel Requests/, 'cancelrequest');
    await page.getByRole('tab', { name: 'Cancellation Approved' }).click();
    await page.getByRole('listitem', { name: cancelAccepted.productName }).waitFor();
    await current.screenshot('decided');

    // The seller's My Products follows each decision.
    const sellerPage = sellerSession.page;
    await signInViaUi(sellerPage, seller);
    await sellerPage.goto(webUrl('/my-products'));
    await myProductStatus(sellerPage, toAccept.productName, 'Approved').waitFor();
    await myProductStatus(sellerPage, toReject.productName, 'Rejected').waitFor();
    await myProductStatus(sellerPage, cancelAccepted.productName, 'Cancelled').waitFor();
    await myProductStatus(sellerPage, cancelRejected.productName, 'Pending').waitFor();
    await sellerSession.screenshot('my-products');

    // The approved request is a product for sale: in /items and in the search.
    await sellerPage.goto(webUrl(`/items?search=${word}`));
    await sellerPage.getByRole('link', { name: new RegExp(toAccept.productName) }).first().waitFor();
    expect(await sellerPage.getByText(toReject.productName).count()).toBe(0);
  });

  it('the Admin entry and the console are for admins: a visitor signs in first, a student is refused and so are their queries', async () => {
    const current = session();
    const { page } = current;
    await page.goto(webUrl('/admin'));
    await expectUrl(page, (url) => url.pathname === '/signin');
    await submitSignIn(page, DEMO_BUYER_EMAIL, DEMO_PASSWORD);
    await expectUrl(page, (url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'You are not allowed to view this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Pending Seller Requests' }).count()).toBe(0);
    await current.screenshot('student');
    const studentMenu = await openAccountMenu(current);
    await studentMenu.getByRole(current.isMobile ? 'link' : 'menuitem', { name: 'Profile' }).waitFor();
    expect(await studentMenu.getByText('Admin', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // What the console would ask Firestore for, asked with each one's ID token: refused to the student.
    expect(await listPendingRequests(await idTokenOf(DEMO_BUYER_EMAIL, DEMO_PASSWORD))).toBe(403);
    expect(await listPendingRequests(await idTokenOf(DEMO_ADMIN.email, DEMO_ADMIN.password))).toBe(200);

    const adminSession = await current.openSecondSession('admin');
    await signInViaUi(adminSession.page, DEMO_ADMIN);
    if (!current.isMobile) {
      // The avatar's menu closes itself after 2 s. Its first opening loads its code and asks whether the user is an
      // admin, which a busy machine may not finish in that time; once it has closed, it opens with all that in place.
      const firstOpening = await openAccountMenu(adminSession);
      await firstOpening.waitFor();
      await firstOpening.waitFor({ state: 'hidden' });
    }
    const adminMenu = await openAccountMenu(adminSession);
    await adminMenu.getByRole(current.isMobile ? 'link' : 'menuitem', { name: 'Admin' }).click();
    await expectUrl(adminSession.page, (url) => url.pathname === '/admin');
    await adminSession.page.getByRole('heading', { name: 'Pending Seller Requests' }).waitFor();
  });
});

import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newUser, signUpViaUi, submitSignIn } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { adminApp } from './support/cleanup';
import { escapeRegExp, expectUrl } from './support/page';
import { createTestProduct } from './support/test-data';

const DELETE_CONFIRM = 'Are you sure you want to delete this review? This action cannot be undone.';

/** Clicks the star for `rating` in a review form's star picker. */
async function chooseStars(form: Locator, rating: number): Promise<void> {
  await form.getByRole('radio', { name: new RegExp(`^${rating} stars?$`) }).click();
}

/** The My Reviews summary: the average out of 5 (1 decimal) and the total. */
async function expectSummary(page: Page, average: string, total: string): Promise<void> {
  const summary = page.getByRole('region', { name: 'Your rating summary' });
  await summary.getByText(new RegExp(`^${escapeRegExp(average)} out of 5$`)).waitFor();
  await summary.getByText(total, { exact: true }).waitFor();
}

async function storedReview(productId: string, email: string) {
  const { uid } = await getAuth(adminApp()).getUserByEmail(email);
  return getFirestore(adminApp()).collection('reviews').doc(`${productId}_${uid}`).get();
}

// The search, rating and sort fields go from a row to a column at 375 px, and no other journey visits My Reviews:
// both widths.
describeJourney('my-reviews', (session) => {
  it('a new user writes a review on a product page, then edits, finds and deletes it on My Reviews', async () => {
    const current = session();
    const { page } = current;
    const product = await createTestProduct({ title: 'Review Journey Calculator', price: 750 });
    const user = newUser('myreviews');
    await signUpViaUi(page, user);

    // Private: a visitor goes to /signin and comes back after signing in; nothing reviewed yet.
    await page.goto(webUrl('/my-reviews'));
    await expectUrl(page, (url) => url.pathname === '/signin');
    await submitSignIn(page, user.email, user.password);
    await expectUrl(page, (url) => url.pathname === '/my-reviews');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'My Reviews', level: 1 }).waitFor();
    expect(await main.getByRole('link', { name: 'Back to Profile' }).getAttribute('href')).toBe('/profile');
    await main.getByRole('heading', { name: 'No Reviews Yet' }).waitFor();
    await expectSummary(page, '0.0', '0 reviews');
    expect(await main.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/products');
    await current.screenshot('empty');

    // Write the review on the product page.
    await page.goto(webUrl(`/product/${product.id}`));
    await main.getByRole('heading', { name: product.title, level: 1 }).waitFor();
    await main.getByRole('tab', { name: /^Reviews/ }).click();
    await main.getByRole('button', { name: 'Write a Review' }).click();
    const form = main.getByRole('form', { name: 'Write a review' });
    await chooseStars(form, 4);
    const comment = `Accurate and sturdy, battery still fine (${current.viewport})`;
    await form.getByRole('textbox').fill(comment);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.waitFor({ state: 'hidden' });

    // My Reviews shows it with the product, the total and the average.
    await page.goto(webUrl('/my-reviews'));
    const reviews = main.getByRole('list', { name: 'Your reviews' });
    const card = reviews.getByRole('listitem', { name: `Your review of ${product.title}` });
    await card.getByText(comment).waitFor();
    expect(await card.getByRole('link', { name: product.title }).getAttribute('href')).toBe(`/product/${product.id}`);
    await card.getByRole('img', { name: 'Rated 4.0 out of 5' }).waitFor();
    await expectSummary(page, '4.0', '1 review');
    await current.screenshot('listed');

    // Edit: two stars and a new comment.
    await card.getByRole('button', { name: /^Edit/ }).click();
    const editForm = card.getByRole('form', { name: 'Edit your review' });
    await chooseStars(editForm, 2);
    const edited = `Display faded after a month (${current.viewport})`;
    await editForm.getByRole('textbox').fill(edited);
    await current.screenshot('editing');
    await editForm.getByRole('button', { name: 'Update Review' }).click();
    await editForm.waitFor({ state: 'hidden' });
    await card.getByText(edited).waitFor();
    await card.getByRole('img', { name: 'Rated 2.0 out of 5' }).waitFor();
    await expectSummary(page, '2.0', '1 review');
    const afterEdit = (await storedReview(product.id, user.email)).data();
    expect(afterEdit).toMatchObject({ rating: 2, comment: edited, userId: expect.any(String), productId: product.id });

    // Search over the product title and the comment; the rating filter; the sort.
    const search = main.getByRole('searchbox', { name: 'Search reviews' });
    await search.fill('faded');
    await card.waitFor();
    await search.fill(product.title.split(' ').at(-1) ?? '');
    await card.waitFor();
    await search.fill('no such review anywhere');
    await main.getByRole('heading', { name: 'No Matching Reviews' }).waitFor();
    await main.getByRole('button', { name: 'Clear Filters' }).click();
    await card.waitFor();
    expect(await search.inputValue()).toBe('');
    const rating = main.getByRole('combobox', { name: 'Rating' });
    await rating.selectOption({ label: '5 Stars' });
    await main.getByRole('heading', { name: 'No Matching Reviews' }).waitFor();
    await rating.selectOption({ label: '2 Stars' });
    await card.waitFor();
    await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest' });
    await card.waitFor();

    // Delete, confirmed with 'Yes, Delete': the empty state returns.
    await card.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog').filter({ hasText: DELETE_CONFIRM });
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await current.screenshot('confirm');
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await main.getByRole('heading', { name: 'No Reviews Yet' }).waitFor();
    await expectSummary(page, '0.0', '0 reviews');
    expect(await reviews.count()).toBe(0);
    await current.screenshot('deleted');

    expect((await storedReview(product.id, user.email)).exists).toBe(false);
  });
});

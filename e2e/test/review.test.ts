import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectSignedIn, newUser, signInViaUi, signUpViaUi } from './support/auth';
import { describeJourney } from './support/browser';
import { escapeRegExp, openProductViaSearch } from './support/page';

/** A seeded product with two reviews (ratings 3 and 4), which no other journey reads or reviews. */
const PRODUCT = { word: 'Hero', title: 'Hero Sprint Geared Cycle (26T)', ratings: [3, 4] };

const average = (ratings: number[]) => (ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length).toFixed(1);

/** Clicks the star for `rating` in the review form's star picker. */
async function chooseStars(form: Locator, rating: number): Promise<void> {
  const name = new RegExp(`^${rating} stars?$`, 'i');
  await form.getByRole('radio', { name }).or(form.getByRole('button', { name })).first().click();
}

/** Asserts the Reviews tab count and the Customer Reviews block's average (1 decimal) and count. */
async function expectSummary(page: Page, ratings: number[]): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: `Reviews (${ratings.length})` }).waitFor();
  const panel = main.getByRole('tabpanel');
  await panel.getByText(new RegExp(`(^|\\s)${escapeRegExp(average(ratings))}(\\s|$)`)).first().waitFor();
  await panel.getByText(new RegExp(`\\b${ratings.length} reviews?\\b`, 'i')).first().waitFor();
}

// The Reviews tab only re-flows at 375 px, where my-reviews.test.ts writes a review on it too.
describeJourney('review', { viewports: ['desktop'] }, (session) => {
  it('a signed-in user writes, edits and deletes a review; the average and count follow', async () => {
    const current = session();
    const { page } = current;
    const user = newUser('review');
    await signUpViaUi(page, user);
    await signInViaUi(page, user);
    await expectSignedIn(current, user);

    await openProductViaSearch(current, PRODUCT.word, PRODUCT.title);
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
    await expectSummary(page, PRODUCT.ratings);

    // Create: a rating is required, the comment is optional.
    await main.getByRole('button', { name: /write.*review/i }).click();
    const form = main.getByRole('form', { name: /review/i });
    await form.getByRole('button', { name: /submit/i }).click();
    await form.getByText('Please select a rating').waitFor();
    await chooseStars(form, 5);
    const comment = `Smooth deal, would buy again (${current.viewport} ${Date.now()})`;
    await form.getByRole('textbox').fill(comment);
    await form.getByRole('button', { name: /submit/i }).click();
    await form.waitFor({ state: 'hidden' });

    const mine = main.getByRole('listitem').filter({ hasText: `${user.firstName} ${user.lastName}` });
    await mine.getByText(comment).waitFor();
    await expectSummary(page, [...PRODUCT.ratings, 5]);
    await current.screenshot();

    // Edit: two stars and a new comment replace the review.
    await mine.getByRole('button', { name: /edit/i }).click();
    const editForm = main.getByRole('form', { name: /review/i });
    await chooseStars(editForm, 2);
    const edited = `${comment}, edited`;
    await editForm.getByRole('textbox').fill(edited);
    await editForm.getByRole('button', { name: /update|submit|save/i }).click();
    await editForm.waitFor({ state: 'hidden' });
    await mine.getByText(edited).waitFor();
    await expectSummary(page, [...PRODUCT.ratings, 2]);

    // Delete, confirmed with 'Yes, Delete'.
    await mine.getByRole('button', { name: /delete/i }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Are you sure you want to delete this review? This action cannot be undone.' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => mine.count(), { timeout: 20_000 }).toBe(0);
    await expectSummary(page, PRODUCT.ratings);
    await main.getByRole('button', { name: /write.*review/i }).waitFor();
    await current.screenshot('deleted');
  });
});

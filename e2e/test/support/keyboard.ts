import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** A keyboard user reaches anything on a page within this many presses of Tab. */
const TAB_LIMIT = 80;
const WAIT_MS = 20_000;

/** Whether `target` has the keyboard focus (it waits for `target` to be in the page). */
export const hasFocus = (target: Locator): Promise<boolean> => target.evaluate((element) => element === element.ownerDocument.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user moves through a page. */
export async function tabTo(target: Locator): Promise<void> {
  const { keyboard } = target.page();
  for (let presses = 0; presses <= TAB_LIMIT; presses += 1) {
    if (await hasFocus(target)) return;
    await keyboard.press('Tab');
  }
  throw new Error(`${TAB_LIMIT} presses of Tab did not reach ${target}`);
}

/** Tabs to a link or button and presses Enter on it. */
export async function press(target: Locator): Promise<void> {
  await tabTo(target);
  await target.page().keyboard.press('Enter');
}

/** Tabs to each field in turn and types its text. */
export async function typeInto(fields: readonly (readonly [field: Locator, text: string])[]): Promise<void> {
  for (const [field, text] of fields) {
    await tabTo(field);
    await field.page().keyboard.type(text);
  }
}

/**
 * Waits until `target` has the focus and shows it as keyboard focus: it matches :focus-visible and draws an
 * outline (the theme's focus ring).
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  const showsFocus = () =>
    target.evaluate((element) => {
      const style = element.ownerDocument.defaultView?.getComputedStyle(element);
      const outlined = style !== undefined && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return element === element.ownerDocument.activeElement && element.matches(':focus-visible') && outlined;
    });
  await expect.poll(showsFocus, { timeout: WAIT_MS, message: `${target} should have a visible focus` }).toBe(true);
}

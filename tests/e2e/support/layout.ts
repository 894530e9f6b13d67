import type { Locator } from '@playwright/test';
import { expect } from './test';

/** A phone the screens must fit: the narrowest width the brief names. */
export const PHONE = { width: 360, height: 740 };

/** Every element `inside` matches lies within `container`'s box, left to right (half a pixel of rounding). */
export async function expectFitsWidth(container: Locator, inside: Locator) {
  const outer = await container.boundingBox();
  expect(outer).not.toBeNull();
  const count = await inside.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await inside.nth(i).boundingBox();
    expect(box).not.toBeNull();
    expect([i, box!.x >= outer!.x - 0.5, box!.x + box!.width <= outer!.x + outer!.width + 0.5]).toEqual([
      i,
      true,
      true,
    ]);
  }
}

/**
 * Tab to each control of `form` in turn (up to `presses` times, or to the page's end) and wait until the one with
 * the focus has scrolled clear of `bar`, a sticky bar at the foot of the screen (or the bar has
 * gone, as /book's estimate bar does once the estimate is in view).
 */
export async function expectTabbingClearsBar(form: Locator, bar: Locator, presses: number) {
  const page = form.page();
  const [formEl, barEl] = [await form.elementHandle(), await bar.elementHandle()];
  let checked = 0;
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    // document.activeElement, not ':focus', which a date input's picker button does not match.
    const focused = (await page.evaluateHandle(() => document.activeElement)).asElement();
    // Past the page's last control the focus leaves the document: nothing more to check.
    if (!focused || !(await page.evaluate(() => document.hasFocus()))) break;
    const inForm = await focused.evaluate(
      (el, [f, b]) => f!.contains(el) && !b!.contains(el) && el.getBoundingClientRect().height < 160,
      [formEl, barEl] as const,
    );
    if (!inForm) continue;
    checked++;
    // Focusing scrolls smoothly: wait for the field to come to rest above the bar.
    await expect
      .poll(async () => {
        // The bar's handle, not its locator: a role locator stops matching a bar that is hidden.
        const [field, over] = await Promise.all([focused.boundingBox(), barEl!.boundingBox()]);
        return over === null || field!.y + field!.height <= over.y + 0.5;
      })
      .toBe(true);
  }
  expect(checked).toBeGreaterThan(5);
}

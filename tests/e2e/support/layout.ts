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
 * Tab to each control of `form` in turn (up to `presses` times) and wait until the one with
 * the focus has scrolled clear of `bar`, a sticky bar at the foot of the screen.
 */
export async function expectTabbingClearsBar(form: Locator, bar: Locator, presses: number) {
  const page = form.page();
  let checked = 0;
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const inForm = await focused.evaluate(
      (el, [formEl, barEl]) =>
        formEl!.contains(el) && !barEl!.contains(el) && el.getBoundingClientRect().height < 160,
      [await form.elementHandle(), await bar.elementHandle()] as const,
    );
    if (!inForm) continue;
    checked++;
    // Focusing scrolls smoothly: wait for the field to come to rest above the bar.
    await expect
      .poll(async () => {
        const [field, over] = await Promise.all([focused.boundingBox(), bar.boundingBox()]);
        return field!.y + field!.height <= over!.y + 0.5;
      })
      .toBe(true);
  }
  expect(checked).toBeGreaterThan(5);
}

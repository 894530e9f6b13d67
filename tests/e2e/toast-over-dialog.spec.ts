import type { Locator, Page } from '@playwright/test';
import { signUpAndOpen } from './support/accounts';
import { fillBookForm } from './support/booking';
import { PHONE } from './support/layout';
import { heading, holdToast, liveRegionText, openTab, STYLIST_EMAIL, signIn } from './support/screens';
import { expect, test } from './support/test';

/**
 * A toast raised while a modal dialog is open (a failed save, a failed reset, a form's missing
 * fields) leaves the dialog's buttons free, on a 360 px phone and on a laptop: it does not cover
 * them, and they can be pressed while it shows. On a phone, where every toast comes in at the top,
 * the booking confirmation it announces is brought into view below it, not under it.
 */

test.describe.configure({ mode: 'parallel' });
test.use({ reducedMotion: 'reduce' });

/** A laptop screen, where a tall dialog's buttons reach the corner toasts used to take. */
const LAPTOP = { width: 1280, height: 720 };

/** The server answers `method` on `path` with a 500, as on a bad day; `count` says how often it was asked. */
async function failing(page: Page, method: string, path: RegExp) {
  const asked = { count: 0 };
  await page.route(
    (url) => path.test(url.pathname),
    (route) => {
      if (route.request().method() !== method) return route.fallback();
      asked.count += 1;
      return route.fulfill({ status: 500, json: { message: 'Internal Server Error', errors: [] } });
    },
  );
  return asked;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast `title` is on screen and announced, and each button, brought into view, lies clear of it. */
async function expectToastClearOf(page: Page, title: string, buttons: Locator[]) {
  const { height } = page.viewportSize()!;
  const toast = await holdToast(page, title);
  // Still announced: the screen reader has it, in the live region inside the dialog.
  await expect.poll(() => liveRegionText(page)).toContain(title);
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    const [toastBox, box] = [(await toast.boundingBox())!, (await button.boundingBox())!];
    const name = await button.textContent();
    expect(toastBox.y, 'the toast starts on screen').toBeGreaterThanOrEqual(0);
    expect(toastBox.y + toastBox.height, 'the toast ends on screen').toBeLessThanOrEqual(height);
    expect(box.y + box.height, `'${name}' is on screen`).toBeLessThanOrEqual(height);
    expect(overlaps(toastBox, box), `the toast covers '${name}'`).toBe(false);
  }
}

/** Records, for each click from now on, whether a toast was open as it landed. */
async function recordToastAtClicks(page: Page) {
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { toastAtClicks: boolean[] }).toastAtClicks = seen;
    const toastOpen = () => seen.push(document.querySelector('.toast[data-state="open"]') !== null);
    document.addEventListener('click', toastOpen, { capture: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastAtClicks: boolean[] }).toastAtClicks);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  test("a failed save in 'Client Notes': Save and Cancel stay free while the toast shows", async ({
    page,
  }) => {
    const saves = await failing(page, 'PUT', /^\/api\/stylist\/clients\/[^/]+\/notes$/);
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    await openTab(page, /^Clients/);
    await page
      .locator('.stylist-client')
      .first()
      .getByRole('button', { name: /^Notes/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Client Notes' });
    await dialog.getByLabel('Skin Tone').fill('Fair, warm undertones');
    const save = dialog.getByRole('button', { name: 'Save' });
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await save.click();

    await expect(page.locator('.toast')).toContainText('Failed to save client notes. Please try again.');
    await expect(dialog).toBeVisible();
    await expectToastClearOf(page, 'Save Failed', [cancel, save]);
    await page.screenshot({ path: test.info().outputPath('client-notes-360.png') });

    // Pressed with the toast up: the retry reaches the server, then Cancel closes the dialog.
    const toastAtClicks = await recordToastAtClicks(page);
    await save.click();
    await expect.poll(() => saves.count).toBe(2);
    // The retry's toast, held as before: a slow machine must not let it close before the press.
    await holdToast(page, 'Save Failed');
    await cancel.click();
    await expect(dialog).toBeHidden();
    expect(await toastAtClicks()).toEqual([true, true]);
  });

  test("a failed 'Reset your calendar link?': its buttons stay free while the toast shows", async ({
    page,
  }) => {
    const resets = await failing(page, 'POST', /^\/api\/stylist\/calendar-feed\/rotate$/);
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    await openTab(page, /^Schedule/);
    await page.getByRole('button', { name: 'Reset link' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset your calendar link?' });
    const keep = confirm.getByRole('button', { name: 'Keep Current Link' });
    const reset = confirm.getByRole('button', { name: /^Reset/ });
    await reset.click();

    await expect(page.locator('.toast')).toContainText('Failed to reset the calendar link.');
    await expect(confirm).toBeVisible();
    await expectToastClearOf(page, 'Reset Failed', [keep, reset]);
    await page.screenshot({ path: test.info().outputPath('reset-link-360.png') });

    const toastAtClicks = await recordToastAtClicks(page);
    await keep.click();
    await expect(confirm).toBeHidden();
    expect(resets.count).toBe(1);
    expect(await toastAtClicks()).toEqual([true]);
  });

  test("a booking's confirmation comes into view below the 'Booking Submitted!' toast", async ({ page }) => {
    await signUpAndOpen(page, '/book', 'Harper');
    const form = await fillBookForm(page, { method: 'Venmo', handle: '@harper' });
    // Pressed at the foot of the long form: the page then rises to the confirmation above it.
    await form.getByRole('button', { name: 'Book Appointment' }).click();

    const confirmation = page.getByRole('heading', { name: 'Your booking request is in' });
    await expect(confirmation).toBeFocused();
    const toast = await holdToast(page, 'Booking Submitted!');
    const toastBox = (await toast.boundingBox())!;
    await expect
      .poll(async () => (await confirmation.boundingBox())!.y, {
        message: 'the heading lies below the toast',
      })
      .toBeGreaterThanOrEqual(toastBox.y + toastBox.height);
    await expect(page.getByRole('link', { name: 'View Booking' })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('booking-confirmation-360.png') });
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test("'Create New Appointment' with missing fields: its buttons stay free while the toast shows", async ({
    page,
  }) => {
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    await page.getByRole('button', { name: 'New Appointment' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Appointment' });
    const submit = create.getByRole('button', { name: 'Create Appointment' });
    const cancel = create.getByRole('button', { name: 'Cancel' });
    await submit.click();

    await expect(create.getByLabel(/^Client Name/)).toHaveAttribute('aria-invalid', 'true');
    await expectToastClearOf(page, 'Missing Information', [cancel, submit]);
    await page.screenshot({ path: test.info().outputPath('new-appointment-1280.png') });

    const toastAtClicks = await recordToastAtClicks(page);
    await cancel.click();
    await expect(create).toBeHidden();
    expect(await toastAtClicks()).toEqual([true]);
    // Back in the page it stays at the top, where it was read, rather than jump to the corner.
    const toast = await holdToast(page, 'Missing Information');
    expect((await toast.boundingBox())!.y).toBeLessThan(LAPTOP.height / 2);
  });
});

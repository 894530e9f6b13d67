import { eventPhases, inputWhileHydrating } from './support/first-paint';
import { bookingForm } from './support/landing';
import { expect, test } from './support/test';

/**
 * The scripts have arrived and React is hydrating (its root is made, the page's content not yet
 * committed). The test holds the page still the moment that begins and acts once it runs again on a
 * CPU slowed 160×, so her input arrives inside it on any machine. What she does then is
 * answered by the inline recorder at once, kept from React (which would otherwise hydrate all at
 * once under her finger, or miss a tap on a part it had not reached), and handed to the app.
 */
test.describe('The landing page while React hydrates it', () => {
  test.use({ viewport: { width: 1280, height: 2000 } });

  test("'Select Better' tapped while it hydrates fills the form at once, and the app keeps it", async ({
    page,
  }) => {
    test.slow();
    const form = bookingForm(page);
    const better = '[aria-labelledby="tier-makeup-better"] button';
    const cdp = await inputWhileHydrating(page, { tap: better });
    await expect(page.locator(better)).toHaveText('Select Better');
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('better');
    expect(await eventPhases(page)).toContain('click during');

    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The app's state has it: the summary prices the tier.
    const summary = form.getByRole('complementary', { name: 'Your Selections' });
    await expect(summary.getByText('$100 - $150', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('better');
  });

  test('what is typed into the booking form as it starts hydrating is kept, and the app knows it', async ({
    page,
  }) => {
    test.slow();
    const form = bookingForm(page);
    const nameField = form.getByLabel('Name', { exact: true });
    const cdp = await inputWhileHydrating(page, { typeInto: '#book-name', text: 'Avery' });
    await expect(nameField).toHaveValue('Avery');
    expect(await eventPhases(page)).toContain('input during');

    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // A change after hydration re-renders the form: what React did not know would be wiped.
    await form.getByLabel('Makeup Service', { exact: true }).selectOption('good');
    await expect(nameField).toHaveValue('Avery');
    await nameField.press('End');
    await page.keyboard.type(' Lindqvist');
    await expect(nameField).toHaveValue('Avery Lindqvist');
  });
});

test.describe('The phone menu while React hydrates the page', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opened while it hydrates, it opens at once and stays open', async ({ page }) => {
    test.slow();
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const cdp = await inputWhileHydrating(page, { tap: 'button[aria-controls="mobile-menu"]' });
    await expect(menu).toBeVisible();
    expect(await eventPhases(page)).toContain('click during');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

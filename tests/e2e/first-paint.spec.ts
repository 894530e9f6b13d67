import { holdAppScripts, hydrated, openAtFirstPaint, slowCpu } from './support/first-paint';
import { bookingForm } from './support/landing';
import { expect, test } from './support/test';

/**
 * Issue 15, points 1, 3 and 5: every public page answers from its first paint. A visitor on a
 * slow phone taps and types while the app's scripts are still on their way (here held back until
 * the test lets them through, on a CPU slowed 4×); once they run, what she did has taken effect
 * and the app knows it (React state: the summary, a submit). And no page logs a React error
 * (hydration mismatch), signed out or signed in.
 */

test.describe('The landing page before its scripts arrive', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test("'Book Free Consultation' and 'View Services' go to their sections at once", async ({ page }) => {
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    await page.locator('.hero').getByRole('link', { name: 'Book Free Consultation' }).click();
    await expect(page.locator('#consultation')).toBeInViewport();
    // Smoothly, and without a '#hash' the app would scroll back to when it starts.
    expect(new URL(page.url()).hash).toBe('');
    await page.locator('.hero').getByRole('link', { name: 'View Services' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
    expect(await hydrated(page)).toBe(false);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('#pricing')).toBeInViewport();
    // Once running, the same links scroll as before.
    await page.locator('.consult-banner').getByRole('link', { name: 'Book Free Consultation' }).click();
    await expect(bookingForm(page)).toBeInViewport();
  });

  test("'Select Better' and 'Select Package' fill the booking form, and the app keeps the choice", async ({
    page,
  }) => {
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    const form = bookingForm(page);
    await page.getByRole('button', { name: 'Select Better', exact: true }).click();
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('better');
    await expect(form).toBeInViewport();
    expect(await hydrated(page)).toBe(false);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The app's state has it: the summary prices the tier.
    const summary = form.getByRole('complementary', { name: 'Your Selections' });
    await expect(summary.getByText('$100 - $150', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('better');
  });

  test("'Select Package' chosen before the scripts marks the card once they run", async ({ page }) => {
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    const form = bookingForm(page);
    // A tier first, then a package: the later choice wins, as it does in the running app.
    await page.getByRole('button', { name: 'Select Best', exact: true }).click();
    const plusOne = page.locator('#bridal article').filter({ hasText: 'Bride + 1 Package' });
    await plusOne.getByRole('button', { name: 'Select Package' }).click();
    await expect(form.getByLabel('Bridal Package', { exact: true })).toHaveValue('bride-plus-1');
    await expect(form).toBeInViewport();
    expect(await hydrated(page)).toBe(false);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(plusOne.getByRole('button', { name: 'Package Selected' })).toBeVisible();
    await expect(plusOne.getByText('Selected', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Bridal Package', { exact: true })).toHaveValue('bride-plus-1');
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('');
  });

  test('what is typed into the booking form is kept, and a submit made early is made with it', async ({
    page,
  }) => {
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    const form = bookingForm(page);
    await form.getByLabel('Name', { exact: true }).fill('Avery Lindqvist');
    await form.getByLabel('Email', { exact: true }).fill('avery@example.com');
    await form.getByLabel('Phone', { exact: true }).pressSequentially('(253) 555-0199');
    await form.getByLabel('Special Notes (optional)', { exact: true }).fill('Photos at Point Defiance');
    await form.getByLabel('Include a free consultation', { exact: true }).check();
    await form.getByLabel('Event Area', { exact: true }).selectOption('tacoma');
    await form.getByRole('button', { name: 'Continue to Booking' }).click();
    // Held for the app, never sent as a plain GET of the page with her details in the address.
    expect(new URL(page.url()).search).toBe('');
    expect(await hydrated(page)).toBe(false);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The early submit ran through the app's checks with what she typed: her details are there,
    // so the next rule speaks.
    await expect(page.getByRole('status')).toContainText(
      'Please select both date and time for your appointment.',
    );
    // A change after hydration re-renders the form: what React did not know would be wiped.
    await page.getByRole('button', { name: 'Select Good', exact: true }).click();
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('good');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Avery Lindqvist');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('avery@example.com');
    await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('(253) 555-0199');
    await expect(form.getByLabel('Special Notes (optional)', { exact: true })).toHaveValue(
      'Photos at Point Defiance',
    );
    await expect(form.getByLabel('Include a free consultation', { exact: true })).toBeChecked();
    await expect(form.getByLabel('Event Area', { exact: true })).toHaveValue('tacoma');
    const summary = form.getByRole('complementary', { name: 'Your Selections' });
    await expect(summary).toContainText('Tacoma');
  });

  test('the consultation questionnaire filled and sent before the scripts is sent once they run', async ({
    page,
  }) => {
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    const questionnaire = page.locator('#consultation');
    await questionnaire.getByLabel('Name', { exact: true }).fill('Blair Okafor');
    await questionnaire.getByLabel('Email', { exact: true }).fill('blair@example.com');
    await questionnaire
      .getByLabel('Celebrity or style inspiration', { exact: true })
      .fill('Zendaya at the Met');
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/consultation-requests',
    );
    await questionnaire.getByRole('button', { name: 'Request Free Consultation' }).click();
    expect(new URL(page.url()).search).toBe('');
    expect(await hydrated(page)).toBe(false);

    release();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Blair Okafor',
      email: 'blair@example.com',
      celebrityInspiration: 'Zendaya at the Met',
    });
    await expect(questionnaire.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  });
});

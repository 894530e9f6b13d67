import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test, waitForHydration } from './support/test';

/**
 * Spec 001 'Admin Management Panel', 'Gallery management' and 'Admin Settings', as the demo
 * admin: moderation that shows without a reload, the gallery from upload to deletion (with the
 * public /gallery following), role changes, and the access check of /admin.
 */

const ADMIN_EMAIL = process.env.DEMO_ADMIN_EMAIL ?? 'admin@demo.bridalbeauty.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-2026';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function signInAsAdmin(page: Page, redirect = '/') {
  await page.goto(`/api/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === new URL(redirect, 'http://x').pathname);
}

async function signUp(page: Page, firstName: string, redirect = '/') {
  const email = `${firstName.toLowerCase()}.${unique()}@example.com`;
  await page.goto(`/api/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name', { exact: true }).fill(firstName);
  await page.getByLabel('Last name', { exact: true }).fill('Okafor');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === redirect);
  return email;
}

/** A visitor's page in a fresh context (no admin cookie), closed by the caller. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return waitForHydration(await context.newPage());
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const item = (page: Page, heading: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** A real PNG drawn on a canvas in the page. */
async function pngImage(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 240, 180);
    gradient.addColorStop(0, '#f6e6e1');
    gradient.addColorStop(1, '#8c5a6b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 240, 180);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}

test.describe('Admin Management Panel', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Sign-in, several round trips and axe scans: more than the default 30 s on a busy machine.

  test('a review sent on /submit-testimonial is approved in the Testimonials tab and shows on the landing page', async ({
    page,
    browser,
  }) => {
    const name = `Imani ${unique()}`;
    const content = `Every detail was perfect from the trial to the last dance. ${name} says thank you!`;
    await page.goto('/submit-testimonial');
    await page.getByLabel('Your Name').fill(name);
    await page.getByLabel('Email').fill(`imani.${unique()}@example.com`);
    await page.getByLabel('Service Received').selectOption({ label: 'Bridal Package' });
    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.getByLabel('Your Review').fill(content);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Review Submitted!')).toBeVisible();

    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Management Panel' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(4);
    const testimonialsTab = tab(page, /^Testimonials/);
    // The tab's badge counts the pending reviews; ours is one of them.
    await expect(testimonialsTab).toHaveText(/Testimonials\s*\(?\d+\)?/);
    const pendingBefore = Number(/(\d+)/.exec((await testimonialsTab.textContent()) ?? '')?.[1]);
    expect(pendingBefore).toBeGreaterThan(0);
    await testimonialsTab.click();
    await expect(page).toHaveURL(/\?tab=testimonials$/);

    const review = item(page, name);
    await expect(review).toContainText('Bridal Package');
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(review).toContainText(content);
    await expect(review).toContainText('Pending');
    await review.getByLabel('Notes (optional)').fill('Lovely words; publish.');
    await review.getByRole('button', { name: 'Approve' }).click();

    await expect(toast(page, 'Testimonial Updated')).toBeVisible();
    await expect(review).toContainText('Approved');
    await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(review).toContainText('Lovely words; publish.');
    await expect(review).toContainText(/Last changed by Avery Morgan at/);
    // The badge keeps counting what is still pending.
    const stillPending = await page
      .getByRole('tabpanel')
      .getByText('Status: Pending', { exact: true })
      .count();
    await expect(testimonialsTab).toContainText(String(stillPending));

    const visitor = await visitorPage(browser);
    await visitor.goto('/');
    await expect(visitor.locator('#testimonials')).toContainText(content);
    await visitor.context().close();
  });

  test('a consultation request from the landing page is marked contacted and shows it without a reload', async ({
    page,
  }) => {
    const name = `Jordan ${unique()}`;
    await page.goto('/');
    const form = page.locator('#consultation');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Email', { exact: true }).fill(`jordan.${unique()}@example.com`);
    await form.getByLabel('Phone', { exact: true }).fill('(253) 555-0188');
    await form.getByLabel('Event Type', { exact: true }).selectOption('wedding');
    await form.getByLabel('Skin Type', { exact: true }).selectOption('combination');
    await form.getByLabel('Allergies or sensitivities', { exact: true }).fill('Latex');
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    await signInAsAdmin(page);
    const request = item(page, name);
    await expect(request.getByText('Status: New', { exact: true })).toBeVisible();
    await expect(request.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute('href', /^mailto:/);
    await expect(request).toContainText('(253) 555-0188');
    await expect(request).toContainText('Wedding');
    await expect(request).toContainText(/Submitted \w{3} \d+, \d{4}/);
    await expect(request).not.toContainText(/Contacted \w{3} \d+/);

    // The questionnaire is collapsed until asked for.
    const questionnaire = request.locator('details');
    await expect(questionnaire.getByText('Latex')).toBeHidden();
    await questionnaire.getByText('Questionnaire').click();
    await expect(questionnaire.getByText('Latex')).toBeVisible();
    await expect(questionnaire).toContainText('Combination');

    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await request.getByLabel('Admin notes').fill('Called; consultation on Friday.');
    await request.getByRole('button', { name: 'Mark Contacted' }).click();
    await expect(toast(page, 'Status Updated')).toBeVisible();
    await expect(request.getByText('Status: Contacted', { exact: true })).toBeVisible();
    await expect(request).toContainText(/Contacted \w{3} \d+, \d{4}, \d+:\d{2}\s[AP]M/);
    await expect(request).toContainText(/Last changed by Avery Morgan at/);
    await expect(request.getByRole('button', { name: 'Mark Contacted' })).toBeDisabled();
    await expect(request.getByRole('button', { name: 'Mark Scheduled' })).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('a gallery image is uploaded, shows on /gallery, is made private, then deleted', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `Garden bride ${unique()}`;
    await signInAsAdmin(page, '/?tab=gallery');
    await expect(tab(page, /^Gallery/)).toHaveAttribute('aria-selected', 'true');
    const upload = page.getByRole('region', { name: 'Upload a New Image' });

    // The title comes first.
    await upload.getByRole('button', { name: 'Select Image to Upload' }).click();
    await expect(toast(page, 'Title Required')).toContainText('Please enter a title before uploading');
    await expect(upload.getByLabel('Title')).toBeFocused();

    await upload.getByLabel('Title').fill(title);
    await upload.getByLabel('Description (optional)').fill('Soft waves and a dewy finish.');
    const tags = upload.getByLabel('Tags (optional)');
    await tags.fill('bridal');
    await tags.press('Enter');
    await tags.fill(' Bridal ');
    await tags.press('Enter');
    await tags.press('Enter');
    await tags.fill('soft glam');
    await upload.getByRole('button', { name: 'Add', exact: true }).click();
    await tags.fill('remove me');
    await tags.press('Enter');
    const chips = upload.getByRole('list', { name: 'Tags added' }).getByRole('listitem');
    await expect(chips).toHaveText(['bridal', 'soft glam', 'remove me']);
    await upload.getByRole('button', { name: 'Remove tag remove me' }).click();
    await expect(chips).toHaveText(['bridal', 'soft glam']);
    await expect(upload.getByRole('switch', { name: 'Public' })).toBeChecked();

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/gallery') && response.request().method() === 'POST',
      { timeout: 60_000 },
    );
    const chooser = page.waitForEvent('filechooser');
    await upload.getByRole('button', { name: 'Select Image to Upload' }).click();
    await (await chooser).setFiles({
      name: 'garden-bride.png',
      mimeType: 'image/png',
      buffer: await pngImage(page),
    });
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      title,
      description: 'Soft waves and a dewy finish.',
      tags: ['bridal', 'soft glam'],
      isPublic: true,
      imageUrl: expect.stringMatching(/^\/api\/images\/[\w-]+$/),
    });
    await expect(toast(page, 'Gallery image uploaded successfully!')).toBeVisible();
    // The form starts again.
    await expect(upload.getByLabel('Title')).toHaveValue('');
    await expect(upload.getByRole('list', { name: 'Tags added' })).toHaveCount(0);

    const card = item(page, title);
    await expect(card).toContainText('Public');
    await expect(card).toContainText('Soft waves and a dewy finish.');
    // The converted WebP is what the grid shows.
    const thumbnail = card.getByRole('img', { name: title, exact: true });
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/images\/[\w-]+\?w=\d+$/);

    const visitor = await visitorPage(browser);
    await visitor.goto('/gallery');
    await expect(visitor.getByRole('heading', { level: 2, name: title })).toBeVisible();

    // Edit: private now, and gone from /gallery.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(card.getByLabel('Title')).toBeFocused();
    await card.getByRole('switch', { name: 'Public' }).uncheck();
    await card.getByLabel('Description (optional)').fill('Soft waves, private for now.');
    // Tags stay editable after upload: one removed, one added, and the PUT sends them.
    await expect(card.getByRole('list', { name: 'Tags added' }).getByRole('listitem')).toHaveText([
      'bridal',
      'soft glam',
    ]);
    await card.getByRole('button', { name: 'Remove tag soft glam' }).click();
    const editTags = card.getByLabel('Tags (optional)');
    await editTags.fill('garden');
    await editTags.press('Enter');
    const saved = page.waitForResponse(
      (response) =>
        /\/api\/admin\/gallery\/[\w-]+$/.test(response.url()) && response.request().method() === 'PUT',
    );
    await card.getByRole('button', { name: 'Save' }).click();
    expect((await saved).request().postDataJSON()).toMatchObject({
      tags: ['bridal', 'garden'],
      isPublic: false,
    });
    await expect(card).toContainText('Private');
    await expect(card).toContainText('Soft waves, private for now.');
    await expect(card.getByRole('list', { name: 'Tags', exact: true }).getByRole('listitem')).toHaveText([
      'bridal',
      'garden',
    ]);
    await expect(card.getByRole('button', { name: `Edit ${title}` })).toBeFocused();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
    await visitor.context().close();

    // Delete, after the confirmation: kept first, then deleted.
    const remove = card.getByRole('button', { name: `Delete ${title}` });
    await remove.click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this gallery image?',
    });
    await expect(confirm).toHaveAccessibleDescription(
      `'${title}' and its files are removed from the gallery for good.`,
    );
    await expect(confirm.getByRole('button', { name: 'Keep Image' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Keep Image' }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(card).toHaveCount(1);

    await remove.click();
    await confirm.getByRole('button', { name: 'Delete Image' }).click();
    await expect(card).toHaveCount(0);
    await expect(confirm).toHaveCount(0);
    await expect(toast(page, 'Image Deleted')).toContainText(`'${title}' is no longer in the gallery.`);
    await expect(page.getByRole('heading', { name: 'Gallery Images' })).toBeFocused();
  });

  test('an update the server refuses says so, and the tabs have no serious accessibility problems', async ({
    page,
  }) => {
    // A new message, so the Contact Messages tab has one to act on.
    const sender = `Priya ${unique()}`;
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill(sender);
    await page.getByLabel('Email', { exact: true }).fill(`priya.${unique()}@example.com`);
    await page.getByLabel('Subject', { exact: true }).fill('Bridal trial in June');
    await page.getByLabel('Message', { exact: true }).fill('Do you travel to Gig Harbor for a trial?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message Sent!')).toBeVisible();

    await signInAsAdmin(page);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/Consultation Requests/);
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    for (const [name, query] of [
      [/^Testimonials/, 'testimonials'],
      [/^Contact Messages/, 'messages'],
      [/^Gallery/, 'gallery'],
    ] as const) {
      await tab(page, name).click();
      await expect(page).toHaveURL(new RegExp(`\\?tab=${query}$`));
      await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    }

    // Keyboard: arrow keys move between the tabs.
    await tab(page, /^Gallery/).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, /^Consultation Requests/)).toBeFocused();
    await expect(tab(page, /^Consultation Requests/)).toHaveAttribute('aria-selected', 'true');

    // A refused change (someone else got there first) reads 'Update Failed'.
    await page.route('**/api/admin/contact-messages/*/status', (route) =>
      route.fulfill({ status: 409, json: { message: 'Cannot change status from responded to read.' } }),
    );
    await tab(page, /^Contact Messages/).click();
    const message = item(page, sender);
    await expect(message).toContainText('Bridal trial in June');
    await expect(message).toContainText('Do you travel to Gig Harbor for a trial?');
    await expect(message).toContainText(/Received \w{3} \d+, \d{4}/);
    await message.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(toast(page, 'Update Failed')).toContainText('Failed to update contact message');
    await expect(message.getByText('Status: New', { exact: true })).toBeVisible();

    // Without the refusal, Mark as Responded closes the message: no more buttons, notes kept.
    await page.unroute('**/api/admin/contact-messages/*/status');
    await message.getByLabel('Admin notes').fill('Yes, replied with travel fees.');
    await message.getByRole('button', { name: 'Mark as Responded' }).click();
    await expect(toast(page, 'Message Updated')).toBeVisible();
    await expect(message.getByText('Status: Responded', { exact: true })).toBeVisible();
    await expect(message.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    await expect(message).toContainText('Yes, replied with travel fees.');
  });
});

test.describe('Admin Settings', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a role is changed from User Management and shows in Recent Users', async ({ page, browser }) => {
    const newcomer = await visitorPage(browser);
    const email = await signUp(newcomer, 'Nneka');
    await newcomer.context().close();

    await signInAsAdmin(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const account = page.getByRole('region', { name: 'Account Information' });
    await expect(account).toContainText('Avery Morgan');
    await expect(account).toContainText(ADMIN_EMAIL);
    await expect(account).toContainText('Admin');

    const recent = page.getByRole('region', { name: 'Recent Users' });
    const newcomerRow = recent.getByRole('listitem').filter({ hasText: email });
    await expect(newcomerRow).toContainText('Customer');
    expect(await recent.getByRole('listitem').count()).toBeLessThanOrEqual(5);

    const update = page.getByRole('button', { name: 'Update User Role' });
    await expect(update).toBeDisabled();
    const userSelect = page.getByLabel('User', { exact: true });
    // Found by typing part of her name: the User list holds the matches, not every account.
    await page.getByLabel('Find a user').pressSequentially('nneka oka');
    await userSelect.selectOption({ label: `Nneka Okafor · ${email} · Customer` });
    await expect(update).toBeDisabled();
    await page.getByLabel('New role', { exact: true }).selectOption({ label: 'Stylist' });
    await expect(update).toBeEnabled();
    await update.click();

    await expect(toast(page, 'Role Updated')).toContainText('User role has been updated successfully');
    await expect(userSelect).toHaveValue('');
    await expect(page.getByLabel('New role', { exact: true })).toHaveValue('');
    await expect(update).toBeDisabled();
    await expect(newcomerRow).toContainText('Stylist');

    // The server's refusal (the last admin) is shown in its own words.
    await page.route('**/api/admin/users/*/role', (route) =>
      route.fulfill({
        status: 409,
        json: { message: 'The last admin cannot be demoted. Make another user an admin first.' },
      }),
    );
    await page.getByLabel('Find a user').fill('Avery Morgan');
    await userSelect.selectOption({ label: `Avery Morgan · ${ADMIN_EMAIL} · Admin` });
    await page.getByLabel('New role', { exact: true }).selectOption({ label: 'Customer' });
    await update.click();
    await expect(toast(page, 'Update Failed')).toContainText('The last admin cannot be demoted.');

    await expectNoSeriousViolations(page);
  });

  test('the user picker searches on the server: part of an email, No users found, keyboard at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/admin/users') searches.push(url.search);
    });
    await signInAsAdmin(page, '/admin');
    const card = page.getByRole('region', { name: 'User Management' });
    const find = card.getByLabel('Find a user');
    const status = card.getByRole('status');
    const userSelect = card.getByLabel('User', { exact: true });

    // Recent Users asks for 5; the picker for the 20 newest until something is typed.
    await expect(status).toContainText(/users? found|newest users/);
    expect(searches).toEqual(expect.arrayContaining(['?limit=5', '?limit=20']));

    await find.fill('no-such-person-qqq');
    await expect(status).toHaveText('No users found');
    await expect(userSelect.locator('option')).toHaveCount(1);

    // Part of the email, any case; then the keyboard alone picks her and a role.
    await find.fill(ADMIN_EMAIL.split('@')[0]!.toUpperCase());
    await expect(userSelect.locator('option', { hasText: ADMIN_EMAIL })).toHaveCount(1);
    expect(searches.at(-1)).toBe(`?limit=20&q=${ADMIN_EMAIL.split('@')[0]!.toUpperCase()}`);
    await find.focus();
    await page.keyboard.press('Tab');
    await expect(userSelect).toBeFocused();
    await userSelect.selectOption({ label: `Avery Morgan · ${ADMIN_EMAIL} · Admin` });
    await page.keyboard.press('Tab');
    await expect(card.getByLabel('New role', { exact: true })).toBeFocused();
    await expect(card.getByRole('button', { name: 'Update User Role' })).toBeDisabled();
    const box = await card.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page);
  });

  test('someone who is not an admin sees Access Denied on /admin and their own dashboard on /', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin/')) calls.push(request.url());
    });
    await signUp(page, 'Tamsin', '/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Tamsin!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Management Panel' })).toHaveCount(0);
    expect(calls).toEqual([]);
  });
});

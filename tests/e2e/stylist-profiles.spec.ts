import { expectNoSeriousViolations } from './support/a11y';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, heading, holdToast, signIn } from './support/screens';
import { expectLastChanged } from './support/stylist-profile';
import { type Browser, expect, type Page, test, waitForHydration } from './support/test';

/**
 * Issue 12, point 6: an admin keeps the About section's stylist profiles at /admin/stylists,
 * gives one a photo, and visitors see it on the landing page as square WebP sizes.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A real JPEG portrait (wider than tall, so the square crop has work to do), drawn in the page. */
async function portraitJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1400;
    canvas.height = 1100;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1400, 1100);
    gradient.addColorStop(0, '#f6e6e1');
    gradient.addColorStop(1, '#8c5a6b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1400, 1100);
    context.fillStyle = '#d9b8a0';
    context.beginPath();
    context.arc(700, 440, 260, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return waitForHydration(await context.newPage());
}

const hasNoSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('Stylist Profiles', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin creates and edits a profile, uploads a photo, and the About section shows it', async ({
    page,
    browser,
  }) => {
    // Sign-in, an upload the worker converts, two visitor pages: long on a busy machine.
    test.slow();
    const name = `Ava ${unique()}`;
    await signIn(page, ADMIN_EMAIL, '/admin');
    await page.getByRole('link', { name: 'Stylist Profiles' }).click();
    await expect(page).toHaveURL(/\/admin\/stylists$/);
    await expect(heading(page, 'Stylist Profiles')).toBeVisible();

    await page.getByRole('button', { name: 'Add Stylist Profile' }).click();
    await expect(page.getByRole('heading', { name: 'New Stylist Profile' })).toBeFocused();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Title', { exact: true }).fill('Bridal Hair Artist');
    await page.getByLabel('Bio', { exact: true }).fill('Soft, romantic styles that last to the last dance.');
    await page.getByLabel(/^Achievements/).fill('150+ weddings, Licensed cosmetologist');
    await page.getByLabel(/^Experience/).fill('6 years');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(
      page.locator('.toast').filter({ hasText: 'The stylist profile has been created.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill('Lead Bridal Hair Artist');
    const answered = page.waitForResponse(
      (res) =>
        /\/api\/admin\/stylist-profiles\/[0-9a-f-]+$/.test(res.url()) && res.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saved = await (await answered).json();
    await expect(
      page.locator('.toast').filter({ hasText: 'The stylist profile has been saved.' }),
    ).toBeVisible();
    const listed = page.locator('.stylist-list__item').filter({ hasText: name });
    await expect(listed).toContainText('Lead Bridal Hair Artist');
    // The list says who changed it last, and when the server recorded it.
    await expectLastChanged(listed, 'Avery Morgan', saved.lastChangedAt);

    await page.getByLabel('Photo file').setInputFiles({
      name: 'ava.jpg',
      mimeType: 'image/jpeg',
      buffer: await portraitJpeg(page),
    });
    // The worker makes the square WebP sizes; the editor reads the list again until they are ready.
    await expect(page.getByText('Shown on the About section as a square photo.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('.stylist-photo img')).toHaveAttribute(
      'src',
      /\/api\/images\/[0-9a-f-]+\?w=480$/,
    );
    await expect(page.getByRole('button', { name: 'Replace Photo' })).toBeVisible();

    const visitor = await visitorPage(browser);
    await visitor.goto('/#about');
    const card = visitor.locator('.stylist-card').filter({ has: visitor.getByRole('heading', { name }) });
    await expect(card).toContainText('Lead Bridal Hair Artist');
    await expect(card).toContainText('150+ weddings');
    const photo = card.getByRole('img', { name: `Portrait of ${name}` });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute('width', '480');
    await expect(photo).toHaveAttribute('height', '480');
    const source = card.locator('picture source[type="image/webp"]');
    await expect(source).toHaveAttribute('srcset', /\?w=480 480w, .*\?w=960 960w$/);
    // The browser chose a size from the srcset and it loaded: a square image.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const loaded = await photo.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      width: img.naturalWidth,
      height: img.naturalHeight,
    }));
    expect(loaded.src).toMatch(/\/api\/images\/[0-9a-f-]+\?w=(480|960)$/);
    expect(loaded.width).toBe(loaded.height);
    await visitor.context().close();

    // Hidden again: the About section no longer shows the card.
    await page.getByRole('switch', { name: /^Active/ }).uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(listed).toContainText('Hidden');
    const later = await visitorPage(browser);
    await later.goto('/#about');
    await expect(later.locator('#about .stylist-card').first()).toBeVisible();
    await expect(later.getByRole('heading', { name })).toHaveCount(0);
    await later.context().close();
  });

  test('Add Stylist Profile pressed before the profiles have loaded focuses the editor once they do', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, ADMIN_EMAIL, '/admin');
    // The profiles' answer waits until the button has been pressed (a slow connection).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/admin/stylist-profiles',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/admin/stylists');
    await expect(page.getByText('Loading stylist profiles…')).toBeAttached();
    await page.getByRole('button', { name: 'Add Stylist Profile' }).click();
    release();
    await expect(page.getByRole('heading', { name: 'New Stylist Profile' })).toBeFocused();
  });

  test('accessibility: the list, and a new profile with its errors', async ({ page }) => {
    test.slow();
    await signIn(page, ADMIN_EMAIL, '/admin/stylists');
    await expect(page.locator('.stylist-list__item').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'Stylist Profiles (admin)');

    await page.getByRole('button', { name: 'Add Stylist Profile' }).click();
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expectNoSeriousViolations(page, 'Stylist Profiles: a new profile with its errors');
  });

  test('accessibility: editing a profile, with a toast, and at 360 px', async ({ page }) => {
    test.slow();
    await signIn(page, ADMIN_EMAIL, '/admin/stylists');
    await page.locator('.stylist-list__item').first().getByRole('button', { name: /^Edit/ }).click();
    await expect(page.getByRole('button', { name: /^(Upload|Replace) Photo$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await holdToast(page, 'The stylist profile has been saved.');
    await expectNoSeriousViolations(page, 'Stylist Profiles: editing a profile, with a toast');

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('heading', { name: /^Edit / })).toBeVisible();
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectNoSeriousViolations(page, 'Stylist Profiles at 360 px');
  });

  test('a customer sees Access Denied', async ({ page }) => {
    test.slow();
    await signIn(page, CUSTOMER_EMAIL, '/admin/stylists');
    await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Stylist Profiles: Access Denied (customer)');
  });
});

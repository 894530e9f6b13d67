import AxeBuilder from '@axe-core/playwright';
import { randomDateOn } from './support/dates';
import { CUSTOMER_EMAIL, STYLIST_EMAIL, signIn } from './support/screens';
import { expect, test } from './support/test';

/** Spec 000 section 2: navigation bar, route table and the not-found screen. */

test.describe('Navigation on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor sees the visitor links and Login, and no Settings', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Professional Bridal Hair & Makeup' }),
    ).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#services');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Stylist Dashboard' })).toHaveCount(0);
  });

  test('the landing page has no detectable WCAG A/AA violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });

  test('an unknown path answers 404 and shows the not-found screen', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    // A page the router knows, with a parameter, is a 200; a stale chunk is a plain 404, not the app.
    expect((await page.request.get('/bookings/00000000-0000-4000-8000-000000000000')).status()).toBe(200);
    const chunk = await page.request.get('/assets/index-STALE0.js');
    expect(chunk.status()).toBe(404);
    expect(chunk.headers()['content-type']).toMatch(/^text\/plain/);
  });

  test('a visitor opening a signed-in page is sent to sign in with a way back', async ({ page }) => {
    const toSignIn = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return request.isNavigationRequest() && url.pathname === '/api/login';
    });
    await page.goto('/book');
    expect(new URL((await toSignIn).url()).searchParams.get('redirect')).toBe('/book');
  });

  test('the demo admin signs in and sees Settings and the user menu with Logout', async ({ page }) => {
    await page.goto('/api/login');
    await page
      .getByLabel('Email', { exact: true })
      .fill(process.env.DEMO_ADMIN_EMAIL ?? 'admin@demo.bridalbeauty.test');
    await page
      .getByLabel('Password', { exact: true })
      .fill(process.env.DEMO_PASSWORD ?? 'demo-password-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin');
    await expect(nav.getByRole('link', { name: 'Stylist Dashboard' })).toHaveAttribute('href', '/stylist');
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Book Service' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Login' })).toHaveCount(0);

    const userMenu = nav.locator('button[aria-haspopup="menu"]');
    await userMenu.click();
    await expect(userMenu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
    await expect(userMenu).toBeFocused();
  });
});

test.describe('Signed in, the public site stays reachable', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a customer's footer links open the landing page's sections, and Dashboard her dashboard", async ({
    page,
  }) => {
    await signIn(page, CUSTOMER_EMAIL, '/');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Bridal Packages' }).click();
    await expect(page).toHaveURL(/\/#bridal$/);
    await expect(page.getByRole('heading', { level: 2, name: 'For Your Wedding Day' })).toBeInViewport();
    await footer.getByRole('link', { name: 'Services' }).click();
    await expect(page.locator('#services')).toBeInViewport();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  });

  test('a signed-in customer books from the landing form straight into /book, without signing in again', async ({
    page,
  }) => {
    await signIn(page, CUSTOMER_EMAIL, '/');
    await page.goto('/#book');
    const form = page.locator('#book');
    await form.getByLabel('Makeup Service', { exact: true }).selectOption('good');
    await form.getByLabel('Event Area', { exact: true }).selectOption('sumner');
    await form.getByLabel('Event Date', { exact: true }).fill(randomDateOn([2, 3, 4]));
    const firstTime = form
      .getByLabel('Preferred Time', { exact: true })
      .locator('option[value]:not([value=""])')
      .first();
    await expect(firstTime).toBeAttached();
    const time = (await firstTime.getAttribute('value'))!;
    await form.getByLabel('Preferred Time', { exact: true }).selectOption(time);
    await form.getByLabel('Name', { exact: true }).fill('Chloe Bennett');
    await form.getByLabel('Email', { exact: true }).fill(CUSTOMER_EMAIL);
    await form.getByLabel('Phone', { exact: true }).fill('(253) 555-0100');
    await form.getByRole('button', { name: 'Continue to Booking' }).click();

    await page.waitForURL((url) => url.pathname === '/book');
    const book = page.getByRole('form', { name: 'Book Your Service' });
    await expect(
      book.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'Good' }),
    ).toBeChecked();
    await expect(book.getByLabel('Event Area', { exact: true })).toHaveValue('sumner');
    await expect(
      book.getByRole('group', { name: 'Appointment Time' }).locator(`input[value="${time}"]`),
    ).toBeChecked();
    // Her profile had no phone: the landing form's fills it, and /book shows the contact used.
    await expect(page.getByRole('region', { name: 'Your Contact Details' })).toContainText('(253) 555-0100');
  });

  test("a customer's account menu opens her bookings and, under Explore, the public site", async ({
    page,
  }) => {
    await signIn(page, CUSTOMER_EMAIL, '/');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    const userMenu = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-haspopup="menu"]');
    await userMenu.click();
    const explore = page.getByRole('group', { name: 'Explore' });
    await expect(explore.getByRole('menuitem')).toHaveText([
      'Services',
      'Bridal Packages',
      'About',
      'Gallery',
    ]);
    await explore.getByRole('menuitem', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('#about')).toBeInViewport();

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'My Bookings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  });

  test("a stylist's home is her own dashboard", async ({ page }) => {
    await signIn(page, STYLIST_EMAIL, '/stylist');
    const dashboard = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard', exact: true });
    await expect(dashboard).toHaveAttribute('href', '/stylist');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/stylist');
    await expect(page.getByRole('heading', { level: 1, name: 'Stylist Dashboard' })).toBeVisible();
  });
});

test.describe('Navigation on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the slide-out menu opens, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    // Located by its wiring: while the modal menu is open the page behind it is inert.
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    // The page behind is shaded in the brand's plum (fading in to it), not the browser's grey.
    await expect
      .poll(() => menu.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor))
      .toBe('rgba(43, 35, 41, 0.4)');

    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Professional Hair & Makeup Gallery' }),
    ).toBeVisible();
  });

  test('signed in, the menu keeps the public site under Explore', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    await page.locator('button[aria-controls="mobile-menu"]').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    await menu.getByRole('link', { name: 'Bridal Packages' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/#bridal$/);
    await expect(page.getByRole('heading', { level: 2, name: 'For Your Wedding Day' })).toBeInViewport();
  });

  test('Escape closes the menu and returns focus to the menu button', async ({ page }) => {
    await page.goto('/');
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

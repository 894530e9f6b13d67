import { expectNoSeriousViolations } from './support/a11y';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, STYLIST_EMAIL, signIn } from './support/screens';
import { expect, type Locator, type Page, test } from './support/test';

/**
 * The admin's queue dashboard (bull-board at /admin/queues) as each visitor meets it in a browser:
 * the admin has a way back to the site's admin area, anyone else is sent to sign in or refused
 * with the site's Access Denied page (services/api/src/http/queue-dashboard*.ts).
 */

test.describe.configure({ mode: 'parallel' });

/** bull-board has rendered from its API and the patch has run (its named header buttons). */
async function dashboardShown(page: Page) {
  await expect(
    page.locator('#bull-board-sidebar').getByRole('link', { name: 'emails', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
}

/** Tab from the top of the page until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 30) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached in ${maxPresses} presses of Tab`);
}

test('the admin goes from the queue dashboard back to Admin, by keyboard', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, '/admin/queues/queue/emails');
  await dashboardShown(page);
  const back = page.getByRole('banner').getByRole('link', { name: 'Back to Admin', exact: true });
  await expect(back).toBeVisible();
  await expect(back).toHaveText(/Back to Admin/);
  await expect(back).toHaveAttribute('href', '/admin');
  await tabTo(page, back);
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('the way back to Admin shows on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN_EMAIL, '/admin/queues');
  await expect(page.getByRole('button', { name: 'Redis details' })).toBeAttached();
  const back = page.getByRole('link', { name: 'Back to Admin', exact: true });
  await expect(back).toBeInViewport({ ratio: 1 });
  await back.click();
  await page.waitForURL((url) => url.pathname === '/admin');
});

/**
 * What of the header's links and buttons a phone does not show whole: each must lie inside the
 * window and inside every ancestor that clips (bull-board's header is fixed, of a set height,
 * and hides what overflows it), and must not sit under another row of the header.
 */
function headerClipping() {
  const inside = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5;
  const window = new DOMRect(0, 0, document.documentElement.clientWidth, innerHeight);
  const problems: string[] = [];
  const controls = Array.from(document.querySelectorAll('header a[href], header button'));
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    const name = control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName;
    if (box.width === 0) problems.push(`${name} has no width`);
    if (!inside(box, window)) problems.push(`${name} is not inside the window`);
    for (let parent = control.parentElement; parent; parent = parent.parentElement) {
      if (
        getComputedStyle(parent).overflowX === 'visible' &&
        getComputedStyle(parent).overflowY === 'visible'
      )
        continue;
      if (!inside(box, parent.getBoundingClientRect()))
        problems.push(`${name} is clipped by ${parent.tagName}`);
    }
    const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!middle || !control.contains(middle)) problems.push(`${name} is covered`);
  }
  const header = document.querySelector('header')!.getBoundingClientRect();
  const main = document.querySelector('main')!.firstElementChild?.getBoundingClientRect();
  if (main && main.top < header.bottom - 0.5) problems.push('the page starts under the header');
  return {
    controls: controls.length,
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    problems,
  };
}

// 390 and 320: phones; 540: one row for the title and the actions, which bull-board splits evenly.
for (const width of [390, 320, 540]) {
  test(`at ${width} px the dashboard's header shows every control whole, and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await signIn(page, ADMIN_EMAIL, '/admin/queues');
    // On a phone bull-board offers the queues in a menu in its header, named after the one shown.
    for (const [path, shown] of [
      ['/admin/queues', 'Overview'],
      ['/admin/queues/queue/emails', 'emails'],
    ] as const) {
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: shown, exact: true })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Settings' })).toBeAttached();
      await expect(banner.getByRole('link', { name: 'Back to Admin', exact: true })).toBeAttached();
      await expect(page.getByRole('main').getByRole('link', { name: /^ACTIVE/ })).toBeVisible();
      // Back to Admin, bull-board's four icons and its queue menu at least.
      expect(await page.evaluate(headerClipping)).toEqual({
        controls: expect.any(Number),
        sideways: 0,
        problems: [],
      });
      expect((await page.evaluate(headerClipping)).controls).toBeGreaterThanOrEqual(6);
    }
  });
}

test('a signed-out visitor is sent to sign in and comes back to the queue she asked for', async ({
  page,
}) => {
  await page.goto('/admin/queues/queue/emails');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/queues/queue/emails');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/queues/queue/emails');
  await dashboardShown(page);
});

for (const [role, email] of [
  ['customer', CUSTOMER_EMAIL],
  ['stylist', STYLIST_EMAIL],
] as const) {
  test(`a signed-in ${role} gets the site's Access Denied page, and a way home`, async ({ page }) => {
    await signIn(page, email, role === 'customer' ? '/bookings' : '/stylist');
    const answer = await page.goto('/admin/queues');
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expectNoSeriousViolations(page, `queue dashboard refused (${role})`);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === (role === 'customer' ? '/' : '/stylist'));
  });
}

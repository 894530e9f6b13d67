import { CUSTOMER_EMAIL, STYLIST_EMAIL } from './support/screens';
import { expectAccessible, signIn, toast } from './support/stylist';
import { expect, test } from './support/test';

/** Spec 001 'Stylist Dashboard': its tabs by keyboard, the Clients tab 50 at a time, and the access check for customers. */

test.describe('Stylist Dashboard', () => {
  test('tabs are reachable by keyboard and the tab is kept in the address', async ({ page }) => {
    await signIn(page, STYLIST_EMAIL);
    await page.getByRole('tab', { name: 'Appointments' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Clients' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=clients$/);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });

  test("the Clients tab shows 50 clients and reads the next ones with 'Show more clients'", async ({
    page,
  }) => {
    // The paging itself is the API's (tests/integration/backoffice/people-lists.test.ts); here the
    // answers are made up, so the tab is seen with more clients than one page whatever the data.
    const cursor = '2026-03-14T17:05:09.123456Z.0656620e-db5e-47c8-81b6-35d5b5f85c20';
    const client = (n: number) => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      name: `Paged Client ${n}`,
      firstName: 'Paged',
      lastName: `Client ${n}`,
      email: `paged.client.${n}@example.com`,
      createdAt: '2026-01-05T12:00:00.000Z',
      totalBookings: n % 3,
    });
    const asked: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/stylist/clients',
      (route) => {
        const before = new URL(route.request().url()).searchParams.get('before');
        asked.push(before ?? '');
        return before === cursor
          ? route.fulfill({ json: [client(51), client(52)] })
          : route.fulfill({
              json: Array.from({ length: 50 }, (_, i) => client(i + 1)),
              headers: { 'Next-Cursor': cursor },
            });
      },
    );
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await page.getByRole('tab', { name: 'Clients' }).click();
    const rows = page.locator('.stylist-clients > li');
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText('Paged Client 1');
    await expect(rows.first()).toContainText('paged.client.1@example.com');
    await expect(rows.first()).toContainText('1 booking');
    const more = page.getByRole('button', { name: 'Show more clients' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(52);
    await expect(rows.last()).toContainText('Paged Client 52');
    await expect(more).toHaveCount(0);
    expect(asked).toEqual(['', cursor]);
    await expectAccessible(page);
  });

  test("a customer is told 'Access Denied' and taken home", async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/');
    await page.goto('/stylist');
    await expect(toast(page, 'Access Denied')).toContainText(
      "You don't have permission to access this page.",
    );
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Stylist Dashboard' })).toHaveCount(0);
  });
});

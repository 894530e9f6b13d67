import { randomUUID } from 'node:crypto';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, heading, signIn } from './support/screens';
import { expect, type Page, test } from './support/test';

/**
 * Issue 14 point 9: the lists that are answered a part at a time read the next part on demand.
 * The demo data is too small to need a second part, so the first answer is the real one with a
 * cursor added, and the part the button asks for is one more booking made from a real one: what
 * is tested is the screen (the button, what it asks for, where the rows land, the button gone at
 * the end); the API's paging has its integration tests.
 */

test.describe.configure({ mode: 'parallel' });

/** Answer `first` with the real answer plus `header: cursor`, and the cursor's page with `extra`. */
async function pageOnce(
  page: Page,
  path: string,
  param: string,
  header: string,
  extra: (listed: Array<Record<string, unknown>>) => Record<string, unknown>,
) {
  const cursor = `2026-01-01.10:00.${randomUUID()}`;
  const asked: string[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const url = new URL(route.request().url());
      const real = await route.fetch({ url: `${url.origin}${path}` });
      const listed = (await real.json()) as Array<Record<string, unknown>>;
      if (!url.searchParams.has(param)) {
        await route.fulfill({
          response: real,
          json: listed,
          headers: { ...real.headers(), [header]: cursor },
        });
        return;
      }
      asked.push(url.searchParams.get(param) ?? '');
      // The last part: no cursor.
      await route.fulfill({
        response: real,
        json: [extra(listed)],
        headers: { 'content-type': 'application/json' },
      });
    },
  );
  return { cursor, asked };
}

test("the Stylist Dashboard's 'Show later appointments' reads the bookings after the first answer's (?after=)", async ({
  page,
}) => {
  const later = await pageOnce(page, '/api/stylist/bookings', 'after', 'Later-Cursor', (listed) => ({
    ...listed[0],
    id: randomUUID(),
    clientName: 'Lorelai Later',
    eventDate: '2031-06-14',
    eventTime: '10:00',
    status: 'confirmed',
  }));
  await signIn(page, ADMIN_EMAIL, '/stylist');
  await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
  const show = page.getByRole('button', { name: 'Show later appointments' });
  await expect(show).toBeVisible();
  await expect(page.getByText('Lorelai Later')).toHaveCount(0);
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Lorelai Later').first()).toBeVisible();
  expect(later.asked).toEqual([later.cursor]);
  // It was the last part: nothing more to show.
  await expect(show).toBeHidden();
});

test("the Stylist Dashboard's 'Show more to complete' reads the open past bookings before the first answer's (?openBefore=)", async ({
  page,
}) => {
  const cursor = `2026-01-01.10:00.${randomUUID()}`;
  const asked: string[] = [];
  // The first answer with one past booking still open (whatever the demo data holds) and an
  // Open-Cursor; the cursor's part: one more, earlier, and no cursor (the last part).
  const open = (listed: Array<Record<string, unknown>>, clientName: string, eventDate: string) => ({
    ...listed[0],
    id: randomUUID(),
    clientName,
    eventDate,
    eventTime: '10:00',
    status: 'confirmed',
    paymentStatus: 'deposit_received',
    claimable: false,
  });
  await page.route(
    (url) => url.pathname === '/api/stylist/bookings',
    async (route) => {
      const url = new URL(route.request().url());
      const real = await route.fetch({ url: `${url.origin}/api/stylist/bookings` });
      const listed = (await real.json()) as Array<Record<string, unknown>>;
      if (!url.searchParams.has('openBefore')) {
        await route.fulfill({
          response: real,
          json: [open(listed, 'Odette Open', '2021-03-14'), ...listed],
          headers: { ...real.headers(), 'Open-Cursor': cursor },
        });
        return;
      }
      asked.push(url.searchParams.get('openBefore') ?? '');
      await route.fulfill({
        response: real,
        json: [open(listed, 'Olive Older', '2020-03-14')],
        headers: { 'content-type': 'application/json' },
      });
    },
  );
  await signIn(page, ADMIN_EMAIL, '/stylist');
  await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
  await expect(page.getByText('Odette Open').first()).toBeVisible();
  const show = page.getByRole('button', { name: 'Show more to complete' });
  await expect(show).toBeVisible();
  await expect(page.getByText('Olive Older')).toHaveCount(0);
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Olive Older').first()).toBeVisible();
  expect(asked).toEqual([cursor]);
  // It was the last part: nothing more to show.
  await expect(show).toBeHidden();
});

test("My Bookings' 'Show earlier bookings' reads the bookings before the first answer's (?before=)", async ({
  page,
}) => {
  const earlier = await pageOnce(page, '/api/bookings', 'before', 'Next-Cursor', (listed) => ({
    ...listed[0],
    id: randomUUID(),
    eventType: 'Garden Party 2019',
    eventDate: '2019-06-15',
    eventTime: '10:00',
    status: 'completed',
  }));
  await signIn(page, CUSTOMER_EMAIL, '/bookings');
  await expect(heading(page, 'My Bookings')).toBeVisible();
  const show = page.getByRole('button', { name: 'Show earlier bookings' });
  await expect(show).toBeVisible();
  const past = page.getByRole('heading', { name: /^Past \(\d+\)$/ });
  const before = Number((await past.textContent())?.match(/\d+/)?.[0]);
  await show.click();
  await expect(page.getByText('Garden Party 2019')).toBeVisible();
  await expect(past).toHaveText(`Past (${before + 1})`);
  expect(earlier.asked).toEqual([earlier.cursor]);
  await expect(show).toBeHidden();
});

test("the Free Consultations list's 'Show more consultations' reads the next 50 (?after=)", async ({
  page,
}) => {
  const consultation = (name: string) => ({
    id: randomUUID(),
    status: 'requested',
    usedFreeConsultation: true,
    scheduledDate: null,
    scheduledTime: null,
    meetingNote: null,
    createdAt: new Date().toISOString(),
    customer: {
      id: randomUUID(),
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      phone: null,
    },
    booking: null,
    scheduledBy: null,
    scheduledAt: null,
    moveRequest: null,
  });
  const cursor = `-.-.1764145800123456.${randomUUID()}`;
  const asked: string[] = [];
  // No open consultations in the demo data: both parts are made here.
  await page.route(
    (url) => url.pathname === '/api/staff/consultations',
    async (route) => {
      const after = new URL(route.request().url()).searchParams.get('after');
      if (after === null) {
        await route.fulfill({ json: [consultation('Fiona First')], headers: { 'Next-Cursor': cursor } });
        return;
      }
      asked.push(after);
      await route.fulfill({ json: [consultation('Nora Next')] });
    },
  );
  await signIn(page, ADMIN_EMAIL, '/stylist');
  const list = page.getByRole('region', { name: /Free Consultations/ });
  await expect(list.getByRole('heading', { name: 'Fiona First' })).toBeVisible();
  await expect(list.getByText('(1+ to schedule)')).toBeVisible();
  const show = list.getByRole('button', { name: 'Show more consultations' });
  await show.click();
  await expect(list.getByRole('heading', { name: 'Nora Next' })).toBeVisible();
  await expect(list.getByText('(2 to schedule)')).toBeVisible();
  expect(asked).toEqual([cursor]);
  await expect(show).toBeHidden();
});

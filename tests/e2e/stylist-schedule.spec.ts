import { expectNoSeriousViolations } from './support/a11y';
import { confirmEmailFromInbox } from './support/emails';
import { ADMIN_EMAIL, heading, openTab, STYLIST_EMAIL, signIn } from './support/screens';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

/**
 * Issue 11 on the Stylist Dashboard's Schedule tab: a stylist's weekly hours (early starts, days
 * off, the order rule) and dated time off (added, refused over her own appointment, removed);
 * the admin's week with every stylist side by side, appointments and time off; and the admin's
 * assign select answering why a stylist who is not free cannot take a booking.
 */

const ZONE = 'America/Los_Angeles';
const OVERLAP = 'You have appointments during that time.';
const NOT_FREE = 'That stylist is not free for the whole appointment then';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A date `days` from today in the business's time zone (YYYY-MM-DD). */
function businessDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** The wall-clock date and time (Pacific) of an instant. */
function pacific(iso: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The Sunday starting the week of `isoDate`. */
function sundayOf(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Assignment {
  stylistId: string;
  stylistName: string;
  role: 'lead' | 'assist';
  heldFrom: string;
  heldUntil: string;
}

interface StaffBooking {
  id: string;
  clientName: string | null;
  eventDate: string;
  status: string;
  plan: { staffed: boolean; assignments: Assignment[] };
}

const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });
const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });
const dayOfHours = (page: Page, weekday: string) =>
  page.getByRole('form', { name: 'Weekly hours' }).getByRole('group', { name: weekday, exact: true });
const timeOffPanel = (page: Page) => page.getByRole('region', { name: 'Time off' });

/** An upcoming active booking whose time `stylistId` holds, from a staff booking list. */
async function upcomingBookingOf(
  request: APIRequestContext,
  list: string,
  stylistId: string,
): Promise<{ booking: StaffBooking; assignment: Assignment } | null> {
  const response = await request.get(list);
  expect(response.ok()).toBe(true);
  const tomorrow = businessDate(1);
  for (const booking of (await response.json()) as StaffBooking[]) {
    if (!['pending', 'confirmed'].includes(booking.status) || booking.eventDate < tomorrow) continue;
    const assignment = booking.plan.assignments.find((a) => a.stylistId === stylistId);
    if (assignment) return { booking, assignment };
  }
  return null;
}

/** The cell of `column` (a stylist's name) in the week grid's row for `date`. */
async function gridCell(grid: Locator, column: string, date: string): Promise<Locator> {
  const headers = await grid.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.includes(column));
  expect(index, `a column for ${column}`).toBeGreaterThan(0);
  // The row's header says 'Saturday, December 19' to screen readers.
  const weekday = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return grid.locator('tbody tr').filter({ hasText: weekday }).locator('th, td').nth(index);
}

test.describe('Schedule: working time', () => {
  test('a stylist sets her hours, and adds, is refused and removes time off', async ({ page }) => {
    test.slow();
    await signIn(page, STYLIST_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    await openTab(page, /^Schedule/);
    await expect(page.getByRole('heading', { name: 'Working time' })).toBeVisible();
    const me = (await (await page.request.get('/api/stylist/working-time')).json()) as { stylistId: string };

    // Hours: the demo stylist starts at 6:00 AM on Saturdays; she starts at 5:30 instead.
    const saturday = dayOfHours(page, 'Saturday');
    await expect(saturday.getByLabel('First start')).toHaveValue('06:00');
    await saturday.getByLabel('First start').fill('05:30');

    // A last start before the first is refused under the field, in the domain's words.
    const tuesday = dayOfHours(page, 'Tuesday');
    await tuesday.getByLabel('Last start').fill('08:00');
    await page.getByRole('button', { name: 'Save hours' }).click();
    await expect(tuesday).toContainText('The last start must not be before the first start.');
    await expect(tuesday.getByLabel('Last start')).toBeFocused();
    await tuesday.getByLabel('Last start').fill('16:00');
    await expect(tuesday).not.toContainText('The last start must not be before the first start.');

    // A day off hides its times; turned back on, they are as they were.
    const wednesday = dayOfHours(page, 'Wednesday');
    await wednesday.getByRole('switch', { name: 'Day off' }).check();
    await expect(wednesday.getByLabel('First start')).toHaveCount(0);
    await expect(wednesday).toContainText('No clients this day');
    await wednesday.getByRole('switch', { name: 'Day off' }).uncheck();
    await expect(wednesday.getByLabel('First start')).toHaveValue('09:00');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/stylist/working-time/hours') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save hours' }).click();
    const body = (await saved).request().postDataJSON() as { days: unknown[]; stylistId?: string };
    expect(body.stylistId).toBeUndefined();
    expect(body.days[6]).toEqual({ firstStart: '05:30', lastStart: '16:00' });
    expect(body.days[3]).toEqual({ firstStart: '09:00', lastStart: '16:00' });
    await expect(toast(page, 'Hours Saved')).toContainText('Your hours have been saved.');
    // The week view follows: this Saturday's hours start at 5:30 AM.
    const week = page.getByRole('table', { name: /^Week of/ });
    await expect(week.locator('tbody tr').last()).toContainText('Starts 5:30 AM – 4:00 PM');
    await page.reload();
    await expect(dayOfHours(page, 'Saturday').getByLabel('First start')).toHaveValue('05:30');
    await expectNoSeriousViolations(page, 'Schedule tab after saving hours');

    // Time off, part of a day, far ahead where she has nothing booked.
    const note = `Dentist ${unique()}`;
    const day = businessDate(200 + Math.floor(Math.random() * 100));
    const panel = timeOffPanel(page);
    await panel.getByRole('radio', { name: 'Part of a day' }).check();
    await panel.getByLabel('Day', { exact: true }).fill(day);
    await panel.getByLabel('From', { exact: true }).fill('13:00');
    await panel.getByLabel('Until', { exact: true }).fill('12:00');
    await panel.getByLabel('Note').fill(note);
    await panel.getByRole('button', { name: 'Add time off' }).click();
    await expect(panel).toContainText('Time off must end after it starts.');
    await panel.getByLabel('Until', { exact: true }).fill('15:00');
    await panel.getByRole('button', { name: 'Add time off' }).click();
    await expect(toast(page, 'Time Off Added')).toContainText('Your time off has been added.');
    const entry = panel.getByRole('listitem').filter({ hasText: note });
    await expect(entry).toContainText('1:00 PM – 3:00 PM');

    // Not over an appointment of hers: the server's answer is said where she is looking.
    const own = await upcomingBookingOf(page.request, '/api/stylist/bookings', me.stylistId);
    expect(own, 'the demo stylist has an upcoming appointment').not.toBeNull();
    await panel.getByRole('radio', { name: 'Whole days' }).check();
    await panel.getByLabel('First day').fill(pacific(own!.assignment.heldFrom).date);
    await panel.getByRole('button', { name: 'Add time off' }).click();
    await expect(panel.getByRole('alert')).toContainText(OVERLAP);
    await expectNoSeriousViolations(page, 'Time off refused over an appointment');
    // Changing the form clears the answer.
    await panel.getByLabel('First day').fill(businessDate(300));
    await expect(panel.getByRole('alert')).toHaveCount(0);

    // Removed again.
    await entry.getByRole('button', { name: /^Remove/ }).click();
    await expect(toast(page, 'Time Off Removed')).toBeVisible();
    await expect(entry).toHaveCount(0);
    await expect(panel.getByRole('heading', { name: 'Coming up' })).toBeFocused();

    // Her Saturdays back as the demo has them.
    await dayOfHours(page, 'Saturday').getByLabel('First start').fill('06:00');
    await page.getByRole('button', { name: 'Save hours' }).click();
    await expect(toast(page, 'Hours Saved')).toBeVisible();
  });
});

test.describe("Schedule: the owner's week", () => {
  test('the admin sees two stylists side by side with an appointment and a time-off block', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, ADMIN_EMAIL, '/stylist');
    await expect(heading(page, 'Stylist Dashboard')).toBeVisible();
    const users = (await (await page.request.get('/api/admin/users?role=stylist')).json()) as Array<{
      id: string;
      email: string;
    }>;
    const sofia = users.find((u) => u.email === STYLIST_EMAIL)!;
    const maya = users.find((u) => u.email === 'maya@demo.bridalbeauty.test')!;

    // Sofia's next appointment, and a day of that week when Maya has nothing.
    const next = await upcomingBookingOf(page.request, '/api/admin/bookings', sofia.id);
    expect(next, "Sofia has an upcoming appointment (the demo's)").not.toBeNull();
    const appointmentDay = pacific(next!.assignment.heldFrom).date;
    const sunday = sundayOf(appointmentDay);
    const schedule = (await (
      await page.request.get(`/api/stylist/schedule?from=${sunday}&days=7`)
    ).json()) as {
      stylists: Array<{ id: string; blocks: Array<{ heldFrom: string; heldUntil: string }> }>;
    };
    const mayaBlocks = schedule.stylists.find((s) => s.id === maya.id)?.blocks ?? [];
    const busy = new Set(mayaBlocks.flatMap((b) => [pacific(b.heldFrom).date, pacific(b.heldUntil).date]));
    const offDay = Array.from({ length: 7 }, (_, i) => addDays(sunday, i)).find(
      (date) => date > businessDate(0) && !busy.has(date),
    );
    expect(offDay, 'a free day for Maya in that week').toBeDefined();

    // Maya's time off, added by the admin in the editor.
    await openTab(page, /^Schedule/);
    await page.getByLabel('Stylist', { exact: true }).selectOption({ label: 'Maya Chen' });
    const panel = timeOffPanel(page);
    await expect(panel).toContainText('when Maya Chen is not available');
    const note = `Family wedding ${unique()}`;
    await panel.getByLabel('First day').fill(offDay!);
    await panel.getByLabel('Note').fill(note);
    const added = page.waitForResponse(
      (r) => r.url().endsWith('/api/stylist/time-off') && r.request().method() === 'POST',
    );
    await panel.getByRole('button', { name: 'Add time off' }).click();
    expect((await added).request().postDataJSON()).toMatchObject({
      stylistId: maya.id,
      from: offDay,
      to: offDay,
    });
    await expect(toast(page, 'Time Off Added')).toContainText("Maya Chen's time off has been added.");

    // The week of both, side by side.
    await page.goto(`/stylist?tab=schedule&week=${sunday}`);
    const grid = page.getByRole('table', { name: /^Week of .*every stylist side by side/ });
    await expect(grid.getByRole('columnheader', { name: /Sofia Reyes/ })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: /Maya Chen/ })).toBeVisible();
    const appointment = await gridCell(grid, 'Sofia Reyes', appointmentDay);
    await expect(appointment).toContainText(next!.booking.clientName ?? 'Client');
    await expect(appointment).toContainText('styling');
    const timeOff = await gridCell(grid, 'Maya Chen', offDay!);
    await expect(timeOff).toContainText('All day');
    await expect(timeOff).toContainText(`Time off: ${note}`);
    await expectNoSeriousViolations(page, "The admin's week, side by side");

    // An appointment opens its row on the Appointments tab, with the staff controls ready.
    await appointment.getByRole('link').first().click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('booking') && !url.searchParams.has('tab'));
    const row = page.locator(`[data-booking-id="${next!.booking.id}"]`);
    await expect(row.getByLabel('Assigned stylist')).toBeFocused();
    await expect(row.locator('.stylist-plan')).toContainText('Sofia Reyes');

    // Maya's time off removed again.
    await page.goto(`/stylist?tab=schedule&week=${sunday}`);
    await page.getByLabel('Stylist', { exact: true }).selectOption({ label: 'Maya Chen' });
    const entry = timeOffPanel(page).getByRole('listitem').filter({ hasText: note });
    await entry.getByRole('button', { name: /^Remove/ }).click();
    await expect(toast(page, 'Time Off Removed')).toBeVisible();
    await expect(entry).toHaveCount(0);
    await expect(
      await gridCell(page.getByRole('table', { name: /^Week of/ }), 'Maya Chen', offDay!),
    ).not.toContainText(note);
  });

  test('assigning a stylist who is not free shows why, and moves the time once she is', async ({
    page,
    browser,
  }) => {
    test.slow();
    // A customer books through the API in her own session.
    const customer = await browser.newContext();
    const customerPage = await customer.newPage();
    await customerPage.goto('/api/login?redirect=/');
    await customerPage.getByRole('link', { name: 'Create an account' }).click();
    const firstName = `Ines${unique()}`;
    await customerPage.getByLabel('First name', { exact: true }).fill(firstName);
    await customerPage.getByLabel('Last name', { exact: true }).fill('Okafor');
    const email = `ines.${unique()}@example.com`;
    await customerPage.getByLabel('Email', { exact: true }).fill(email);
    await customerPage.getByLabel('Password', { exact: true }).fill('a-long-password-2026');
    await customerPage.getByRole('button', { name: 'Create account' }).click();
    await customerPage.waitForURL((url) => url.pathname === '/');
    await confirmEmailFromInbox(customerPage, email);
    let bookingId = '';
    for (let attempt = 0; attempt < 5 && !bookingId; attempt += 1) {
      const booked = await customerPage.request.post('/api/bookings', {
        headers: origin(customerPage),
        data: {
          hairService: 'simple',
          eventDate: businessDate(130 + Math.floor(Math.random() * 60)),
          eventTime: '11:00',
          serviceArea: 'puyallup',
          paymentMethod: 'cashapp',
          paymentHandle: '$ines',
        },
      });
      if (booked.status() === 201)
        bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;
    }
    expect(bookingId, 'a booking at 11:00 on one of five dates').not.toBe('');
    await customer.close();

    await signIn(page, ADMIN_EMAIL, '/stylist');
    const bookings = (await (await page.request.get('/api/admin/bookings')).json()) as StaffBooking[];
    const booking = bookings.find((b) => b.id === bookingId)!;
    const lead = booking.plan.assignments.find((a) => a.role === 'lead')!;
    const users = (await (await page.request.get('/api/admin/users?role=stylist')).json()) as Array<{
      id: string;
      email: string;
    }>;
    const sofia = users.find((u) => u.email === STYLIST_EMAIL)!;
    const maya = users.find((u) => u.email === 'maya@demo.bridalbeauty.test')!;
    const other =
      lead.stylistId === sofia.id ? { ...maya, name: 'Maya Chen' } : { ...sofia, name: 'Sofia Reyes' };

    // The other stylist takes that morning off (or already has it taken): she is not free then.
    const held = pacific(lead.heldFrom);
    const until = pacific(lead.heldUntil);
    const off = await page.request.post('/api/stylist/time-off', {
      headers: origin(page),
      data: {
        stylistId: other.id,
        from: held.date,
        startTime: held.time,
        endTime: until.time,
        note: 'Appointment',
      },
    });
    expect([201, 409]).toContain(off.status());

    const row = page.locator(`[data-booking-id="${bookingId}"]`);
    await expect(row).toContainText(firstName);
    await row.getByRole('button', { name: /^Manage/ }).click();
    const assign = row.getByLabel('Assigned stylist');
    await assign.selectOption({ label: other.name });
    await expect(row.getByRole('group', { name: 'Staff controls' })).toContainText(NOT_FREE);
    await expect(toast(page, 'Update Failed')).toContainText(NOT_FREE);
    await expect(assign).toHaveValue(lead.stylistId);
    await expectNoSeriousViolations(page, 'The assign select with its refusal');

    if (off.status() === 201) {
      // Free again: the time moves to her, and she leads.
      const { id } = (await off.json()) as { id: string };
      expect((await page.request.delete(`/api/stylist/time-off/${id}`, { headers: origin(page) })).ok()).toBe(
        true,
      );
      await assign.selectOption({ label: other.name });
      await expect(toast(page, 'Booking Updated')).toBeVisible();
      await expect(row.getByRole('group', { name: 'Staff controls' })).not.toContainText(NOT_FREE);
      await expect(row.locator('.stylist-plan__stylist').first()).toContainText(other.name);
      await expect(row.locator('.stylist-plan__stylist').first()).toContainText('Lead');
    }

    // Let its time go for the other tests.
    const cancelled = await page.request.patch(`/api/admin/bookings/${bookingId}`, {
      headers: origin(page),
      data: { status: 'cancelled' },
    });
    expect(cancelled.ok()).toBe(true);
  });
});

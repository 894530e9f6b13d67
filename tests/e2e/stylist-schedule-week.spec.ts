import { expectNoSeriousViolations } from './support/a11y';
import { confirmedCustomer, unique } from './support/accounts';
import { addDays, businessDate, pacific, sundayOf } from './support/dates';
import {
  gridCell,
  NOT_FREE,
  origin,
  type StaffBooking,
  timeOffPanel,
  toast,
  upcomingBookingOf,
} from './support/schedule';
import { ADMIN_EMAIL, heading, openTab, STYLIST_EMAIL, signIn } from './support/screens';
import { expect, test } from './support/test';

/**
 * Issue 11: the admin's week with every stylist side by side, appointments and time off, and the
 * admin's assign select answering why a stylist who is not free cannot take a booking.
 */

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
    const firstName = `Ines${unique()}`;
    const customerPage = await confirmedCustomer(browser, firstName);
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
    await customerPage.context().close();

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

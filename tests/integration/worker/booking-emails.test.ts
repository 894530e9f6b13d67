import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serviceMinutes } from '@beauty/domain/booking-rules';
import { TIMELINE_LABELS } from '@beauty/domain/events';
import { formatUtc } from '@beauty/domain/ics';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { deliveryKeyFor } from '@beauty/worker/pipeline/email';
import {
  addressedTo,
  aroundNextDstChange,
  bookingWorker,
  businessDate,
  calendarPartOf,
  cancelBooking,
  insertBooking,
  insertCustomer,
  parseIcs,
  rescheduleBooking,
} from './booking-fixture';
import { readableEmail } from './worker-harness';

const STAFF = 'staff@bridalbeauty.example';

const worker = bookingWorker('booking_emails');
const { completed, emailsOf, timelineOf } = worker;

describe('booking.created', () => {
  it('emails the customer a confirmation with the amounts, how to pay and a valid .ics; notifies the staff; records the timeline', async () => {
    const eventDate = businessDate(20);
    const { customer, bookingId, eventId } = await worker.book({
      bridalPackage: 'bride-only',
      addOns: ['hair-accessories', 'travel'],
      eventDate,
      eventTime: '10:00',
      eventType: 'wedding',
      location: '12 Elm St, Puyallup',
      specialNotes: 'Ceremony at 2pm',
      paymentMethod: 'cashapp',
      paymentHandle: '$chloeb',
    });

    // Bride Only $400 + accessories $50 + travel in Puyallup ($0): $450, 50% deposit.
    const [confirmation] = await emailsOf(eventId, 'booking-confirmation');
    expect(confirmation!.to).toEqual([customer.email]);
    const startsAt = appointmentStartsAt(eventDate, '10:00');
    expect(confirmation!.subject).toMatch(/^Booking confirmation: \w+day, \w+ \d{1,2}, \d{4} at 10:00 AM$/);
    const body = readableEmail(confirmation!.raw);
    for (const line of [
      'Hi Chloe,',
      '- Bride Only Package: $400',
      '- Premium hair accessories: $50',
      '- Travel to Puyallup: $0',
      'Event: Wedding',
      'Location: 12 Elm St, Puyallup',
      'Area: Puyallup, no travel fee',
      'Everyone ready: at 12:30 PM',
      'Who comes',
      'Everyone is ready at 12:30 PM.',
      'Total: $450',
      'Deposit (50%) due now: $225',
      'Balance due on the day: $225',
      'send the $225 deposit with Cash App to $BridalBeautySS',
      'We will match it to your Cash App account $chloeb.',
      'until 48 hours before your appointment',
      `View your booking: http://localhost:3000/bookings/${bookingId}`,
    ]) {
      expect(body).toContain(line);
    }
    // One stylist of the team styles the bride from 10:00; the request holds its date for the deposit.
    expect(body).toMatch(/- Team\d Test: 10:00 AM – 12:30 PM \(Bride at 10:00 AM\)/);
    expect(body).toMatch(
      /Deposit due by: \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M \(Pacific Time\)/,
    );
    expect(body).toMatch(
      /We hold your date until \w+day, .*: if the deposit has not arrived by then, the date is released\./,
    );

    const calendar = calendarPartOf(confirmation!.raw);
    expect(calendar).not.toBeNull();
    // The invitation part (text/calendar beside the text and HTML); the same file is attached as
    // application/ics under its name (tests/integration/pipeline/calendar-files.test.ts).
    expect(calendar!.headers).toMatch(/content-type:\s*text\/calendar;.*method=REQUEST/i);
    expect(confirmation!.raw).toMatch(
      /content-disposition:\s*attachment;\s*filename=booking-[0-9A-F]{8}\.ics/i,
    );
    const ics = parseIcs(calendar!.content);
    expect(ics.events).toBe(1);
    expect(ics.get('METHOD', 'VCALENDAR')).toEqual(['REQUEST']);
    expect(ics.get('ATTENDEE')).toEqual([`mailto:${customer.email}`]);
    expect(ics.get('ORGANIZER')).toEqual(['mailto:bookings@bridalbeauty.example']);
    expect(ics.get('VERSION', 'VCALENDAR')).toEqual(['2.0']);
    expect(ics.get('UID')).toEqual([`booking-${bookingId}@bridalbeauty.example`]);
    expect(ics.get('SEQUENCE')).toEqual(['0']);
    expect(ics.get('DTSTART')).toEqual([formatUtc(startsAt)]);
    // The appointment runs until everyone is ready: the bride's styling.
    const end = new Date(startsAt.getTime() + serviceMinutes({ bridalPackage: 'bride-only' }) * 60_000);
    expect(ics.get('DTEND')).toEqual([formatUtc(end)]);
    expect(ics.get('DESCRIPTION')[0]).toMatch(/Who comes:\\nTeam\d Test: 10:00 AM – 12:30 PM/);
    expect(ics.get('DTSTAMP')[0]).toMatch(/^\d{8}T\d{6}Z$/);
    expect(ics.get('LOCATION')).toEqual(['12 Elm St\\, Puyallup']);
    expect(ics.get('SUMMARY')).toEqual(['Bridal Beauty South Sound appointment (Wedding)']);

    // Stored with the render, so a retry sends the same bytes.
    const delivery = await worker
      .db('email_deliveries')
      .where({ deliveryKey: deliveryKeyFor(eventId, 'booking-confirmation', customer.email) })
      .first();
    expect(delivery.attachments).toEqual([
      {
        filename: expect.stringMatching(/^booking-[0-9A-F]{8}\.ics$/),
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: calendar!.content,
      },
    ]);

    const [staff] = await emailsOf(eventId, 'booking-staff-notification');
    expect(staff!.to).toEqual([STAFF]);
    expect(staff!.subject).toMatch(/^New booking: Chloe Bennett, /);
    // A reply goes to the customer; the customer's own email answers to the business.
    expect(staff!.replyTo).toBe(customer.email);
    const staffBody = readableEmail(staff!.raw);
    for (const line of [
      'Customer: Chloe Bennett',
      `Email: ${customer.email}`,
      'Phone: 253-555-0199',
      'Location: 12 Elm St, Puyallup',
      'Payment method: Cash App, $chloeb',
      'Total: $450',
      'Deposit (50%): $225',
      'Notes: Ceremony at 2pm',
      'Area: Puyallup, no travel fee',
      'People styled: 1',
      'Who comes when',
    ]) {
      expect(staffBody).toContain(line);
    }
    expect(staffBody).toMatch(/Stylists: Team\d Test/);
    // "Open the dashboard" opens the staff screen, not the customer dashboard.
    expect(staffBody).toContain('Manage bookings in the dashboard: http://localhost:3000/stylist');
    // Travel held before and after: 15 minutes each way, and the buffer after.
    expect(staffBody).toMatch(
      /- Team\d Test \(lead\): 10:00 AM – 12:30 PM, held 9:45 AM – 1:15 PM with travel and buffer \(Bride at 10:00 AM\)/,
    );
    expect(calendarPartOf(staff!.raw)).toBeNull();

    const timeline = await timelineOf(bookingId);
    expect(timeline[0]).toEqual({ status: 'pending', label: TIMELINE_LABELS.requestReceived, detail: null });
    expect(timeline.map((t) => t.label).sort()).toEqual(
      [
        TIMELINE_LABELS.requestReceived,
        TIMELINE_LABELS.confirmationEmailSent,
        TIMELINE_LABELS.teamNotified,
      ].sort(),
    );
    expect(timeline.every((t) => t.status === 'pending')).toBe(true);

    const jobs = await worker.db('outbox_event_jobs').where({ eventId }).orderBy('jobName');
    expect(jobs.map((j) => [j.jobName, j.result])).toEqual([
      ['email.booking-confirmation', 'done'],
      ['email.booking-staff-notification', 'done'],
      // The release of the hold is due when the deposit is.
      ['holds.sync-booking', 'done'],
      ['reminders.sync-booking', 'done'],
      // The stylist the allocator sent has her figures recomputed.
      ['stats.recompute-stylist', 'done'],
      ['timeline.record', 'done'],
    ]);
  });

  it('a makeup and hair booking asks for a 30% deposit, here with Venmo', async () => {
    const { eventId } = await worker.book({
      makeupService: 'better',
      hairService: 'styled',
      addOns: ['lashes'],
      eventDate: businessDate(21),
      eventTime: '14:00',
      eventType: 'date-night',
      paymentMethod: 'venmo',
      paymentHandle: '@chloe-b',
    });

    // Better $100 + Styled Half-Up $100 + lashes $20 = $220; 30% = $66.
    const [confirmation] = await emailsOf(eventId, 'booking-confirmation');
    const body = readableEmail(confirmation!.raw);
    for (const line of [
      '- Makeup: Better: $100',
      '- Hair: Styled Half-Up: $100',
      '- False Lashes: $20',
      'Total: $220',
      'Deposit (30%) due now: $66',
      'Balance due on the day: $154',
      'send the $66 deposit with Venmo to @BridalBeautySS',
      'We will match it to your Venmo account @chloe-b.',
      'Event: Date night',
    ]) {
      expect(body).toContain(line);
    }
    expect(body).toContain('at 2:00 PM');
  });

  it('puts the same wall-clock slot one hour apart in UTC on either side of a daylight saving change', async () => {
    const { before, after } = aroundNextDstChange();
    const customer = await insertCustomer(worker.db);
    const starts: string[] = [];
    for (const eventDate of [before, after]) {
      const { eventId } = await insertBooking(worker.db, customer.id, {
        makeupService: 'good',
        eventDate,
        eventTime: '10:00',
        paymentMethod: 'applepay',
        paymentHandle: 'chloe@icloud.com',
      });
      await completed(eventId);
      const [confirmation] = await emailsOf(eventId, 'booking-confirmation');
      const ics = parseIcs(calendarPartOf(confirmation!.raw)!.content);
      expect(ics.get('DTSTART')).toEqual([formatUtc(appointmentStartsAt(eventDate, '10:00'))]);
      starts.push(ics.get('DTSTART')[0]!);
      expect(readableEmail(confirmation!.raw)).toContain(
        'with Apple Pay (Apple Cash, in Messages or Wallet) to bookings@bridalbeauty.example',
      );
    }
    const hourOf = (stamp: string) => Number(stamp.slice(9, 11));
    // 10:00 is 17:00Z in PDT and 18:00Z in PST: whichever way the clocks go, one hour apart.
    expect(Math.abs(hourOf(starts[0]!) - hourOf(starts[1]!))).toBe(1);
    expect(starts.map(hourOf).sort()).toEqual([17, 18]);
  });
});

describe('booking.rescheduled and booking.cancelled', () => {
  it('a reschedule sends an updated confirmation (same UID, higher SEQUENCE), tells the staff and records the new time', async () => {
    const { customer, bookingId, eventId } = await worker.book({
      makeupService: 'best',
      eventDate: businessDate(30),
      eventTime: '09:00',
      eventType: 'photoshoot',
    });
    const second = businessDate(31);
    const movedId = await rescheduleBooking(worker.db, bookingId, second, '15:00');
    await completed(movedId);

    const [original] = await emailsOf(eventId, 'booking-confirmation');
    const [updated] = await emailsOf(movedId, 'booking-confirmation');
    expect(updated!.to).toEqual([customer.email]);
    expect(updated!.subject).toMatch(/^Booking updated: now \w+day, .* at 3:00 PM$/);
    const before = parseIcs(calendarPartOf(original!.raw)!.content);
    const after = parseIcs(calendarPartOf(updated!.raw)!.content);
    expect(after.get('UID')).toEqual(before.get('UID'));
    expect(Number(after.get('SEQUENCE')[0])).toBeGreaterThan(Number(before.get('SEQUENCE')[0]));
    expect(after.get('DTSTART')).toEqual([formatUtc(appointmentStartsAt(second, '15:00'))]);

    const [staff] = await emailsOf(movedId, 'booking-staff-notification');
    expect(staff!.subject).toMatch(/^Booking rescheduled: Chloe Bennett, now /);
    expect(readableEmail(staff!.raw)).toMatch(/Previously: \w+day, .* at 9:00 AM/);

    const timeline = await timelineOf(bookingId);
    const moved = timeline.find((t) => t.label === TIMELINE_LABELS.bookingRescheduled);
    expect(moved).toEqual({
      status: 'pending',
      label: TIMELINE_LABELS.bookingRescheduled,
      detail: expect.stringMatching(/^\w+day, \w+ \d{1,2}, \d{4} at 3:00 PM$/),
    });
    expect(timeline.filter((t) => t.label === TIMELINE_LABELS.confirmationEmailSent)).toHaveLength(2);
  });

  it('a cancellation tells the staff the slot is free again, emails the customer once with a CANCEL .ics, and records it', async () => {
    const { customer, bookingId, eventId } = await worker.book({
      hairService: 'updo',
      eventDate: businessDate(25),
      eventTime: '11:00',
    });
    const cancelId = await cancelBooking(worker.db, bookingId);
    await completed(cancelId!);

    const [staff] = await emailsOf(cancelId!, 'booking-staff-notification');
    expect(staff!.to).toEqual([STAFF]);
    expect(staff!.subject).toMatch(/^Booking cancelled: Chloe Bennett, /);
    expect(readableEmail(staff!.raw)).toContain('The slot is free again.');
    // Its stylist's time is free again.
    expect(await worker.db('stylist_blocks').where({ bookingId, active: true })).toEqual([]);
    expect(await emailsOf(cancelId!, 'booking-confirmation')).toEqual([]);
    // The confirmation, then the cancellation: nothing else.
    const [cancelled] = await emailsOf(cancelId!, 'booking-cancelled');
    expect(cancelled!.to).toEqual([customer.email]);
    expect(cancelled!.subject).toMatch(/^Your appointment on \w+day, .* at 11:00 AM has been cancelled$/);
    expect(worker.smtp.messages.filter(addressedTo(customer.email))).toHaveLength(2);
    const [confirmation] = await emailsOf(eventId, 'booking-confirmation');
    const before = parseIcs(calendarPartOf(confirmation!.raw)!.content);
    const after = parseIcs(calendarPartOf(cancelled!.raw)!.content);
    expect(after.get('METHOD', 'VCALENDAR')).toEqual(['CANCEL']);
    expect(after.get('UID')).toEqual(before.get('UID'));
    expect(after.get('SEQUENCE')).toEqual(['1']);
    expect(after.get('STATUS')).toEqual(['CANCELLED']);

    const timeline = await timelineOf(bookingId);
    expect(timeline.filter((t) => t.label === TIMELINE_LABELS.bookingCancelled)).toEqual([
      { status: 'cancelled', label: TIMELINE_LABELS.bookingCancelled, detail: null },
    ]);
    const jobs = await worker.db('outbox_event_jobs').where({ eventId: cancelId }).orderBy('jobName');
    expect(jobs.map((j) => [j.jobName, j.result])).toEqual([
      ['email.booking-cancelled', 'done'],
      ['email.booking-staff-notification', 'done'],
      // Its release job goes: nothing is held any more.
      ['holds.sync-booking', 'done'],
      ['reminders.sync-booking', 'done'],
      ['stats.recompute-stylist', 'done'],
      ['timeline.record', 'done'],
      // Nobody waits for that date.
      ['waitlist.offer-openings', 'skipped'],
    ]);
  });

  it('skips the confirmation of a booking cancelled before its email went out', async () => {
    const customer = await insertCustomer(worker.db);
    await worker.stop();
    const { bookingId, eventId } = await insertBooking(worker.db, customer.id, {
      makeupService: 'good',
      eventDate: businessDate(26),
      eventTime: '12:00',
    });
    const cancelId = await cancelBooking(worker.db, bookingId);
    await worker.start();
    await completed(eventId);
    await completed(cancelId!);

    const jobs = await worker
      .db('outbox_event_jobs')
      .where({ eventId, jobName: 'email.booking-confirmation' });
    expect(jobs.map((j) => j.result)).toEqual(['skipped']);
    // Only the cancellation, which confirms what the customer did.
    const toCustomer = worker.smtp.messages.filter(addressedTo(customer.email));
    expect(toCustomer.map((m) => m.messageId)).toEqual(
      (await emailsOf(cancelId!, 'booking-cancelled')).map((m) => m.messageId),
    );
    expect(toCustomer).toHaveLength(1);
  });
});

describe('without SMTP', () => {
  it('writes the confirmation with its .ics attachment to the .eml file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'worker-outbox-'));
    try {
      await worker.start({ smtpUrl: null, emailOutboxDir: dir });
      const eventDate = businessDate(40);
      const { customer, bookingId, eventId } = await worker.book({
        bridalPackage: 'bride-plus-1',
        eventDate,
        eventTime: '13:00',
      });
      const key = deliveryKeyFor(eventId, 'booking-confirmation', customer.email);
      const file = (await readdir(dir)).find((f) => f.endsWith(`-${key}.eml`));
      expect(file).toBeDefined();
      const eml = await readFile(path.join(dir, file!), 'utf8');
      const ics = parseIcs(calendarPartOf(eml)!.content);
      expect(ics.get('UID')).toEqual([`booking-${bookingId}@bridalbeauty.example`]);
      expect(ics.get('DTSTART')).toEqual([formatUtc(appointmentStartsAt(eventDate, '13:00'))]);
    } finally {
      await worker.stop();
      await rm(dir, { recursive: true, force: true });
      await worker.start();
    }
  });
});

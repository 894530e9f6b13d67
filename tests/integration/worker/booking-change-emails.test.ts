import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TIMELINE_LABELS } from '@beauty/domain/events';
import { formatUtc } from '@beauty/domain/ics';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { deliveryKeyFor } from '@beauty/worker/pipeline/email';
import {
  businessDate,
  cancelBooking,
  insertBooking,
  insertCustomer,
  rescheduleBooking,
} from './booking-fixture';
import { addressedTo, bookingWorker, calendarPartOf, parseIcs } from './booking-worker';
import { readableEmail } from './worker-harness';

const STAFF = 'staff@bridalbeauty.example';

const worker = bookingWorker('booking_change_emails');
const { completed, emailsOf, timelineOf } = worker;

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
      ['stats.recompute-studio', 'done'],
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

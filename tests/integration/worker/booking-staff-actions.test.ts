import { TIMELINE_LABELS } from '@beauty/domain/events';
import type { CapturedEmail } from '../support/smtp-capture';
import { businessDate, rescheduleBooking } from './booking-fixture';
import { bookingWorker, calendarPartOf, parseIcs } from './booking-worker';
import { insertUser, staffUpdateBooking } from './staff-fixture';
import { readableEmail } from './worker-harness';

const worker = bookingWorker('booking_staff');
const { completed, emailsOf, timelineOf } = worker;
let admin: string;

beforeAll(async () => {
  admin = (await insertUser(worker.db, 'admin', { firstName: 'Ava', lastName: 'Admin' })).id;
});

const icsOf = (email: CapturedEmail) => parseIcs(calendarPartOf(email.raw)!.content);

/** A customer's pending request-to-book, its first confirmation email sent. */
function pendingBooking(days = 20) {
  return worker.book({
    bridalPackage: 'bride-only',
    eventDate: businessDate(days),
    eventTime: '10:00',
    eventType: 'wedding',
    location: '12 Elm St, Puyallup',
    paymentMethod: 'venmo',
    paymentHandle: '@chloe-b',
  });
}

describe('booking.confirmed (request-to-book confirmed by the staff)', () => {
  it("emails 'Your booking is confirmed' with the stylist, the deposit still due and the .ics (CONFIRMED, same UID, next SEQUENCE)", async () => {
    const { customer, bookingId, eventId: createdId } = await pendingBooking();
    const stylist = await insertUser(worker.db, 'stylist', { firstName: 'Sofia', lastName: 'Reyes' });
    const assigned = await staffUpdateBooking(worker.db, bookingId, admin, { stylistId: stylist.id });
    await completed(assigned.updateEventId!);
    const { statusEventId } = await staffUpdateBooking(worker.db, bookingId, admin, { status: 'confirmed' });
    await completed(statusEventId!);

    const [first] = await emailsOf(createdId, 'booking-confirmation');
    const [confirmed] = await emailsOf(statusEventId!, 'booking-confirmed');
    expect(confirmed!.to).toEqual([customer.email]);
    expect(confirmed!.subject).toMatch(/^Your booking is confirmed: \w+day, \w+ \d{1,2}, \d{4} at 10:00 AM$/);
    const body = readableEmail(confirmed!.raw);
    for (const line of [
      'Hi Chloe,',
      'has confirmed your booking',
      'Your stylist: Sofia Reyes',
      'Who comes',
      '- Sofia Reyes: 10:00 AM – 12:30 PM (Bride at 10:00 AM)',
      '- Bride Only Package: $400',
      'Total: $400',
      'Deposit (50%): $200',
      'Deposit status: Not received yet',
      // Confirmed already: the deposit is asked for, not said to secure the appointment.
      'Please send the $200 deposit with Venmo to @BridalBeautySS',
      `View your booking: http://localhost:3000/bookings/${bookingId}`,
    ]) {
      expect(body).toContain(line);
    }
    expect(body).not.toContain('To secure your appointment');

    const before = icsOf(first!);
    const after = icsOf(confirmed!);
    expect(before.get('STATUS')).toEqual(['TENTATIVE']);
    expect(after.get('STATUS')).toEqual(['CONFIRMED']);
    expect(after.get('UID')).toEqual(before.get('UID'));
    expect(after.get('UID')).toEqual([`booking-${bookingId}@bridalbeauty.example`]);
    expect(before.get('SEQUENCE')).toEqual(['0']);
    expect(after.get('SEQUENCE')).toEqual(['1']);
    expect(after.get('DTSTART')).toEqual(before.get('DTSTART'));

    const labels = (await timelineOf(bookingId)).map((t) => t.label);
    expect(labels.filter((l) => l === TIMELINE_LABELS.confirmationEmailSent)).toHaveLength(1);
    expect(labels.filter((l) => l === TIMELINE_LABELS.bookingConfirmed)).toHaveLength(1);
    expect(labels.slice(-2)).toEqual([TIMELINE_LABELS.stylistAssigned, TIMELINE_LABELS.bookingConfirmed]);
    expect((await timelineOf(bookingId)).at(-1)).toEqual({
      status: 'confirmed',
      label: TIMELINE_LABELS.bookingConfirmed,
      detail: null,
    });

    const jobs = await worker.db('outbox_event_jobs').where({ eventId: statusEventId! }).orderBy('jobName');
    expect(jobs.map((j) => j.jobName)).toEqual([
      'email.booking-confirmed',
      'holds.sync-booking',
      'reminders.sync-booking',
      'stats.recompute-studio',
      'stats.recompute-stylist',
      'timeline.record',
    ]);
    // Confirmed: its date is no longer only held, so nothing is left to release it.
    expect(await worker.env.queue('reminders').getJob(`booking-hold.${bookingId}`)).toBeUndefined();
    expect(jobs[0].result).toBe('done');

    // A reschedule after the confirmation sends the next version again.
    const movedId = await rescheduleBooking(worker.db, bookingId, businessDate(27), '13:00');
    await completed(movedId);
    const [moved] = await emailsOf(movedId, 'booking-confirmation');
    expect(icsOf(moved!).get('SEQUENCE')).toEqual(['2']);
    expect(icsOf(moved!).get('STATUS')).toEqual(['CONFIRMED']);
  });

  it('thanks for a deposit already received and names no stylist when none is assigned', async () => {
    const { bookingId } = await pendingBooking(22);
    const paid = await staffUpdateBooking(worker.db, bookingId, admin, {
      paymentStatus: 'deposit_received',
      stylistId: null,
    });
    await completed(paid.updateEventId!);
    const { statusEventId } = await staffUpdateBooking(worker.db, bookingId, admin, { status: 'confirmed' });
    await completed(statusEventId!);
    const body = readableEmail((await emailsOf(statusEventId!, 'booking-confirmed'))[0]!.raw);
    expect(body).toContain('Deposit status: Received, thank you');
    expect(body).toContain('We have received your $200 deposit. Thank you!');
    expect(body).not.toContain('Your stylist');
    expect(body).toContain('We will let you know who is coming once your stylist is assigned.');
  });

  it('sends nothing when the booking was cancelled before the job ran; the timeline keeps the confirmation', async () => {
    const { bookingId } = await pendingBooking(24);
    const eventId = await worker.db.transaction(async (trx) => {
      await trx('bookings').where({ id: bookingId }).update({ status: 'cancelled' });
      const [event] = await trx('outbox_events')
        .insert({
          type: 'booking.confirmed',
          entityType: 'booking',
          entityId: bookingId,
          payload: JSON.stringify({ bookingId, changedBy: admin }),
        })
        .returning('id');
      return event.id as string;
    });
    await completed(eventId);
    expect(await emailsOf(eventId, 'booking-confirmed')).toEqual([]);
    const [job] = await worker.db('outbox_event_jobs').where({ eventId, jobName: 'email.booking-confirmed' });
    expect(job.result).toBe('skipped');
    expect((await timelineOf(bookingId)).at(-1)).toEqual({
      status: 'confirmed',
      label: TIMELINE_LABELS.bookingConfirmed,
      detail: null,
    });
  });
});

describe('timeline entries of the staff changes', () => {
  it('one entry per change: stylist, payment, no-show, in the order of the payload', async () => {
    const { bookingId } = await pendingBooking(30);
    const jade = await insertUser(worker.db, 'stylist', { firstName: 'Jade', lastName: 'Kim' });
    const steps: Array<Parameters<typeof staffUpdateBooking>[3]> = [
      { stylistId: jade.id, paymentStatus: 'deposit_received' },
      { status: 'confirmed' },
      { stylistId: null },
      { paymentStatus: 'refunded' },
      { noShow: true },
      // Taking the mark off, or back to unpaid, appends nothing.
      { noShow: false, paymentStatus: 'unpaid' },
    ];
    for (const step of steps) {
      const { statusEventId, updateEventId } = await staffUpdateBooking(worker.db, bookingId, admin, step);
      for (const id of [statusEventId, updateEventId]) if (id) await completed(id);
    }
    const timeline = await timelineOf(bookingId);
    expect(timeline.slice(3)).toEqual([
      { status: 'pending', label: TIMELINE_LABELS.stylistAssigned, detail: 'Jade Kim' },
      { status: 'pending', label: TIMELINE_LABELS.depositReceived, detail: null },
      { status: 'confirmed', label: TIMELINE_LABELS.bookingConfirmed, detail: null },
      { status: 'confirmed', label: TIMELINE_LABELS.stylistUnassigned, detail: null },
      { status: 'confirmed', label: TIMELINE_LABELS.paymentRefunded, detail: null },
      { status: 'confirmed', label: TIMELINE_LABELS.markedNoShow, detail: null },
    ]);
  });

  it("'Mark as Completed': 'Completed' and 'Paid in full'", async () => {
    const { bookingId } = await pendingBooking(31);
    const stylist = await insertUser(worker.db, 'stylist');
    const claimed = await staffUpdateBooking(worker.db, bookingId, stylist.id, { stylistId: stylist.id });
    await completed(claimed.updateEventId!);
    const done = await staffUpdateBooking(worker.db, bookingId, stylist.id, {
      status: 'completed',
      paymentStatus: 'completed',
    });
    await completed(done.statusEventId!);
    await completed(done.updateEventId!);
    const labels = (await timelineOf(bookingId)).map((t) => [t.status, t.label]);
    expect(labels).toEqual(
      expect.arrayContaining([
        ['completed', TIMELINE_LABELS.completed],
        ['completed', TIMELINE_LABELS.paidInFull],
      ]),
    );
    // Completed: no reminder is left for it.
    const reminder = await worker.env.queue('reminders').getJob(`booking-reminder.${bookingId}`);
    expect(reminder).toBeUndefined();
  });
});

import { TIMELINE_LABELS } from '@beauty/domain/events';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/runtime';
import { type CapturedEmail, startSmtpCapture } from '../support/smtp-capture';
import {
  businessDate,
  calendarPartOf,
  insertBooking,
  insertCustomer,
  parseIcs,
  rescheduleBooking,
  seedBookingCatalog,
} from './booking-fixture';
import { eventCompleted, insertUser, staffUpdateBooking } from './staff-fixture';
import { createWorkerTestEnv, readableEmail, type WorkerTestEnv } from './worker-harness';

let env: WorkerTestEnv;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let runtime: WorkerRuntime | null = null;
let admin: string;

beforeAll(async () => {
  env = await createWorkerTestEnv('booking_staff');
  await seedBookingCatalog(env.db);
  smtp = await startSmtpCapture();
  runtime = createWorkerRuntime(env.config({ smtpUrl: smtp.url }), { logger: env.logger });
  await runtime.start();
  admin = (await insertUser(env.db, 'admin', { firstName: 'Ava', lastName: 'Admin' })).id;
});

afterAll(async () => {
  await runtime?.stop();
  await smtp?.close();
  await env?.close();
});

async function emailsOf(eventId: string, template: string): Promise<CapturedEmail[]> {
  const rows: Array<{ messageId: string }> = await env
    .db('email_deliveries')
    .where({ eventId, template, status: 'sent' })
    .select('messageId');
  const ids = new Set(rows.map((r) => r.messageId));
  return smtp.messages.filter((m) => m.messageId && ids.has(m.messageId));
}

function timelineOf(bookingId: string) {
  return env
    .db('status_events')
    .where({ entityType: 'booking', entityId: bookingId })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }])
    .select('status', 'label', 'detail');
}

const icsOf = (email: CapturedEmail) => parseIcs(calendarPartOf(email.raw)!.content);

/** A customer's pending request-to-book, its first confirmation email sent. */
async function pendingBooking(days = 20) {
  const customer = await insertCustomer(env.db);
  const booking = await insertBooking(env.db, customer.id, {
    bridalPackage: 'bride-only',
    eventDate: businessDate(days),
    eventTime: '10:00',
    eventType: 'wedding',
    location: '12 Elm St, Puyallup',
    paymentMethod: 'venmo',
    paymentHandle: '@chloe-b',
  });
  await eventCompleted(env.db, booking.eventId);
  return { customer, ...booking };
}

describe('booking.confirmed (request-to-book confirmed by the staff)', () => {
  it("emails 'Your booking is confirmed' with the stylist, the deposit still due and the .ics (CONFIRMED, same UID, next SEQUENCE)", async () => {
    const { customer, bookingId, eventId: createdId } = await pendingBooking();
    const stylist = await insertUser(env.db, 'stylist', { firstName: 'Sofia', lastName: 'Reyes' });
    const assigned = await staffUpdateBooking(env.db, bookingId, admin, { stylistId: stylist.id });
    await eventCompleted(env.db, assigned.updateEventId!);
    const { statusEventId } = await staffUpdateBooking(env.db, bookingId, admin, { status: 'confirmed' });
    await eventCompleted(env.db, statusEventId!);

    const [first] = await emailsOf(createdId, 'booking-confirmation');
    const [confirmed] = await emailsOf(statusEventId!, 'booking-confirmed');
    expect(confirmed!.to).toEqual([customer.email]);
    expect(confirmed!.subject).toMatch(/^Your booking is confirmed: \w+day, \w+ \d{1,2}, \d{4} at 10:00 AM$/);
    const body = readableEmail(confirmed!.raw);
    for (const line of [
      'Hi Chloe,',
      'has confirmed your booking',
      'Your stylist: Sofia Reyes',
      '- Bride Only Package: $400',
      'Total: $400',
      'Deposit (50%): $200',
      'Deposit status: Not received yet',
      'send the $200 deposit with Venmo to @BridalBeautySS',
      `View your booking: http://localhost:3000/bookings/${bookingId}`,
    ]) {
      expect(body).toContain(line);
    }

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

    const jobs = await env.db('outbox_event_jobs').where({ eventId: statusEventId! }).orderBy('jobName');
    expect(jobs.map((j) => j.jobName)).toEqual([
      'email.booking-confirmed',
      'reminders.sync-booking',
      'stats.recompute-stylist',
      'timeline.record',
    ]);
    expect(jobs[0].result).toBe('done');

    // A reschedule after the confirmation sends the next version again.
    const movedId = await rescheduleBooking(env.db, bookingId, businessDate(27), '13:00');
    await eventCompleted(env.db, movedId);
    const [moved] = await emailsOf(movedId, 'booking-confirmation');
    expect(icsOf(moved!).get('SEQUENCE')).toEqual(['2']);
    expect(icsOf(moved!).get('STATUS')).toEqual(['CONFIRMED']);
  });

  it('thanks for a deposit already received and names no stylist when none is assigned', async () => {
    const { bookingId } = await pendingBooking(22);
    const paid = await staffUpdateBooking(env.db, bookingId, admin, { paymentStatus: 'deposit_received' });
    await eventCompleted(env.db, paid.updateEventId!);
    const { statusEventId } = await staffUpdateBooking(env.db, bookingId, admin, { status: 'confirmed' });
    await eventCompleted(env.db, statusEventId!);
    const body = readableEmail((await emailsOf(statusEventId!, 'booking-confirmed'))[0]!.raw);
    expect(body).toContain('Deposit status: Received, thank you');
    expect(body).toContain('We have received your $200 deposit. Thank you!');
    expect(body).not.toContain('Your stylist');
  });

  it('sends nothing when the booking was cancelled before the job ran; the timeline keeps the confirmation', async () => {
    const { bookingId } = await pendingBooking(24);
    const eventId = await env.db.transaction(async (trx) => {
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
    await eventCompleted(env.db, eventId);
    expect(await emailsOf(eventId, 'booking-confirmed')).toEqual([]);
    const [job] = await env.db('outbox_event_jobs').where({ eventId, jobName: 'email.booking-confirmed' });
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
    const jade = await insertUser(env.db, 'stylist', { firstName: 'Jade', lastName: 'Kim' });
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
      const { statusEventId, updateEventId } = await staffUpdateBooking(env.db, bookingId, admin, step);
      for (const id of [statusEventId, updateEventId]) if (id) await eventCompleted(env.db, id);
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
    const stylist = await insertUser(env.db, 'stylist');
    const claimed = await staffUpdateBooking(env.db, bookingId, stylist.id, { stylistId: stylist.id });
    await eventCompleted(env.db, claimed.updateEventId!);
    const done = await staffUpdateBooking(env.db, bookingId, stylist.id, {
      status: 'completed',
      paymentStatus: 'completed',
    });
    await eventCompleted(env.db, done.statusEventId!);
    await eventCompleted(env.db, done.updateEventId!);
    const labels = (await timelineOf(bookingId)).map((t) => [t.status, t.label]);
    expect(labels).toEqual(
      expect.arrayContaining([
        ['completed', TIMELINE_LABELS.completed],
        ['completed', TIMELINE_LABELS.paidInFull],
      ]),
    );
    // Completed: no reminder is left for it.
    const reminder = await env.queue('reminders').getJob(`booking-reminder.${bookingId}`);
    expect(reminder).toBeUndefined();
  });
});

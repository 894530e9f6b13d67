import { TIMELINE_LABELS } from '@beauty/domain/events';
import { reminderAt, TIME_SLOTS } from '@beauty/domain/slots';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { bookingReminderDue } from '@beauty/worker/bookings/booking-reminder-due';
import { bookingReminderJobId } from '@beauty/worker/bookings/booking-reminder-plan';
import { syncBookingReminder } from '@beauty/worker/bookings/sync-booking-reminder';
import type { JobContext } from '@beauty/worker/pipeline/handler';
import { QUEUE_NAMES } from '@beauty/worker/pipeline/queue';
import type { Job } from 'bullmq';
import type { CapturedEmail } from '../support/smtp-capture';
import { waitUntil } from '../support/wait';
import { businessDate, cancelBooking, rescheduleBooking } from './booking-fixture';
import { addressedTo, bookingWorker } from './booking-worker';
import { readableEmail } from './worker-harness';

const worker = bookingWorker('booking_reminders');
const { completed } = worker;

const reminders = () => worker.env.queue('reminders');
const isReminder = (m: CapturedEmail) => m.subject.startsWith('Reminder: your appointment on ');

async function reminderJob(bookingId: string): Promise<Job | undefined> {
  return reminders().getJob(bookingReminderJobId(bookingId));
}

/** When the delayed job is due to run (BullMQ: added at `timestamp`, delayed by `delay`). */
const dueAt = (job: Job) => job.timestamp + job.delay;

function reminderEvents(bookingId: string) {
  return worker
    .db('outbox_events')
    .where({ entityId: bookingId, type: 'booking.reminder_due' })
    .orderBy('createdAt');
}

/** A booking made now for `days` ahead; the reminder job is in place once its event completes. */
async function bookAhead(days: number, eventTime = '10:00', options: { eventCreatedAt?: Date } = {}) {
  const eventDate = businessDate(days);
  const booking = await worker.book(
    { makeupService: 'better', eventDate, eventTime, location: 'Tacoma' },
    options,
  );
  return { ...booking, eventDate, eventTime, startsAt: appointmentStartsAt(eventDate, eventTime) };
}

/**
 * The first slot that starts within the next 24 hours (there is always one: the longest gap is
 * 17 h), late enough for the stylist's travel to start after now.
 */
function nextSlotWithin24h(now = Date.now()) {
  for (const days of [0, 1]) {
    for (const eventTime of TIME_SLOTS) {
      const eventDate = businessDate(days);
      const startsAt = appointmentStartsAt(eventDate, eventTime).getTime();
      if (startsAt > now + 30 * 60_000 && startsAt < now + 23.5 * 3_600_000) return { eventDate, eventTime };
    }
  }
  throw new Error('no slot in the next 24 hours');
}

describe('the 24-hour reminder', () => {
  it('is scheduled as a delayed job, due 24 hours before the start', async () => {
    const before = Date.now();
    const booking = await bookAhead(5);
    const job = await reminderJob(booking.bookingId);
    expect(job).toBeDefined();
    expect(await job!.getState()).toBe('delayed');
    expect(job!.name).toBe('reminders.booking-due');
    expect(job!.data).toEqual({ bookingId: booking.bookingId, startsAt: booking.startsAt.toISOString() });
    const expected = reminderAt(booking.startsAt).getTime();
    expect(Math.abs(dueAt(job!) - expected)).toBeLessThan(2_000);
    expect(job!.delay).toBeGreaterThan(expected - Date.now() - 2_000);
    expect(job!.delay).toBeLessThanOrEqual(expected - before);
    expect(job!.opts.attempts).toBeGreaterThan(1);
  });

  it('moves with a reschedule: same job id, the new start and delay', async () => {
    const booking = await bookAhead(6);
    const newDate = businessDate(9);
    const movedId = await rescheduleBooking(worker.db, booking.bookingId, newDate, '15:00');
    await completed(movedId);

    const job = await reminderJob(booking.bookingId);
    const newStart = appointmentStartsAt(newDate, '15:00');
    expect(await job!.getState()).toBe('delayed');
    expect(job!.data.startsAt).toBe(newStart.toISOString());
    expect(Math.abs(dueAt(job!) - reminderAt(newStart).getTime())).toBeLessThan(2_000);
    const delayed = await reminders().getDelayed();
    // One reminder (beside the booking's hold release, due when its deposit is).
    expect(
      delayed.filter((j) => j.name === 'reminders.booking-due' && j.data.bookingId === booking.bookingId),
    ).toHaveLength(1);
  });

  it('is removed when the booking is cancelled', async () => {
    const booking = await bookAhead(7);
    expect(await reminderJob(booking.bookingId)).toBeDefined();
    const cancelId = await cancelBooking(worker.db, booking.bookingId);
    await completed(cancelId!);
    expect(await reminderJob(booking.bookingId)).toBeUndefined();
  });

  it('when due, is sent once, appended to the timeline, and never again for that start', async () => {
    const booking = await bookAhead(3, '11:00');
    const job = await reminderJob(booking.bookingId);
    await job!.promote();

    await worker.smtp.waitFor((all) =>
      all.some((m) => addressedTo(booking.customer.email)(m) && isReminder(m)),
    );
    const [event] = (await waitUntil(async () => {
      const rows = await reminderEvents(booking.bookingId);
      return rows.length && rows[0].completedAt ? rows : null;
    }))!;
    expect(event.payload).toEqual({ bookingId: booking.bookingId, startsAt: booking.startsAt.toISOString() });

    const reminder = worker.smtp.messages.filter(addressedTo(booking.customer.email)).filter(isReminder);
    expect(reminder).toHaveLength(1);
    const body = readableEmail(reminder[0]!.raw);
    expect(body).toContain('Location: Tacoma');
    expect(body).toContain('Makeup: Better: $100');
    expect(body).toContain('at 11:00 AM (Pacific Time)');
    expect(body).toContain('The balance of $70 is due on the day of your appointment');

    const timeline = await worker
      .db('status_events')
      .where({ entityType: 'booking', entityId: booking.bookingId, label: TIMELINE_LABELS.reminderSent })
      .select('status', 'label');
    expect(timeline).toEqual([{ status: 'pending', label: TIMELINE_LABELS.reminderSent }]);
    expect(await waitUntil(async () => (await job!.getState()) === 'completed' || null)).toBe(true);

    // Firing again (a retry, a second job) writes no second event; a sync after the reminder
    // went out (an event handled late) leaves the sent job alone.
    const ctx = {
      db: worker.db,
      logger: worker.env.logger,
      queues: Object.fromEntries(QUEUE_NAMES.map((name) => [name, worker.env.queue(name)])),
    } as unknown as JobContext;
    const data = { bookingId: booking.bookingId, startsAt: booking.startsAt.toISOString() };
    expect(await bookingReminderDue(data, ctx)).toBe('skipped');
    const createdJob = await worker.db('outbox_events').where({ id: booking.eventId }).first();
    const sync = await syncBookingReminder(
      {
        jobName: 'reminders.sync-booking',
        eventId: booking.eventId,
        eventType: 'booking.created',
        entityType: 'booking',
        entityId: booking.bookingId,
        payload: createdJob.payload,
      },
      ctx,
    );
    expect(sync).toBe('skipped');
    expect(await job!.getState()).toBe('completed');
    // Both returned 'skipped' having written nothing: no second event, so no second email can follow.
    expect(await reminderEvents(booking.bookingId)).toHaveLength(1);
    expect(worker.smtp.messages.filter(addressedTo(booking.customer.email)).filter(isReminder)).toHaveLength(
      1,
    );
  });

  it('is skipped when the booking was cancelled by the time it fires', async () => {
    const booking = await bookAhead(4);
    const job = await reminderJob(booking.bookingId);
    // Cancelled, but its event not handled yet: the delayed job is still there when it fires.
    await cancelBooking(worker.db, booking.bookingId, { withEvent: false });
    await job!.promote();
    await waitUntil(async () => (await job!.getState()) === 'completed' || null);
    const finished = await reminderJob(booking.bookingId);
    expect(finished!.returnvalue).toBe('skipped');
    expect(await reminderEvents(booking.bookingId)).toEqual([]);
    expect(worker.smtp.messages.filter(addressedTo(booking.customer.email)).filter(isReminder)).toEqual([]);
  });

  it('is skipped when the booking moved since the job was scheduled', async () => {
    const booking = await bookAhead(8);
    const job = await reminderJob(booking.bookingId);
    await worker.db('bookings').where({ id: booking.bookingId }).update({ eventTime: '16:00' });
    await job!.promote();
    await waitUntil(async () => (await job!.getState()) === 'completed' || null);
    expect((await reminderJob(booking.bookingId))!.returnvalue).toBe('skipped');
    expect(await reminderEvents(booking.bookingId)).toEqual([]);
  });

  it('is not scheduled for a booking made less than 24 hours before it starts', async () => {
    const { eventDate, eventTime } = nextSlotWithin24h();
    const { bookingId, eventId } = await worker.book({ hairService: 'simple', eventDate, eventTime });
    expect(await reminderJob(bookingId)).toBeUndefined();
    const [sync] = await worker.db('outbox_event_jobs').where({ eventId, jobName: 'reminders.sync-booking' });
    expect(sync.result).toBe('skipped');
  });

  it('goes out at once when it is late: booked days ago, handled only now', async () => {
    const { eventDate, eventTime } = nextSlotWithin24h();
    const { customer, bookingId } = await worker.book(
      { hairService: 'simple', eventDate, eventTime },
      { eventCreatedAt: new Date(Date.now() - 3 * 86_400_000) },
    );
    await worker.smtp.waitFor((all) => all.some((m) => addressedTo(customer.email)(m) && isReminder(m)));
    expect(await reminderEvents(bookingId)).toHaveLength(1);
  });

  it('shows in the queue-depth metrics', async () => {
    const text = await worker.runtime!.metrics.registry.metrics();
    const delayed = text.match(/^beauty_worker_queue_jobs\{queue="reminders",state="delayed"\} (\d+)$/m);
    expect(delayed).not.toBeNull();
    expect(Number(delayed![1])).toBeGreaterThan(0);
  });
});

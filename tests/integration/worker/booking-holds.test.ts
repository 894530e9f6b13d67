import { TIMELINE_LABELS } from '@beauty/domain/events';
import { bookingMessages } from '@beauty/domain/messages';
import { publicCacheChannel } from '@beauty/server/public-cache/channel';
import { bookingHoldExpiry } from '@beauty/worker/bookings/booking-hold-expiry';
import { releaseExpiredHold } from '@beauty/worker/bookings/booking-holds.repository';
import { releaseOverdueHoldsJob } from '@beauty/worker/bookings/release-overdue-holds';
import type { JobContext } from '@beauty/worker/pipeline/handler';
import { type Job, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { waitUntil } from '../support/wait';
import { businessDate, insertBooking, insertCustomer } from './booking-fixture';
import { addressedTo, bookingWorker } from './booking-worker';
import { insertUser, staffUpdateBooking } from './staff-fixture';
import { readableEmail } from './worker-harness';

/**
 * A pending request holds its stylists' time until its deposit is due; unpaid, it is released by
 * its delayed job, or by the scan of the database when Redis lost that job, never both, and
 * never once the deposit is recorded or the staff confirmed it.
 */
const worker = bookingWorker('booking_holds');
const { completed, emailsOf, timelineOf } = worker;
const STAFF = 'staff@bridalbeauty.example';

const reminders = () => worker.env.queue('reminders');
const holdJob = (bookingId: string): Promise<Job | undefined> =>
  reminders().getJob(`booking-hold.${bookingId}`);

/** The 'availability' announcements the API processes would hear. */
let announcements: string[] = [];
let subscriber: Redis;

beforeAll(async () => {
  subscriber = new Redis(process.env.REDIS_URL!);
  await subscriber.subscribe(publicCacheChannel(worker.env.redisPrefix));
  subscriber.on('message', (_channel, message: string) => announcements.push(message));
});
afterAll(() => subscriber?.quit());
beforeEach(() => {
  announcements = [];
});

/** A customer's request whose hold ends `inMs` from now, once its 'booking.created' jobs have run. */
async function heldRequest(days: number, inMs: number, fields: { includeConsultation?: boolean } = {}) {
  const customer = await insertCustomer(worker.db);
  const holdUntil = new Date(Date.now() + inMs);
  const booking = await insertBooking(
    worker.db,
    customer.id,
    {
      makeupService: 'better',
      hairService: 'simple',
      eventDate: businessDate(days),
      eventTime: '11:00',
      serviceArea: 'tacoma',
      paymentMethod: 'venmo',
      paymentHandle: '@chloe-b',
    },
    { holdUntil },
  );
  if (fields.includeConsultation) {
    await worker.db('bookings').where({ id: booking.bookingId }).update({ includeConsultation: true });
    await worker.db('consultations').insert({
      customerId: customer.id,
      bookingId: booking.bookingId,
      usedFreeConsultation: true,
      status: 'requested',
    });
  }
  await completed(booking.eventId);
  return { ...booking, customer, holdUntil };
}

const bookingRow = (bookingId: string) =>
  worker
    .db('bookings')
    .where({ id: bookingId })
    .first(
      'status',
      'paymentStatus',
      'cancellationReason',
      'cancelledAt',
      'holdExpiresAt',
      'statusChangedBy',
    );

/** Wait until the booking is cancelled and its 'booking.cancelled' jobs have all run; that event's id. */
async function releasedEvent(bookingId: string): Promise<string> {
  const event = await waitUntil(
    () => worker.db('outbox_events').where({ entityId: bookingId, type: 'booking.cancelled' }).first('id'),
    20_000,
    `booking ${bookingId} to be released`,
  );
  await completed(event.id);
  return event.id as string;
}

const activeBlocks = (bookingId: string) => worker.db('stylist_blocks').where({ bookingId, active: true });

/** A context to call the handlers directly, as the worker would. */
function jobContext(): JobContext {
  return {
    db: worker.db,
    mailer: { kind: 'smtp', send: async () => {}, close: () => {} } as unknown as JobContext['mailer'],
    config: worker.env.config(),
    logger: worker.env.logger,
    queues: {} as JobContext['queues'],
  };
}

describe('the delayed job', () => {
  it('releases an unpaid request when its hold ends: cancelled for that reason, its time and free consultation back, both told', async () => {
    // Which job finished with what (the job record itself goes once nothing is held).
    const events = new QueueEvents('reminders', {
      connection: { url: process.env.REDIS_URL },
      prefix: worker.env.redisPrefix,
    });
    const finished = new Map<string, string>();
    events.on('completed', ({ jobId, returnvalue }) => finished.set(jobId, String(returnvalue)));
    await events.waitUntilReady();
    // A few seconds: time for its jobs to run first, even on a busy machine.
    const { bookingId, customer, holdUntil } = await heldRequest(30, 6_000, { includeConsultation: true });
    const job = await holdJob(bookingId);
    expect(job?.name).toBe('holds.booking-expiry');
    expect(job?.data).toEqual({ bookingId, expiresAt: holdUntil.toISOString() });
    expect(await activeBlocks(bookingId)).toHaveLength(1);

    const cancelId = await releasedEvent(bookingId);
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      cancellationReason: 'hold-expired',
      holdExpiresAt: null,
      statusChangedBy: null,
    });
    expect(new Date(row.cancelledAt).getTime()).toBeGreaterThanOrEqual(holdUntil.getTime());
    // Its job did it (the scan ran only at start, before the hold ended).
    await waitUntil(() => finished.get(`booking-hold.${bookingId}`) === 'done', 10_000, 'the hold job');
    await events.close();
    expect(await activeBlocks(bookingId)).toEqual([]);
    expect(await worker.db('consultations').where({ bookingId }).select('status')).toEqual([
      { status: 'cancelled' },
    ]);

    const [toCustomer] = await emailsOf(cancelId, 'booking-cancelled');
    expect(toCustomer!.to).toEqual([customer.email]);
    expect(toCustomer!.subject).toMatch(/has been cancelled: the date was released$/);
    const body = readableEmail(toCustomer!.raw);
    expect(body).toContain(bookingMessages.holdReleased);
    expect(body).toContain('Reason: Deposit not received in time');
    const [toStaff] = await emailsOf(cancelId, 'booking-staff-notification');
    expect(toStaff!.to).toEqual([STAFF]);
    expect(toStaff!.subject).toMatch(/^Booking released: Chloe Bennett, /);
    expect(readableEmail(toStaff!.raw)).toContain(bookingMessages.holdReleased);
    // 'Booking cancelled', saying why.
    expect(await timelineOf(bookingId)).toContainEqual({
      status: 'cancelled',
      label: TIMELINE_LABELS.bookingCancelled,
      detail: bookingMessages.holdReleased,
    });
    // The API processes drop their cached availability.
    await waitUntil(() => announcements.some((m) => JSON.parse(m).keys.includes('availability')));
    // The confirmation and the release: nothing else reached the customer.
    expect(worker.smtp.messages.filter(addressedTo(customer.email))).toHaveLength(2);
  });
});

describe('the scan of the database', () => {
  it('releases a request whose delayed job Redis lost (its scheduler runs every ten minutes)', async () => {
    const scheduler = await reminders().getJobScheduler('holds.scan');
    expect(scheduler).toMatchObject({ name: 'holds.release-overdue', pattern: '*/10 * * * *' });

    const { bookingId } = await heldRequest(31, 60 * 60_000);
    // Redis loses the job, and the hour passes.
    await (await holdJob(bookingId))!.remove();
    await worker
      .db('bookings')
      .where({ id: bookingId })
      .update({ holdExpiresAt: new Date(Date.now() - 1_000) });
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'pending' });

    // The scheduler fires.
    const scan = await reminders().add('holds.release-overdue', {});
    await releasedEvent(bookingId);
    expect(await bookingRow(bookingId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'hold-expired',
    });
    await waitUntil(async () => (await scan.getState()) === 'completed', 10_000, 'the scan to finish');
    expect((await reminders().getJob(scan.id!))?.returnvalue).toBe('done');
    expect(await activeBlocks(bookingId)).toEqual([]);
    await waitUntil(() => announcements.some((m) => JSON.parse(m).keys.includes('availability')));
  });

  it('runs when the worker starts: a hold that ended while it was down, its job lost, is released', async () => {
    const { bookingId } = await heldRequest(32, 60 * 60_000);
    await worker.stop();
    await (await holdJob(bookingId))!.remove();
    // The hour passed while nobody was running.
    await worker
      .db('bookings')
      .where({ id: bookingId })
      .update({ holdExpiresAt: new Date(Date.now() - 60_000) });
    await worker.start();
    await releasedEvent(bookingId);
    expect(await bookingRow(bookingId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'hold-expired',
    });
  });
});

describe('no release', () => {
  it('once the deposit is recorded, or the staff confirmed the request: the job goes, the scan and a late job leave it', async () => {
    const admin = await insertUser(worker.db, 'admin');
    const paid = await heldRequest(33, 60 * 60_000);
    const confirmed = await heldRequest(34, 60 * 60_000);
    const recorded = await staffUpdateBooking(worker.db, paid.bookingId, admin.id, {
      paymentStatus: 'deposit_received',
    });
    const confirmation = await staffUpdateBooking(worker.db, confirmed.bookingId, admin.id, {
      status: 'confirmed',
    });
    await completed(recorded.updateEventId!);
    await completed(confirmation.statusEventId!);
    expect(await holdJob(paid.bookingId)).toBeUndefined();
    expect(await holdJob(confirmed.bookingId)).toBeUndefined();

    const scan = await reminders().add('holds.release-overdue', {});
    await waitUntil(async () => (await scan.getState()) === 'completed', 10_000, 'the scan to finish');
    // A job that fired anyway, after the hour, finds nothing held.
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    for (const { bookingId } of [paid, confirmed]) {
      expect(await releaseExpiredHold(worker.db, bookingId, later)).toBe('not-held');
    }
    expect(await bookingRow(paid.bookingId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'deposit_received',
    });
    expect(await bookingRow(confirmed.bookingId)).toMatchObject({ status: 'confirmed' });
    for (const { bookingId } of [paid, confirmed]) {
      expect(await activeBlocks(bookingId)).toHaveLength(1);
      expect(
        await worker.db('outbox_events').where({ entityId: bookingId, type: 'booking.cancelled' }),
      ).toEqual([]);
    }
  });

  it('when a deposit is recorded the moment the hold ends: the release reads the row under its lock and leaves it', async () => {
    const { bookingId } = await heldRequest(35, 60 * 60_000);
    await worker.stop();
    try {
      // Recorded, the hold not cleared yet (the delayed job fires in between).
      await worker
        .db('bookings')
        .where({ id: bookingId })
        .update({ paymentStatus: 'deposit_received', holdExpiresAt: new Date(Date.now() - 1_000) });
      expect(await releaseExpiredHold(worker.db, bookingId, new Date())).toBe('not-held');
      expect(await bookingHoldExpiry({ bookingId, expiresAt: new Date().toISOString() }, jobContext())).toBe(
        'skipped',
      );
      expect(await bookingRow(bookingId)).toMatchObject({ status: 'pending' });
    } finally {
      await worker.start();
    }
  });

  it('the delayed job and the scan on the same overdue hold: released once, one cancellation', async () => {
    const { bookingId } = await heldRequest(36, 60 * 60_000);
    await worker.stop();
    try {
      await worker
        .db('bookings')
        .where({ id: bookingId })
        .update({ holdExpiresAt: new Date(Date.now() - 1_000) });
      const ctx = jobContext();
      const outcomes = await Promise.all([
        bookingHoldExpiry({ bookingId, expiresAt: new Date().toISOString() }, ctx),
        releaseOverdueHoldsJob({}, ctx),
        bookingHoldExpiry({ bookingId, expiresAt: new Date().toISOString() }, ctx),
      ]);
      expect(outcomes.filter((o) => o === 'done')).toHaveLength(1);
      expect(
        await worker.db('outbox_events').where({ entityId: bookingId, type: 'booking.cancelled' }),
      ).toHaveLength(1);
    } finally {
      await worker.start();
    }
    await releasedEvent(bookingId);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalDiskStorage } from '@beauty/server/storage/local-disk';
import { storageKeys } from '@beauty/server/storage/storage';
import { BOOKING_HOLD_JOB } from '@beauty/worker/bookings/booking-hold-plan';
import { BOOKING_REMINDER_JOB } from '@beauty/worker/bookings/booking-reminder-plan';
import type { WorkerConfig } from '@beauty/worker/config';
import {
  CONVERSION_GAVE_UP,
  reconcileConversions,
  runReconciliation,
} from '@beauty/worker/maintenance/reconcile';
import type { JobContext } from '@beauty/worker/pipeline/handler';
import { jobIdFor, QUEUE_NAMES } from '@beauty/worker/pipeline/queue';
import Redis from 'ioredis';
import sharp from 'sharp';
import { waitUntil } from '../support/wait';
import { businessDate, cancelBooking } from './booking-fixture';
import { bookingWorker } from './booking-worker';
import { eventCompleted } from './staff-fixture';

const worker = bookingWorker('reconciliation');

let storageDir: string;
let storage: LocalDiskStorage;
let config: WorkerConfig;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'beauty-storage-reconcile-'));
  storage = new LocalDiskStorage(storageDir);
  const base = worker.env.config();
  config = worker.env.config({
    smtpUrl: worker.smtp.url,
    storage: { ...base.storage, driver: 'local', dir: storageDir },
    maintenance: { ...base.maintenance, conversionStuckMinutes: 10, conversionMaxRetries: 2 },
  });
  await worker.start(config);
});

afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

const ctx = () =>
  ({
    db: worker.db,
    config,
    logger: worker.env.logger,
    queues: Object.fromEntries(QUEUE_NAMES.map((name) => [name, worker.env.queue(name)])),
  }) as unknown as JobContext;

async function delayedJobsNamed(name: string) {
  return (await worker.env.queue('reminders').getDelayed()).filter((job) => job.name === name);
}

/** What a FLUSHDB does to this worker: every key under its prefix gone. */
async function loseRedisData() {
  const redis = new Redis(process.env.REDIS_URL!);
  try {
    const keys = await redis.keys(`${worker.env.redisPrefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

describe('the reconciliation of bookings', () => {
  it('brings every upcoming booking its reminder (and every held request its release) back after Redis lost its data', async () => {
    const upcoming: string[] = [];
    for (const days of [4, 5, 6, 7, 8]) {
      const { bookingId } = await worker.book({
        makeupService: 'better',
        eventDate: businessDate(days),
        eventTime: '10:00',
      });
      upcoming.push(bookingId);
    }
    // Confirmed: a reminder, no hold.
    await worker
      .db('bookings')
      .where({ id: upcoming[0] })
      .update({ status: 'confirmed', holdExpiresAt: null });
    // Cancelled: neither.
    const { bookingId: cancelled } = await worker.book({
      hairService: 'simple',
      eventDate: businessDate(9),
      eventTime: '11:00',
    });
    await eventCompleted(worker.db, (await cancelBooking(worker.db, cancelled))!);

    const reminderIds = async () =>
      (await delayedJobsNamed(BOOKING_REMINDER_JOB)).map((j) => j.data.bookingId).sort();
    const holdIds = async () =>
      (await delayedJobsNamed(BOOKING_HOLD_JOB)).map((j) => j.data.bookingId).sort();
    expect(await reminderIds()).toEqual([...upcoming].sort());

    await loseRedisData();
    expect(await reminderIds()).toEqual([]);
    expect(await worker.env.queue('reminders').getJobScheduler('reconcile')).toBeUndefined();

    // The worker finds its schedulers gone, puts them back and runs them now.
    const restored = await worker.runtime!.restoreSchedules();
    expect(restored).toEqual(expect.arrayContaining(['maintenance', 'reconcile']));
    expect(await worker.env.queue('reminders').getJobScheduler('reconcile')).toMatchObject({
      name: 'maintenance.reconcile',
      pattern: '45 * * * *',
    });
    await waitUntil(
      async () => (await reminderIds()).length === upcoming.length,
      20_000,
      'the reminders to come back',
    );
    const upcomingCount = Number(
      (
        await worker
          .db('bookings')
          .whereIn('status', ['pending', 'confirmed'])
          .where('eventDate', '>', businessDate(1))
          .count()
      )[0]!.count,
    );
    expect((await delayedJobsNamed(BOOKING_REMINDER_JOB)).length).toBe(upcomingCount);
    expect(await reminderIds()).toEqual([...upcoming].sort());
    await waitUntil(
      async () => (await holdIds()).length === upcoming.length - 1,
      20_000,
      'the holds to come back',
    );
    expect(await holdIds()).toEqual(upcoming.slice(1).sort());

    // Once more: one job id per booking, nothing added.
    const again = await runReconciliation(ctx());
    expect(again).toMatchObject({
      bookings: upcoming.length,
      reminders: 0,
      holds: upcoming.length - 1,
      holdJobs: 0,
    });
    expect(await reminderIds()).toEqual([...upcoming].sort());
    expect(await holdIds()).toEqual(upcoming.slice(1).sort());
  });
});

describe('the worker watching its schedules', () => {
  it('notices on its own that Redis lost its data, and the reminders come back', async () => {
    await worker.start({ ...config, sweepIntervalMs: 250 });
    try {
      // The runs at start are over (one still running after the flush would bring the jobs back itself).
      const idle = async () => {
        for (const name of ['reminders', 'stats'] as const) {
          const counts = await worker.env.queue(name).getJobCounts('waiting', 'active', 'prioritized');
          if (Object.values(counts).some((n) => n > 0)) return false;
        }
        return true;
      };
      await waitUntil(idle, 20_000, 'the runs at start');
      const before = (await delayedJobsNamed(BOOKING_REMINDER_JOB)).length;
      expect(before).toBeGreaterThan(0);
      await loseRedisData();
      expect(await delayedJobsNamed(BOOKING_REMINDER_JOB)).toHaveLength(0);
      await waitUntil(
        async () => (await delayedJobsNamed(BOOKING_REMINDER_JOB)).length === before,
        20_000,
        'the reminders to come back',
      );
      await waitUntil(
        async () => Boolean(await worker.env.queue('stats').getJobScheduler('maintenance')),
        5_000,
        'the retention schedule',
      );
    } finally {
      await worker.start(config);
    }
  });
});

describe('the reconciliation of image conversions', () => {
  const jpeg = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 140 } } })
      .jpeg()
      .toBuffer();

  /** A gallery upload that arrived `minutesAgo` and whose 'upload.received' the relay published then. */
  async function stuckUpload(minutesAgo: number, fields: { conversionRetries?: number } = {}) {
    const uploadId = randomUUID();
    const key = storageKeys.original(uploadId);
    const bytes = await jpeg();
    await storage.put(key, bytes, 'image/jpeg');
    const at = new Date(Date.now() - minutesAgo * 60_000);
    await worker.db('uploads').insert({
      id: uploadId,
      purpose: 'gallery',
      storageKey: key,
      contentType: 'image/jpeg',
      maxBytes: 10_000_000,
      sizeBytes: bytes.length,
      status: 'uploaded',
      createdAt: at,
      uploadedAt: at,
      expiresAt: at,
      conversionRetries: fields.conversionRetries ?? 0,
    });
    const [event] = await worker
      .db('outbox_events')
      .insert({
        type: 'upload.received',
        entityType: 'upload',
        entityId: uploadId,
        payload: { uploadId },
        createdAt: at,
        publishedAt: at,
        jobs: ['images.convert'],
      })
      .returning('id');
    return { uploadId, key, eventId: event.id as string, jobId: jobIdFor(event.id, 'images.convert') };
  }

  const uploadOf = (id: string) =>
    worker.db('uploads').where({ id }).first('status', 'conversionRetries', 'rejectionReason');

  it('queues a conversion whose job failed again, and the image is converted', async () => {
    const upload = await stuckUpload(60);
    // A job under the conversion's id that fails for good (as one killed on every attempt does).
    const images = worker.env.queue('images');
    await images.add('images.convert', { broken: true }, { jobId: upload.jobId, attempts: 1 });
    await waitUntil(
      async () => (await images.getJobState(upload.jobId)) === 'failed',
      15_000,
      'the job to fail',
    );

    const report = await reconcileConversions(ctx());
    expect(report).toEqual({ conversionsRequeued: 1, conversionsRejected: 0 });
    await waitUntil(
      async () => (await uploadOf(upload.uploadId))?.status === 'processed',
      20_000,
      'the conversion',
    );
    expect((await uploadOf(upload.uploadId))!.conversionRetries).toBe(1);
    await eventCompleted(worker.db, upload.eventId);
    expect(await worker.db('image_variants').where({ uploadId: upload.uploadId })).not.toHaveLength(0);

    expect(await reconcileConversions(ctx())).toEqual({ conversionsRequeued: 0, conversionsRejected: 0 });
  });

  it('queues a conversion whose job Redis lost', async () => {
    const upload = await stuckUpload(60);
    expect(await worker.env.queue('images').getJobState(upload.jobId)).toBe('unknown');
    expect((await reconcileConversions(ctx())).conversionsRequeued).toBe(1);
    await waitUntil(
      async () => (await uploadOf(upload.uploadId))?.status === 'processed',
      20_000,
      'the conversion',
    );
  });

  it('rejects the upload after CONVERSION_MAX_RETRIES: its bytes go, its event completes', async () => {
    const upload = await stuckUpload(60, { conversionRetries: 2 });
    const report = await reconcileConversions(ctx());
    expect(report).toEqual({ conversionsRequeued: 0, conversionsRejected: 1 });
    expect(await uploadOf(upload.uploadId)).toMatchObject({
      status: 'rejected',
      rejectionReason: CONVERSION_GAVE_UP,
    });
    expect(await storage.read(upload.key)).toBeNull();
    await eventCompleted(worker.db, upload.eventId);
  });

  it('leaves conversions at work and recent uploads alone', async () => {
    const waiting = await stuckUpload(60);
    await worker.env
      .queue('images')
      .add('images.convert', { later: true }, { jobId: waiting.jobId, delay: 3_600_000 });
    const recent = await stuckUpload(2);
    expect(await reconcileConversions(ctx())).toEqual({ conversionsRequeued: 0, conversionsRejected: 0 });
    expect(await uploadOf(waiting.uploadId)).toMatchObject({ status: 'uploaded', conversionRetries: 0 });
    expect(await uploadOf(recent.uploadId)).toMatchObject({ status: 'uploaded', conversionRetries: 0 });
    await worker.env.queue('images').remove(waiting.jobId);
  });
});

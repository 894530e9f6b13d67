import { randomUUID } from 'node:crypto';
import { storageFor } from '@beauty/server/storage/create-storage';
import { storageKeys } from '@beauty/server/storage/storage';
import type { WorkerConfig } from '@beauty/worker/config';
import { runMaintenance } from '@beauty/worker/maintenance/maintenance';
import { createWorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { waitUntil } from '../support/wait';
import { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, startS3 } from '../uploads/s3-server';
import { ago, config, DAY, env, exists, HOUR, run, useMaintenanceWorld, userId } from './maintenance-world';

useMaintenanceWorld('maintenance_s3');

describe('uploads attached to nothing, on S3', () => {
  it('removes their objects from the bucket (every request signed and checked)', async () => {
    const s3 = await startS3('beauty-maintenance');
    try {
      const s3Config: WorkerConfig = {
        ...config,
        storage: {
          ...config.storage,
          driver: 's3',
          s3: {
            endpoint: s3.endpoint,
            publicEndpoint: null,
            region: 'us-east-1',
            bucket: s3.bucket,
            accessKeyId: S3_ACCESS_KEY_ID,
            secretAccessKey: S3_SECRET_ACCESS_KEY,
            forcePathStyle: true,
          },
        },
      };
      const bucket = storageFor(s3Config.storage);
      const upload = async (createdAt: Date) => {
        const id = randomUUID();
        await bucket.put(storageKeys.original(id), Buffer.from('original bytes'), 'image/jpeg');
        await bucket.put(storageKeys.variant(id, 960), Buffer.from('webp bytes'), 'image/webp');
        await env.db('uploads').insert({
          id,
          purpose: 'gallery',
          storageKey: storageKeys.original(id),
          maxBytes: 1_000_000,
          status: 'processed',
          createdAt,
          expiresAt: createdAt,
        });
        await env.db('image_variants').insert({
          uploadId: id,
          width: 960,
          height: 640,
          format: 'webp',
          storageKey: storageKeys.variant(id, 960),
          sizeBytes: 10,
        });
        return id;
      };
      const abandoned = await upload(ago(2 * DAY));
      const fresh = await upload(ago(HOUR));

      const report = await runMaintenance({ db: env.db, logger: env.logger, config: s3Config });
      expect(report.uploads).toBe(1);
      expect(await exists('uploads', { id: abandoned })).toBe(false);
      expect(await bucket.stat(storageKeys.original(abandoned))).toBeNull();
      expect(await bucket.stat(storageKeys.variant(abandoned, 960))).toBeNull();
      expect(await bucket.stat(storageKeys.original(fresh))).not.toBeNull();
      expect(await bucket.stat(storageKeys.variant(fresh, 960))).not.toBeNull();
      expect(s3.refused).toEqual([]);
    } finally {
      await s3.close();
    }
  });

  it('keeps the rows when the bucket cannot be reached, for the next run', async () => {
    const id = randomUUID();
    await env.db('uploads').insert({
      id,
      purpose: 'gallery',
      storageKey: storageKeys.original(id),
      maxBytes: 1_000_000,
      createdAt: ago(2 * DAY),
      expiresAt: ago(2 * DAY),
    });
    const unreachable: WorkerConfig = {
      ...config,
      storage: {
        ...config.storage,
        driver: 's3',
        s3: {
          endpoint: 'http://127.0.0.1:9',
          publicEndpoint: null,
          region: 'us-east-1',
          bucket: 'none',
          accessKeyId: S3_ACCESS_KEY_ID,
          secretAccessKey: S3_SECRET_ACCESS_KEY,
          forcePathStyle: true,
        },
      },
    };
    await expect(runMaintenance({ db: env.db, logger: env.logger, config: unreachable })).rejects.toThrow(
      /Maintenance failed for: uploads/,
    );
    expect(await exists('uploads', { id })).toBe(true);
    await run();
    expect(await exists('uploads', { id })).toBe(false);
  });
});

describe('the maintenance schedule', () => {
  it('is registered with the configured pattern, and runs at worker start', async () => {
    await env
      .db('idempotency_keys')
      .insert({ userId, key: 'before-start', requestHash: 'h', createdAt: ago(2 * DAY) });
    const runtime = createWorkerRuntime(
      {
        ...config,
        maintenance: { ...config.maintenance, schedule: '7 3 * * *', reconcileSchedule: '9 * * * *' },
      },
      { logger: env.logger },
    );
    await runtime.start();
    try {
      expect(await env.queue('stats').getJobScheduler('maintenance')).toMatchObject({
        name: 'maintenance.retention',
        pattern: '7 3 * * *',
        tz: 'America/Los_Angeles',
      });
      expect(await env.queue('reminders').getJobScheduler('reconcile')).toMatchObject({
        name: 'maintenance.reconcile',
        pattern: '9 * * * *',
        tz: 'America/Los_Angeles',
      });
      await waitUntil(
        async () => !(await exists('idempotency_keys', { userId, key: 'before-start' })),
        15_000,
        'the run at start',
      );
    } finally {
      await runtime.stop();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { storageKeys } from '@beauty/server/storage/storage';
import {
  ago,
  ahead,
  DAY,
  env,
  exists,
  HOUR,
  insertDelivery,
  insertEvent,
  run,
  storage,
  storageDir,
  useMaintenanceWorld,
  userId,
} from './maintenance-world';

useMaintenanceWorld('maintenance');

describe('the retention run', () => {
  it('deletes finished outbox events after 30 days with their job rows; unfinished and recent ones stay', async () => {
    const old = await insertEvent({ createdAt: ago(40 * DAY), completedAt: ago(40 * DAY) });
    const unfinished = await insertEvent({ createdAt: ago(40 * DAY), completedAt: null });
    const recent = await insertEvent({ createdAt: ago(20 * DAY), completedAt: ago(20 * DAY) });
    // A delivery kept longer than its event (pending) loses only its link to it.
    const pendingDelivery = await insertDelivery({
      status: 'pending',
      createdAt: ago(40 * DAY),
      eventId: old,
    });

    const report = await run();
    expect(report.outboxEvents).toBeGreaterThanOrEqual(1);
    expect(await exists('outbox_events', { id: old })).toBe(false);
    expect(await exists('outbox_event_jobs', { eventId: old })).toBe(false);
    expect(await exists('outbox_events', { id: unfinished })).toBe(true);
    expect(await exists('outbox_events', { id: recent })).toBe(true);
    expect(await exists('outbox_event_jobs', { eventId: recent })).toBe(true);
    expect(await env.db('email_deliveries').where({ id: pendingDelivery }).first('eventId')).toEqual({
      eventId: null,
    });
  });

  it('follows MAINTENANCE_RETENTION_DAYS', async () => {
    const event = await insertEvent({ createdAt: ago(10 * DAY), completedAt: ago(10 * DAY) });
    const delivery = await insertDelivery({ status: 'sent', createdAt: ago(10 * DAY) });
    await run();
    expect(await exists('outbox_events', { id: event })).toBe(true);
    expect(await exists('email_deliveries', { id: delivery })).toBe(true);
    await run({ retentionDays: 7 });
    expect(await exists('outbox_events', { id: event })).toBe(false);
    expect(await exists('email_deliveries', { id: delivery })).toBe(false);
  });

  it('deletes finished email deliveries after 30 days, not pending ones, recent ones or those of an unfinished event', async () => {
    const sent = await insertDelivery({ status: 'sent', createdAt: ago(31 * DAY) });
    const cancelled = await insertDelivery({ status: 'cancelled', createdAt: ago(31 * DAY) });
    const failed = await insertDelivery({ status: 'failed', createdAt: ago(31 * DAY) });
    const pending = await insertDelivery({ status: 'pending', createdAt: ago(31 * DAY) });
    const recent = await insertDelivery({ status: 'sent', createdAt: ago(29 * DAY) });
    const unfinishedEvent = await insertEvent({ createdAt: ago(31 * DAY), completedAt: null });
    const ofUnfinished = await insertDelivery({
      status: 'sent',
      createdAt: ago(31 * DAY),
      eventId: unfinishedEvent,
    });

    const report = await run();
    expect(report.emailDeliveries).toBeGreaterThanOrEqual(3);
    for (const id of [sent, cancelled, failed]) expect(await exists('email_deliveries', { id })).toBe(false);
    for (const id of [pending, recent, ofUnfinished])
      expect(await exists('email_deliveries', { id })).toBe(true);
  });

  it('deletes idempotency keys after 24 hours', async () => {
    await env.db('idempotency_keys').insert([
      { userId, key: 'old', requestHash: 'h', responseStatus: 201, createdAt: ago(25 * HOUR) },
      { userId, key: 'fresh', requestHash: 'h', responseStatus: 201, createdAt: ago(23 * HOUR) },
    ]);
    const report = await run();
    expect(report.idempotencyKeys).toBe(1);
    expect(await exists('idempotency_keys', { userId, key: 'old' })).toBe(false);
    expect(await exists('idempotency_keys', { userId, key: 'fresh' })).toBe(true);
  });

  it('deletes in bounded batches: MAINTENANCE_BATCH_SIZE rows a statement, MAINTENANCE_MAX_BATCHES statements a run', async () => {
    await env.db('idempotency_keys').insert(
      Array.from({ length: 7 }, (_, i) => ({
        userId,
        key: `batch-${i}`,
        requestHash: 'h',
        createdAt: ago(2 * DAY),
      })),
    );
    const left = async () =>
      Number((await env.db('idempotency_keys').where('key', 'like', 'batch-%').count())[0]!.count);
    expect((await run({ batchSize: 2, maxBatches: 2 })).idempotencyKeys).toBe(4);
    expect(await left()).toBe(3);
    expect((await run({ batchSize: 2, maxBatches: 100 })).idempotencyKeys).toBe(3);
    expect(await left()).toBe(0);
  });

  it('deletes expired sessions', async () => {
    await env.db('sessions').insert([
      { idHash: 'expired-session', userId, expiresAt: ago(HOUR) },
      { idHash: 'live-session', userId, expiresAt: ahead(DAY) },
    ]);
    const report = await run();
    expect(report.sessions).toBe(1);
    expect(await exists('sessions', { idHash: 'expired-session' })).toBe(false);
    expect(await exists('sessions', { idHash: 'live-session' })).toBe(true);
  });

  it('deletes expired sign-in states (OpenID Connect states and the landing form hand-offs)', async () => {
    const state = (name: string, expiresAt: Date) => ({
      state: name,
      codeVerifier: 'v',
      nonce: 'n',
      redirect: '/',
      expiresAt,
    });
    await env
      .db('login_states')
      .insert([state('old-state', ago(HOUR)), state('live-state', ahead(5 * 60_000))]);
    await env.db('login_handoffs').insert([
      { tokenHash: 'old-handoff', firstName: 'Chloe', email: 'c@example.com', expiresAt: ago(HOUR) },
      { tokenHash: 'live-handoff', firstName: 'Chloe', email: 'c@example.com', expiresAt: ahead(HOUR) },
    ]);
    const report = await run();
    expect(report.signInStates).toBe(2);
    expect(await exists('login_states', { state: 'old-state' })).toBe(false);
    expect(await exists('login_states', { state: 'live-state' })).toBe(true);
    expect(await exists('login_handoffs', { tokenHash: 'old-handoff' })).toBe(false);
    expect(await exists('login_handoffs', { tokenHash: 'live-handoff' })).toBe(true);
  });

  it('deletes one-time links a day after they were used or expired, unless an email carrying one waits', async () => {
    const link = async (fields: Record<string, unknown>) => {
      const [row] = await env
        .db('password_reset_tokens')
        .insert({ userId, purpose: 'reset', tokenHash: randomUUID(), expiresAt: ahead(HOUR), ...fields })
        .returning('id');
      return row.id as string;
    };
    const usedLongAgo = await link({ usedAt: ago(2 * DAY) });
    const expiredLongAgo = await link({ expiresAt: ago(2 * DAY) });
    const invitationExpired = await link({ purpose: 'invite', expiresAt: ago(3 * DAY) });
    const confirmationUsed = await link({
      purpose: 'verify-email',
      email: 'new@example.com',
      usedAt: ago(2 * DAY),
    });
    const usedJustNow = await link({ usedAt: ago(HOUR) });
    const live = await link({});
    const waitingForItsEmail = await link({ tokenHash: null, expiresAt: ago(2 * DAY) });
    await insertDelivery({ status: 'pending', createdAt: ago(2 * DAY), passwordTokenId: waitingForItsEmail });

    const report = await run();
    expect(report.links).toBe(4);
    for (const id of [usedLongAgo, expiredLongAgo, invitationExpired, confirmationUsed]) {
      expect(await exists('password_reset_tokens', { id })).toBe(false);
    }
    for (const id of [usedJustNow, live, waitingForItsEmail]) {
      expect(await exists('password_reset_tokens', { id })).toBe(true);
    }
  });

  describe('uploads attached to nothing', () => {
    /** Every file under STORAGE_DIR of this upload, relative paths. */
    async function filesOf(uploadId: string): Promise<string[]> {
      const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(storageDir, path.join(e.parentPath, e.name)))
        .filter((f) => f.includes(uploadId));
    }

    async function insertUpload(fields: { createdAt: Date; purpose?: string; attached?: boolean }) {
      const id = randomUUID();
      const key = storageKeys.original(id);
      await storage.put(key, Buffer.from('original bytes'), 'image/jpeg');
      await env.db('uploads').insert({
        id,
        purpose: fields.purpose ?? 'gallery',
        storageKey: key,
        contentType: 'image/jpeg',
        maxBytes: 1_000_000,
        sizeBytes: 14,
        status: 'processed',
        createdAt: fields.createdAt,
        uploadedAt: fields.createdAt,
        processedAt: fields.createdAt,
        expiresAt: new Date(fields.createdAt.getTime() + 15 * 60_000),
      });
      const variantKey = storageKeys.variant(id, 480);
      await storage.put(variantKey, Buffer.from('webp bytes'), 'image/webp');
      await env.db('image_variants').insert({
        uploadId: id,
        width: 480,
        height: 320,
        format: 'webp',
        storageKey: variantKey,
        sizeBytes: 10,
      });
      return id;
    }

    it('deletes the rows and their files (original and variants) after 24 hours', async () => {
      const abandoned = await insertUpload({ createdAt: ago(25 * HOUR) });
      const pendingNeverSent = randomUUID();
      await env.db('uploads').insert({
        id: pendingNeverSent,
        purpose: 'consultation-inspiration',
        storageKey: storageKeys.original(pendingNeverSent),
        maxBytes: 1_000_000,
        createdAt: ago(2 * DAY),
        expiresAt: ago(2 * DAY - 15 * 60_000),
      });
      const fresh = await insertUpload({ createdAt: ago(23 * HOUR) });
      expect(await filesOf(abandoned)).toHaveLength(2);

      const report = await run();
      expect(report.uploads).toBe(2);
      expect(await exists('uploads', { id: abandoned })).toBe(false);
      expect(await exists('image_variants', { uploadId: abandoned })).toBe(false);
      expect(await exists('uploads', { id: pendingNeverSent })).toBe(false);
      expect(await filesOf(abandoned)).toEqual([]);
      expect(await exists('uploads', { id: fresh })).toBe(true);
      expect(await filesOf(fresh)).toHaveLength(2);
    });

    it('drops the parts of an upload in parts never completed (the companion API under /api/s3/)', async () => {
      const id = randomUUID();
      const key = storageKeys.original(id);
      const multipartUploadId = await storage.multipart.create(key, 'image/jpeg');
      await storage.multipart.receivePart!(multipartUploadId, 1, Readable.from([Buffer.alloc(1024, 1)]));
      await env.db('uploads').insert({
        id,
        purpose: 'gallery',
        storageKey: key,
        contentType: 'image/jpeg',
        maxBytes: 10_000_000,
        multipartUploadId,
        createdAt: ago(2 * DAY),
        expiresAt: ago(2 * DAY - 15 * 60_000),
      });
      expect(await storage.multipart.listParts(key, multipartUploadId)).toHaveLength(1);

      await run();
      expect(await exists('uploads', { id })).toBe(false);
      expect(await storage.multipart.listParts(key, multipartUploadId)).toBeNull();
    });

    it('keeps old uploads something shows: a gallery image, a stylist portrait, a consultation request', async () => {
      const inGallery = await insertUpload({ createdAt: ago(3 * DAY) });
      const [image] = await env
        .db('gallery_images')
        .insert({ title: 'Soft glam', imageUrl: `/api/images/${inGallery}`, uploadId: inGallery })
        .returning('id');
      await env
        .db('uploads')
        .where({ id: inGallery })
        .update({ attachedType: 'gallery-image', attachedId: image.id, attachedAt: ago(3 * DAY) });
      // A portrait pointed at by its profile (without the attachment columns).
      const portrait = await insertUpload({ createdAt: ago(3 * DAY), purpose: 'stylist-photo' });
      await env
        .db('stylist_profiles')
        .insert({ name: 'Sofia', title: 'Artist', bio: 'Bio', photoUploadId: portrait });
      const photo = await insertUpload({ createdAt: ago(3 * DAY), purpose: 'consultation-inspiration' });
      await env
        .db('uploads')
        .where({ id: photo })
        .update({ attachedType: 'consultation-request', attachedId: randomUUID(), attachedAt: ago(3 * DAY) });

      await run();
      for (const id of [inGallery, portrait, photo]) {
        expect(await exists('uploads', { id })).toBe(true);
        expect(await filesOf(id)).toHaveLength(2);
      }
    });
  });
});

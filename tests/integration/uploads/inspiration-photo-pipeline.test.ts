import { randomUUID } from 'node:crypto';
import { claimUploads } from '@beauty/api/features/uploads/uploads.service';
import { TIMELINE_LABELS } from '@beauty/domain/events';
import { writeEvent } from '@beauty/server/outbox';
import { photosProcessedKey } from '@beauty/worker/gallery/photos-processed';
import { waitUntil } from '../support/wait';
import {
  admin,
  fetchBytes,
  finished,
  startWorker,
  t,
  upload,
  useImagePipeline,
  visitor,
  worker,
} from './image-pipeline-support';
import { makeJpeg, makePixelFloodPng, makePng } from './upload-support';

useImagePipeline('uploads_inspiration');

describe('inspiration photos of a consultation request', () => {
  async function createRequest(photoUrls: string[]) {
    const id = randomUUID();
    await t.api.deps.knex.transaction(async (trx) => {
      await claimUploads(trx, t.api.deps, {
        urls: photoUrls,
        purpose: 'consultation-inspiration',
        entityType: 'consultation-request',
        entityId: id,
        field: 'inspirationImages',
      });
      await trx('consultation_requests').insert({
        id,
        name: 'Maya Lin',
        email: 'maya@example.com',
        inspirationImages: JSON.stringify(photoUrls),
        trackingTokenHash: 'x',
      });
      // As the real request does: its 'Request received' entry comes before 'photos processed'.
      await writeEvent(trx, {
        type: 'consultation_request.received',
        entityType: 'consultation-request',
        entityId: id,
        payload: { consultationRequestId: id },
      });
    });
    return id;
  }

  const photosProcessed = (id: string) =>
    waitUntil(
      () =>
        t.env
          .db('status_events')
          .where({ dedupeKey: photosProcessedKey(id) })
          .first(),
      20_000,
      `'photos processed' for ${id}`,
    );

  it('are admin-only, and the request timeline says when every photo is processed or rejected', async () => {
    // Converted after the request exists.
    await worker.stop();
    const good = await upload(await makeJpeg(1200, 900), 'image/jpeg');
    const bad = await upload(makePixelFloodPng(10_000, 10_000), 'image/png');
    const requestId = await createRequest([good.url, bad.url]);
    await startWorker();

    const entry = await photosProcessed(requestId);
    expect(entry).toMatchObject({
      entityType: 'consultation-request',
      label: TIMELINE_LABELS.photosProcessed,
      detail: '1 photo ready, 1 could not be read as an image',
    });
    expect((await t.env.db('uploads').where({ id: good.uploadId }).first()).status).toBe('processed');

    expect((await visitor.get(good.url)).status).toBe(401);
    for (const role of ['customer', 'stylist'] as const) {
      expect((await (await t.signIn(role)).get(good.url)).status).toBe(404);
    }
    const res = await fetchBytes(`${good.url}?w=480`, {}, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('photos converted before the request is submitted still get their timeline entry, once', async () => {
    const a = await upload(await makePng(640, 480), 'image/png');
    const b = await upload(await makeJpeg(500, 500), 'image/jpeg');
    await finished(a.uploadId);
    await finished(b.uploadId);
    const requestId = await createRequest([a.url, b.url]);
    const entry = await photosProcessed(requestId);
    expect(entry.detail).toBe('2 photos ready');
    await waitUntil(
      () =>
        t.env
          .db('outbox_events')
          .where({ entityType: 'consultation-request', entityId: requestId })
          .whereNotNull('completedAt')
          .first(),
      10_000,
      'the re-check event to complete',
    );
    const entries = await t.env.db('status_events').where({ entityId: requestId }).orderBy('id');
    const labels = entries.map((e) => e.label);
    expect(labels.filter((l) => l === 'Inspiration photos processed')).toHaveLength(1);
    expect(labels.indexOf('Request received')).toBeLessThan(labels.indexOf('Inspiration photos processed'));
  });
});

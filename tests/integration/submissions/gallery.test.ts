import { randomUUID } from 'node:crypto';
import { insertUpload, type SubmissionsEnv, startSubmissionsEnv } from './harness';

let s: SubmissionsEnv;

beforeAll(async () => {
  s = await startSubmissionsEnv('gallery');
});
afterAll(() => s?.close());

async function galleryImage(fields: {
  title: string;
  createdAt: Date;
  isPublic?: boolean;
  tags?: string[];
  description?: string | null;
  variants?: Array<[width: number, height: number]>;
  size?: [width: number, height: number];
  withUpload?: boolean;
}) {
  let uploadId: string | null = null;
  if (fields.withUpload !== false) {
    uploadId = (await insertUpload(s.db, 'gallery', { status: 'processed' })).id;
    const [width, height] = fields.size ?? [2400, 1600];
    await s.db('uploads').where({ id: uploadId }).update({ width, height });
    for (const [w, h] of fields.variants ?? []) {
      await s.db('image_variants').insert({
        uploadId,
        width: w,
        height: h,
        storageKey: `test/variants/${uploadId}/${w}.webp`,
        sizeBytes: 1000 + w,
      });
    }
  }
  const [row] = await s
    .db('gallery_images')
    .insert({
      title: fields.title,
      description: fields.description ?? null,
      imageUrl: uploadId ? `/api/images/${uploadId}` : 'https://cdn.example/legacy.jpg',
      uploadId,
      tags: fields.tags ?? [],
      isPublic: fields.isPublic ?? true,
      createdAt: fields.createdAt,
    })
    .returning('id');
  return { id: row.id as string, uploadId };
}

describe('GET /api/gallery', () => {
  let images: Record<string, { id: string; uploadId: string | null }>;

  beforeAll(async () => {
    const day = (n: number) => new Date(Date.UTC(2030, 0, n));
    images = {
      oldest: await galleryImage({
        title: 'Garden updo',
        description: 'Soft curls, pinned low',
        tags: ['hair', 'bridal'],
        createdAt: day(1),
        // Stored out of order: the answer lists them by width.
        variants: [
          [1600, 1067],
          [480, 320],
          [960, 640],
        ],
      }),
      hidden: await galleryImage({
        title: 'Private trial',
        isPublic: false,
        createdAt: day(2),
        variants: [[480, 320]],
      }),
      newest: await galleryImage({
        title: 'Editorial glam',
        tags: ['makeup'],
        createdAt: day(3),
        size: [800, 1200],
        variants: [[480, 720]],
      }),
      unconverted: await galleryImage({ title: 'Just uploaded', createdAt: day(2), variants: [] }),
      legacy: await galleryImage({ title: 'Old site photo', createdAt: day(0), withUpload: false }),
    };
  });

  it('lists public images only, newest first, each with its variants by width', async () => {
    const res = await s.client().get('/api/gallery');
    expect(res.status).toBe(200);
    expect(res.json.map((g: { title: string }) => g.title)).toEqual([
      'Editorial glam',
      'Just uploaded',
      'Garden updo',
      'Old site photo',
    ]);
    const oldest = images.oldest!;
    expect(res.json[2]).toEqual({
      id: oldest.id,
      title: 'Garden updo',
      description: 'Soft curls, pinned low',
      imageUrl: `/api/images/${oldest.uploadId}`,
      tags: ['hair', 'bridal'],
      isPublic: true,
      width: 2400,
      height: 1600,
      variants: [
        { width: 480, height: 320, url: `/api/images/${oldest.uploadId}?w=480` },
        { width: 960, height: 640, url: `/api/images/${oldest.uploadId}?w=960` },
        { width: 1600, height: 1067, url: `/api/images/${oldest.uploadId}?w=1600` },
      ],
    });
    expect(res.json[0]).toMatchObject({ width: 800, height: 1200, tags: ['makeup'], description: null });
    expect(res.json[1].variants).toEqual([]);
    expect(res.json[3]).toMatchObject({
      imageUrl: 'https://cdn.example/legacy.jpg',
      width: null,
      height: null,
      variants: [],
    });
    expect(res.json.map((g: { id: string }) => g.id)).not.toContain(images.hidden!.id);
  });

  it('reads the images and their variants in one query', async () => {
    const queries: string[] = [];
    const listener = (q: { sql: string }) => queries.push(q.sql);
    s.api.deps.knex.on('query', listener);
    try {
      expect((await s.client().get('/api/gallery')).status).toBe(200);
    } finally {
      s.api.deps.knex.off('query', listener);
    }
    expect(queries).toHaveLength(1);
  });

  it('is public and answers at most 500 images', async () => {
    const many = Array.from({ length: 501 }, (_, i) => ({
      id: randomUUID(),
      title: `Look ${i}`,
      imageUrl: `https://cdn.example/${i}.jpg`,
      createdAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i)),
    }));
    await s.db('gallery_images').insert(many);
    const res = await s.client().get('/api/gallery');
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(500);
    expect(res.json[0].title).toBe('Editorial glam');
  });
});

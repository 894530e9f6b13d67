import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UploadRefused, uploadGuard } from '@beauty/api/features/uploads/upload-guard';
import { LocalDiskStorage } from '@beauty/server/storage/local-disk';
import { ObjectTooLarge } from '@beauty/server/storage/storage';

/** The local driver against a real temporary directory. */
let dir: string;
let storage: LocalDiskStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'beauty-local-storage-'));
  storage = new LocalDiskStorage(dir, 'secret');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const files = async () =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

describe('LocalDiskStorage', () => {
  it('puts, reads, streams, stats and removes objects', async () => {
    const bytes = Buffer.from('%PDF-1.4 hello');
    await storage.put('variants/abc/480.webp', bytes, 'image/webp');
    expect(await files()).toEqual(['variants/abc/480.webp']);
    expect(await storage.read('variants/abc/480.webp')).toEqual(bytes);
    expect(await storage.readHead('variants/abc/480.webp', 5)).toEqual(Buffer.from('%PDF-'));
    expect(await storage.stat('variants/abc/480.webp')).toEqual({ size: bytes.length, contentType: null });
    const stream = await storage.open('variants/abc/480.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);
    await expect(storage.read('variants/abc/480.webp', 5)).rejects.toBeInstanceOf(ObjectTooLarge);

    await storage.remove('variants/abc/480.webp');
    await storage.remove('variants/abc/480.webp');
    expect(await storage.read('variants/abc/480.webp')).toBeNull();
    expect(await storage.open('variants/abc/480.webp')).toBeNull();
    expect(await storage.readHead('variants/abc/480.webp', 5)).toBeNull();
    expect(await storage.stat('variants/abc/480.webp')).toBeNull();
  });

  it('never reaches outside its directory', async () => {
    for (const key of ['../outside-secret', '/etc/passwd', 'a/../../outside-secret']) {
      await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('receives a stream into staging and moves it into place only on commit', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const staged = await storage.receive(
      'originals/u1',
      Readable.from([png]),
      uploadGuard({ maxBytes: 100, contentType: 'image/png' }),
    );
    expect(staged.size).toBe(png.length);
    expect(await storage.stat('originals/u1')).toBeNull();
    await staged.commit();
    expect(await storage.read('originals/u1')).toEqual(png);

    const discarded = await storage.receive('originals/u2', Readable.from([png]));
    await discarded.discard();
    expect(await files()).toEqual(['originals/u1']);
  });

  it('keeps nothing when the guard refuses the stream', async () => {
    const html = Buffer.from('<html><body>not a png</body></html>');
    await expect(
      storage.receive(
        'originals/u3',
        Readable.from([html]),
        uploadGuard({ maxBytes: 100, contentType: 'image/png' }),
      ),
    ).rejects.toBeInstanceOf(UploadRefused);
    const tooBig = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200),
    ]);
    await expect(
      storage.receive(
        'originals/u4',
        Readable.from([tooBig]),
        uploadGuard({ maxBytes: 100, contentType: 'image/png' }),
      ),
    ).rejects.toBeInstanceOf(UploadRefused);
    expect(await files()).toEqual([]);
  });

  it('signs upload addresses only when given the secret', async () => {
    const slot = {
      uploadId: 'u1',
      key: 'originals/u1',
      purpose: 'resume' as const,
      expiresAt: new Date(Date.now() + 60_000),
    };
    expect(await storage.uploadAddress(slot)).toMatch(/^\/api\/uploads\/u1\?expires=\d+&signature=[\w-]+$/);
    await expect(new LocalDiskStorage(dir).uploadAddress(slot)).rejects.toThrow(/UPLOAD_SIGNING_SECRET/);
  });
});

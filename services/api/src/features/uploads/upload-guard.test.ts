import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UploadRefused, uploadGuard } from './upload-guard';

async function run(chunks: Buffer[], options: { maxBytes: number; contentType: string }) {
  const received: Buffer[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      received.push(chunk);
      callback();
    },
  });
  await pipeline(Readable.from(chunks), uploadGuard(options), sink);
  return Buffer.concat(received);
}

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

describe('uploadGuard', () => {
  it('passes a matching file through unchanged, even when it arrives a byte at a time', async () => {
    const bytes = Buffer.concat([png, Buffer.alloc(100, 7)]);
    const oneByOne = [...bytes].map((b) => Buffer.from([b]));
    expect(await run(oneByOne, { maxBytes: 1000, contentType: 'image/png' })).toEqual(bytes);
    expect(await run([bytes], { maxBytes: bytes.length, contentType: 'image/png' })).toEqual(bytes);
  });

  it('fails as soon as the bytes pass the limit', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled++;
        this.push(pulled === 1 ? png : Buffer.alloc(1024));
      },
    });
    const guard = uploadGuard({ maxBytes: 10_000, contentType: 'image/png' });
    const error = await pipeline(endless, guard, new Writable({ write: (_c, _e, cb) => cb() })).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(UploadRefused);
    expect(error.reason).toBe('too-large');
    // It stops pulling right after the limit, plus what the streams buffer ahead (their
    // high-water marks, which Node 22 raised from 16 KiB to 64 KiB).
    const bufferedAhead =
      endless.readableHighWaterMark + guard.writableHighWaterMark + guard.readableHighWaterMark;
    expect(pulled).toBeLessThan(Math.ceil((10_000 + bufferedAhead) / 1024) + 2);
  });

  it('fails on bytes that are not the declared type, including a short or empty file', async () => {
    for (const chunks of [
      [Buffer.from('<html><script>x</script></html>')],
      [Buffer.from([0x89, 0x50])],
      [],
    ]) {
      const error = await run(chunks, { maxBytes: 1000, contentType: 'image/png' }).catch((e) => e);
      expect(error).toBeInstanceOf(UploadRefused);
      expect(error.reason).toBe('wrong-type');
    }
  });
});

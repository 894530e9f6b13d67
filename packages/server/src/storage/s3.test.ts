import { S3Storage } from './s3';
import { gallerySlot, UPLOAD_ID } from './upload-slot.fixture';

const settings = {
  endpoint: 'http://minio:9000',
  publicEndpoint: 'http://localhost:9000',
  region: 'us-east-1',
  bucket: 'beauty-uploads',
  accessKeyId: 'beauty-dev',
  secretAccessKey: 'dev-only-secret',
  forcePathStyle: true,
};

describe('S3Storage upload addresses (presigned locally, no network)', () => {
  const uploadId = UPLOAD_ID;
  const slot = gallerySlot(15 * 60_000);

  it('signs a PUT of one key for the public endpoint, valid for the slot only', async () => {
    const url = new URL(await new S3Storage(settings).uploadAddress(slot));
    expect(url.origin).toBe('http://localhost:9000');
    expect(url.pathname).toBe(`/beauty-uploads/originals/${uploadId}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(890);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^beauty-dev\//);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('carries no checksum of the empty body it was signed with (S3 would refuse the real bytes)', async () => {
    for (const config of [settings, { ...settings, endpoint: null, publicEndpoint: null }]) {
      const url = new URL(await new S3Storage(config).uploadAddress(slot));
      const names = [...url.searchParams.keys()].map((name) => name.toLowerCase());
      expect(names.filter((name) => name.includes('checksum'))).toEqual([]);
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    }
  });

  it('uses the server endpoint when no public one is set', async () => {
    const url = new URL(await new S3Storage({ ...settings, publicEndpoint: null }).uploadAddress(slot));
    expect(url.origin).toBe('http://minio:9000');
  });
});

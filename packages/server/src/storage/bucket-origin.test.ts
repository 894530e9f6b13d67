import { browserBucketOrigin } from './bucket-origin';
import { S3Storage } from './s3';
import type { StorageSettings } from './storage';
import { gallerySlot } from './upload-slot.fixture';

const aws: StorageSettings['s3'] = {
  endpoint: null,
  publicEndpoint: null,
  region: 'us-west-2',
  bucket: 'beauty-uploads',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'secret',
  forcePathStyle: false,
};

const cases: Array<[string, StorageSettings['s3'], string]> = [
  ['AWS, virtual-hosted', aws, 'https://beauty-uploads.s3.us-west-2.amazonaws.com'],
  ['AWS in us-east-1', { ...aws, region: 'us-east-1' }, 'https://beauty-uploads.s3.us-east-1.amazonaws.com'],
  ['AWS, path-style', { ...aws, forcePathStyle: true }, 'https://s3.us-west-2.amazonaws.com'],
  [
    'AWS, a bucket with dots (no wildcard certificate)',
    { ...aws, bucket: 'media.bride.example' },
    'https://s3.us-west-2.amazonaws.com',
  ],
  [
    'MinIO, the public endpoint, path-style',
    { ...aws, endpoint: 'http://minio:9000', publicEndpoint: 'http://localhost:9000/', forcePathStyle: true },
    'http://localhost:9000',
  ],
  [
    'the server endpoint when no public one',
    { ...aws, endpoint: 'http://minio:9000', forcePathStyle: true },
    'http://minio:9000',
  ],
  [
    'a custom endpoint, virtual-hosted',
    { ...aws, endpoint: 'https://storage.example.com' },
    'https://beauty-uploads.storage.example.com',
  ],
  [
    'an IP address endpoint is path-style',
    { ...aws, endpoint: 'http://127.0.0.1:4568' },
    'http://127.0.0.1:4568',
  ],
];

describe('browserBucketOrigin (CSP connect-src for presigned uploads)', () => {
  const slot = gallerySlot(60_000);

  it.each(cases)('%s', async (_name, settings, origin) => {
    expect(browserBucketOrigin(settings)).toBe(origin);
    // The very origin the SDK presigns the browser's PUT for.
    expect(new URL(await new S3Storage(settings).uploadAddress(slot)).origin).toBe(origin);
  });
});

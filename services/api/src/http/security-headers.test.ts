import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'koa';
import type { Config } from '../config';
import { inlineScriptHashes, securityHeaders } from './security-headers';

async function cspFor(storage: {
  driver: Config['storage']['driver'];
  s3?: Partial<Config['storage']['s3']>;
}) {
  const config = {
    publicUrl: new URL('https://bridalbeauty.example'),
    storage: {
      dir: '/tmp/storage',
      ...storage,
      s3: {
        endpoint: null,
        publicEndpoint: null,
        region: 'us-west-2',
        bucket: 'beauty-uploads',
        accessKeyId: null,
        secretAccessKey: null,
        forcePathStyle: false,
        ...storage.s3,
      },
    },
  } as unknown as Config;
  const headers: Record<string, string> = {};
  const ctx = { set: (name: string, value: string) => (headers[name] = value) } as unknown as Context;
  await securityHeaders(config)(ctx, async () => undefined);
  const csp = headers['Content-Security-Policy'] ?? '';
  return Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));
}

describe('Content-Security-Policy and the upload bucket', () => {
  it("lets browsers PUT to the AWS bucket's public endpoint, and nowhere else", async () => {
    const csp = await cspFor({ driver: 's3' });
    expect(csp['connect-src']).toBe("connect-src 'self' https://beauty-uploads.s3.us-west-2.amazonaws.com");
    // Images are served by the API, not from the bucket.
    expect(csp['img-src']).toBe("img-src 'self' data: blob:");
  });

  it('uses the public endpoint of MinIO (path-style) when one is set', async () => {
    const csp = await cspFor({
      driver: 's3',
      s3: { endpoint: 'http://minio:9000', publicEndpoint: 'http://localhost:9000', forcePathStyle: true },
    });
    expect(csp['connect-src']).toBe("connect-src 'self' http://localhost:9000");
  });

  it('allows only its own origin with the local driver', async () => {
    expect((await cspFor({ driver: 'local' }))['connect-src']).toBe("connect-src 'self'");
  });
});

describe('Content-Security-Policy and the inline early script', () => {
  it("allows the built pages' inline scripts by their sha256 hash, never 'unsafe-inline'", () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'csp-dist-'));
    try {
      const recorder = 'document.addEventListener("click",()=>{},!0);';
      const ld = '{"@type":"BeautySalon"}';
      writeFileSync(
        path.join(dist, 'index.html'),
        `<head><script async type="module">${recorder}</script><script type="application/ld+json">${ld}</script>` +
          '<script type="module" src="/assets/index.js"></script></head>',
      );
      writeFileSync(
        path.join(dist, 'spa.html'),
        `<head><script async type="module">${recorder}</script></head>`,
      );
      const hash = `'sha256-${createHash('sha256').update(recorder).digest('base64')}'`;
      expect(inlineScriptHashes(dist)).toEqual([hash]);
      expect(inlineScriptHashes(path.join(dist, 'missing'))).toEqual([]);
      expect(inlineScriptHashes(undefined)).toEqual([]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('names no hash when there is no built site', async () => {
    expect((await cspFor({ driver: 'local' }))['script-src']).toBe("script-src 'self'");
  });
});

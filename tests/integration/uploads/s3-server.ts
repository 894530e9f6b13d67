import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import S3rver from 's3rver';

/** s3rver's built-in account: it refuses any other access key id. */
export const S3_ACCESS_KEY_ID = 'S3RVER';
export const S3_SECRET_ACCESS_KEY = 'S3RVER';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

type Verdict = { ok: true } | { ok: false; status: number; code: string; message: string };
const refuse = (status: number, code: string, message: string): Verdict => ({
  ok: false,
  status,
  code,
  message,
});

/**
 * What S3 checks and s3rver 3.7.1 does not: the AWS Signature Version 4 of every request (an
 * Authorization header from the server's SDK, or the query of a presigned address), its expiry,
 * the payload hash, and a declared x-amz-checksum-crc32 against the bytes (S3's BadDigest).
 * Written from AWS's SigV4 description, not with the SDK that signs, so it checks the SDK.
 */
export function verifyS3Request(
  req: { method: string; url: string; headers: http.IncomingHttpHeaders },
  body: Buffer,
  secretAccessKey: string,
  now = new Date(),
): Verdict {
  const [rawPath = '/', rawQuery = ''] = req.url.split('?', 2) as [string, string?];
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=', 2);
      const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, '%20'));
      return [decode(name), decode(value)] as [string, string];
    });
  const param = (name: string) => query.find(([n]) => n === name)?.[1];
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };

  let credential: string;
  let signedHeaders: string;
  let signature: string;
  let amzDate: string;
  let payloadHash: string;
  const presigned = param('X-Amz-Signature') !== undefined;
  if (presigned) {
    if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
      return refuse(400, 'AuthorizationQueryParametersError', 'Only AWS4-HMAC-SHA256 is accepted');
    credential = param('X-Amz-Credential') ?? '';
    signedHeaders = param('X-Amz-SignedHeaders') ?? '';
    signature = param('X-Amz-Signature') ?? '';
    amzDate = param('X-Amz-Date') ?? '';
    payloadHash = header('x-amz-content-sha256') ?? 'UNSIGNED-PAYLOAD';
    const signedAt = Date.parse(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    const expires = Number(param('X-Amz-Expires'));
    if (!Number.isFinite(signedAt) || !(expires > 0) || now.getTime() > signedAt + expires * 1000)
      return refuse(403, 'AccessDenied', 'Request has expired');
  } else {
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
        header('authorization') ?? '',
      );
    if (!match) return refuse(403, 'AccessDenied', 'A SigV4 Authorization header is required');
    [, credential = '', signedHeaders = '', signature = ''] = match;
    amzDate = header('x-amz-date') ?? '';
    payloadHash = header('x-amz-content-sha256') ?? '';
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
      return refuse(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 does not match');
  }

  const [, ...scopeParts] = credential.split('/');
  const [date = '', region = '', service = ''] = scopeParts;
  const names = signedHeaders.split(';');
  if (!names.includes('host')) return refuse(403, 'AccessDenied', 'The host header must be signed');
  const canonicalRequest = [
    req.method,
    rawPath,
    query
      .filter(([name]) => name !== 'X-Amz-Signature')
      .map(([name, value]) => `${encode(name)}=${encode(value)}`)
      .sort()
      .join('&'),
    ...names.map((name) => `${name}:${(header(name) ?? '').trim().replace(/\s+/g, ' ')}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scopeParts.join('/'), sha256(canonicalRequest)].join(
    '\n',
  );
  let key = hmac(`AWS4${secretAccessKey}`, date);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return refuse(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match');

  const declared = param('x-amz-checksum-crc32') ?? header('x-amz-checksum-crc32');
  if (declared !== undefined) {
    const actual = Buffer.alloc(4);
    actual.writeUInt32BE(crc32(body));
    if (declared !== actual.toString('base64'))
      return refuse(400, 'BadDigest', 'The CRC32 you specified did not match the calculated checksum');
  }
  return { ok: true };
}

/**
 * s3rver (npm) on a free port with a temporary directory and one bucket, behind a front that
 * checks every request as S3 would (verifyS3Request) before passing it on. `endpoint` is the
 * front's address; `refused` counts what it turned away.
 */
export async function startS3(bucket: string) {
  const directory = await mkdtemp(path.join(tmpdir(), 'beauty-s3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const backend = await s3rver.run();
  const refused: Array<{ method: string; url: string; code: string }> = [];

  /**
   * s3rver 3.7.1 has no ListParts (GET ?uploadId=) nor AbortMultipartUpload (DELETE ?uploadId=):
   * the front answers them from s3rver's own part files (<bucket>/._S3rver_uploads/<id>/<n> and
   * <n>.md5), as S3 would: the parts with their MD5 ETags, 404 NoSuchUpload for an unknown id.
   */
  async function answerMultipartGaps(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const uploadId = url.searchParams.get('uploadId');
    if (!uploadId || url.searchParams.has('partNumber')) return false;
    if (req.method !== 'GET' && req.method !== 'DELETE') return false;
    const dir = path.join(directory, bucket, '._S3rver_uploads', path.basename(uploadId));
    const exists = await stat(dir).then(
      (info) => info.isDirectory(),
      () => false,
    );
    if (!exists) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
      );
      return true;
    }
    if (req.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      res.writeHead(204);
      res.end();
      return true;
    }
    const numbers = (await readdir(dir))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [info, md5] = await Promise.all([
          stat(path.join(dir, String(n))),
          readFile(path.join(dir, `${n}.md5`), 'utf8'),
        ]);
        return `<Part><PartNumber>${n}</PartNumber><ETag>&quot;${md5.trim()}&quot;</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    const key = await readFile(path.join(dir, 'key'), 'utf8');
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
    return true;
  }

  const front = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    // Preflights carry no signature (S3 answers them from the CORS rule alone).
    if (req.method !== 'OPTIONS') {
      const verdict = verifyS3Request(
        { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers },
        body,
        S3_SECRET_ACCESS_KEY,
      );
      if (!verdict.ok) {
        refused.push({ method: req.method ?? '', url: req.url ?? '', code: verdict.code });
        res.writeHead(verdict.status, { 'content-type': 'application/xml' });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${verdict.code}</Code><Message>${verdict.message}</Message></Error>`,
        );
        return;
      }
    }
    if (await answerMultipartGaps(req, res)) return;
    const { 'transfer-encoding': _chunked, ...headers } = req.headers;
    const forward = http.request(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: { ...headers, 'content-length': String(body.length) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => res.destroy(error));
    forward.end(body);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    refused,
    async close() {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3>>;

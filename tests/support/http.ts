/**
 * The one HTTP client of the jest suites (integration, security, faults), over plain node:http
 * so a test controls every byte: the path goes out as written (dot segments, bad escapes), bodies
 * of any type and size, chunked or not, from any loopback address; an answer that comes early
 * (a 413 while a 10 MB body is still being written) is still read.
 *
 * Answers have one shape: `headers` is a fetch `Headers` (`res.headers.get('etag')`, null when
 * absent), the body is read whole and decoded like a browser does (gzip, deflate, br).
 */
import http from 'node:http';
import zlib from 'node:zlib';

/** One answer, read whole. `json` is null unless the body parses as JSON. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  json: any;
  setCookies: string[];
}

export interface SendOptions {
  /**
   * Sent verbatim: no normalisation of '..' or of percent escapes (fetch would do both); only
   * spaces, control and non-ASCII characters are percent-encoded (UTF-8), as a browser would.
   * A full `http://host:port/path` address goes to that host instead of the base.
   */
  path: string;
  method?: string;
  headers?: Record<string, string | string[] | undefined>;
  /** A JSON value, serialised with JSON.stringify (content type application/json). */
  json?: unknown;
  /** Form fields (content type application/x-www-form-urlencoded). */
  form?: Record<string, string | string[]>;
  /** Raw bytes or text, sent with whatever content type `headers` says (none when unset). */
  body?: Buffer | Uint8Array | string;
  /** Send the body without Content-Length (chunked). */
  chunked?: boolean;
  /** Leave out the Origin header a Client adds to writes. */
  noOrigin?: boolean;
  /** Connect from this local address (any of 127.0.0.0/8 on loopback): another client machine. */
  localAddress?: string;
  /** Give up after this long (the promise rejects with code ETIMEDOUT). */
  timeoutMs?: number;
  /** A new connection for this request alone, closed after it (no shared keep-alive socket). */
  freshConnection?: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** Close idle keep-alive sockets (call after a suite). */
export const closeAgent = () => agent.destroy();

/** What Node refuses in a request path, encoded as a browser encodes it; all else verbatim. */
const encodePath = (path: string) => path.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));

function decode(bytes: Buffer, encoding: string | undefined): Buffer {
  if (!bytes.length) return bytes;
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(bytes);
    case 'deflate':
      return zlib.inflateSync(bytes);
    case 'br':
      return zlib.brotliDecompressSync(bytes);
    default:
      return bytes;
  }
}

function answerHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

/** A request to `base` (an origin; a full address in `path` wins). Resolves with the whole answer. */
export function send(base: string | URL, options: SendOptions): Promise<Answer> {
  const method = options.method ?? 'GET';
  const address = options.path.match(/^https?:\/\/[^/?#]*/i)?.[0];
  const target = new URL(address ?? String(base));
  const path = address ? options.path.slice(address.length) || '/' : options.path;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  let body: Buffer | undefined;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = Buffer.from(JSON.stringify(options.json));
  } else if (options.form) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(options.form)) {
      for (const item of Array.isArray(v) ? v : [v]) params.append(k, item);
    }
    body = Buffer.from(params.toString());
  } else if (options.body !== undefined) {
    body = typeof options.body === 'string' ? Buffer.from(options.body) : Buffer.from(options.body);
  }
  if (body && !options.chunked) headers['content-length'] = String(body.length);
  // A server may stop reading a refused large body and close the socket: never reuse it.
  const fresh = options.freshConnection || Boolean(body && body.length > 1024 * 1024);
  if (fresh) headers.connection = 'close';
  if (body && options.chunked) headers['transfer-encoding'] = 'chunked';

  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path: encodePath(path),
        headers,
        agent: fresh ? false : agent,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          clearTimeout(timer);
          let bytes: Buffer;
          try {
            bytes = decode(Buffer.concat(chunks), res.headers['content-encoding']);
          } catch (error) {
            return reject(error);
          }
          const text = bytes.toString('utf8');
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = null;
          }
          const setCookie = res.headers['set-cookie'];
          resolve({
            status: res.statusCode ?? 0,
            headers: answerHeaders(res.rawHeaders),
            text,
            body: bytes,
            json,
            setCookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
          });
        });
      },
    );
    const timer = options.timeoutMs
      ? setTimeout(() => {
          const error = Object.assign(new Error(`no answer within ${options.timeoutMs} ms`), {
            code: 'ETIMEDOUT',
          });
          req.destroy(error);
          reject(error);
        }, options.timeoutMs)
      : undefined;
    req.on('error', (error) => {
      // EPIPE / ECONNRESET after the answer arrived: the server stopped reading a refused body.
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    if (body && options.chunked) {
      const step = 64 * 1024;
      for (let i = 0; i < body.length; i += step) req.write(body.subarray(i, i + step));
      req.end();
    } else {
      req.end(body);
    }
  });
}

/** A request to a full address with no cookies kept (e.g. a calendar app reading a feed). */
export function request(address: string | URL, options: Omit<SendOptions, 'path'> = {}): Promise<Answer> {
  return send(String(address), { ...options, path: String(address) });
}

/**
 * A tiny browser: keeps its cookies, never follows redirects and, like a browser on our site,
 * sends our Origin with every write (unless told not to). `origin` is the site it is on.
 */
export class Client {
  readonly cookies = new Map<string, string>();
  readonly base: URL;
  readonly origin: string;

  constructor(base: string | URL, origin?: string) {
    this.base = new URL(String(base));
    this.origin = origin ?? this.base.origin;
  }

  /** The same cookies, for a second browser on another origin (a forged cross-site request). */
  withOrigin(origin: string): Client {
    const other = new Client(this.base, origin);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  cookieHeader(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }

  async send(options: SendOptions): Promise<Answer> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string | string[] | undefined> = {
      cookie: this.cookieHeader(),
      ...options.headers,
    };
    const lower = new Set(Object.keys(headers).map((h) => h.toLowerCase()));
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && !options.noOrigin && !lower.has('origin')) {
      headers.origin = this.origin;
    }
    const answer = await send(this.base, { ...options, method, headers });
    for (const line of answer.setCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  request(method: string, path: string, init: Omit<SendOptions, 'method' | 'path'> = {}) {
    return this.send({ ...init, method, path });
  }

  get(path: string, headers?: Record<string, string>) {
    return this.send({ method: 'GET', path, headers });
  }

  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.send({ method: 'POST', path, json, headers });
  }

  postForm(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.send({ method: 'POST', path, form, headers });
  }
}

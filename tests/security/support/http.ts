import http from 'node:http';

/** One answer, read whole. `json` is null unless the body parses as JSON. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  json: any;
  setCookies: string[];
}

export interface SendOptions {
  /** Sent verbatim: no normalisation of '..' or of percent escapes (fetch would do both). */
  path: string;
  method?: string;
  headers?: Record<string, string | string[] | undefined>;
  /** A JSON value, serialised with JSON.stringify (content type application/json). */
  json?: unknown;
  /** Form fields (content type application/x-www-form-urlencoded). */
  form?: Record<string, string | string[]>;
  /** Raw bytes or text, sent with whatever content type `headers` says (none when unset). */
  body?: Buffer | string;
  /** Send the body without Content-Length (chunked). */
  chunked?: boolean;
  /** Leave out the Origin header this browser adds to writes. */
  noOrigin?: boolean;
  /** Connect from this local address (any of 127.0.0.0/8 on loopback): another client machine. */
  localAddress?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** Close idle keep-alive sockets (call after a suite). */
export const closeAgent = () => agent.destroy();

/**
 * A request over plain node:http, so a test controls every byte: dot segments, bad escapes,
 * bodies of any type and size. Resolves with the answer even when the server answers early and
 * closes while the body is still being written (a 413 for a 10 MB body).
 */
export function send(base: URL, options: SendOptions): Promise<Answer> {
  const method = options.method ?? 'GET';
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
    body = Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body);
  }
  if (body && !options.chunked) headers['content-length'] = String(body.length);
  // A server may stop reading a refused large body and close the socket: never reuse it.
  const large = Boolean(body && body.length > 1024 * 1024);
  if (large) headers.connection = 'close';
  if (body && options.chunked) headers['transfer-encoding'] = 'chunked';

  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: options.path,
        headers,
        agent: large ? false : agent,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let json: unknown = null;
          if (/json/i.test(String(res.headers['content-type'] ?? ''))) {
            try {
              json = JSON.parse(text);
            } catch {
              json = null;
            }
          }
          const setCookie = res.headers['set-cookie'];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            body: bytes,
            json,
            setCookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
          });
        });
      },
    );
    req.on('error', (error) => {
      // EPIPE / ECONNRESET after the answer arrived: the server stopped reading a refused body.
      if (!answered) reject(error);
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

/**
 * A tiny browser: keeps its cookies and, like a browser on our site, sends our Origin with every
 * write (unless told not to). `origin` is the site it pretends to be on.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly base: URL,
    readonly origin: string = base.origin,
  ) {}

  /** The same cookies, for a second browser on another origin (a forged cross-site request). */
  withOrigin(origin: string): Browser {
    const other = new Browser(this.base, origin);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
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

  get(path: string, headers?: Record<string, string>) {
    return this.send({ method: 'GET', path, headers });
  }

  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.send({ method: 'POST', path, json, headers });
  }
}

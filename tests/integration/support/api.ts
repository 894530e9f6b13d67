import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '@beauty/api/app';
import { loadConfig } from '@beauty/api/config';
import type { AppDeps } from '@beauty/api/deps';
import { createMetrics } from '@beauty/api/http/metrics';
import { createRateLimiters } from '@beauty/api/http/rate-limit';
import { createKnex } from '@beauty/server/db/knex';
import { createPublicCache } from '@beauty/server/public-cache/public-cache';
import Redis from 'ioredis';
import pino from 'pino';

export interface TestApi {
  url: string;
  origin: string;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * The real API app on a free loopback port, against the run's database and Redis prefix.
 * `env` overrides configuration (e.g. rate limits); PUBLIC_URL follows the chosen port.
 */
export async function startApi(
  env: Record<string, string> = {},
  options: { publicCache?: boolean; serveFrontend?: boolean } = {},
): Promise<TestApi> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PUBLIC_URL: origin,
    RATE_LIMIT_CONTACT_PER_HOUR: '1000',
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: '1000',
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: '1000',
    RATE_LIMIT_ACCOUNT_FORMS_PER_15_MIN: '1000',
    RATE_LIMIT_RESET_EMAILS_PER_HOUR: '1000',
    RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '1000',
    ...env,
  });
  const knex = createKnex(config.databaseUrl, { max: 5 });
  const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  await new Promise<void>((resolve) =>
    redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve()),
  );
  const deps: AppDeps = {
    config,
    knex,
    redis,
    logger: pino({ level: 'silent' }),
    metrics: createMetrics(),
    rateLimiters: createRateLimiters(config, redis),
  };
  if (options.publicCache) {
    // The cache the real process keeps (public reads, availability), listening for changes.
    deps.publicCache = createPublicCache({ redis, redisPrefix: config.redisPrefix, logger: deps.logger });
    await deps.publicCache.listen();
  }
  server.on('request', createApp(deps, { serveFrontend: options.serveFrontend ?? false }).callback());
  return {
    url: origin,
    origin,
    deps,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.publicCache?.close();
      await knex.destroy();
      redis.disconnect();
    },
  };
}

/** A tiny browser: keeps cookies, sends our Origin on writes, never follows redirects. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    private origin: string = base,
  ) {}

  cookie(name: string) {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request(
    method: string,
    path: string,
    init: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (!['GET', 'HEAD'].includes(method) && !('origin' in headers)) headers.origin = this.origin;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(new URL(path, this.base), { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return {
      status: res.status,
      headers: res.headers,
      text,
      // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
      json: json as any,
      setCookies: res.headers.getSetCookie(),
    };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }
  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { json, headers });
  }
  postForm(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request('POST', path, { form, headers });
  }
}

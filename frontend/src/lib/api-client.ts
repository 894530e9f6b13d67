import type { QueryFunction } from '@tanstack/react-query';

/**
 * A failed call. `message` is exactly `{status}: {body text or status text}` (spec 000
 * section 8); `status` and `body` are kept so callers can read server field errors.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, body);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every write goes through here: cookies always, and a JSON body with a JSON content type
 * only when `data` is given. Resolves with the OK response; rejects with an ApiError.
 * `headers` adds request headers, e.g. an Idempotency-Key.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** A write whose answer is JSON: `apiRequest`, then the body read as `T`. */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await apiRequest(method, url, data, options);
  return (await res.json()) as T;
}

/** GET a JSON answer with cookies (for reads whose URL is not just the query key, e.g. with a query string). */
export async function apiGet<T>(url: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal: options.signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default reader: GET the query key's parts joined by '/', e.g. ['/api/stylists'] or
 * ['/api/admin/users', id]. With `on401: 'returnNull'` a 401 resolves to null instead of failing.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export interface ServerFieldError {
  field: string;
  message: string;
}

/** The `{ message, errors: [{ field, message }] }` body of a failed call, when it has one. */
export function readErrorBody(error: unknown): { message?: string; errors: ServerFieldError[] } {
  return parseErrorBody(
    error instanceof ApiError
      ? error.body
      : error instanceof Error
        ? error.message.replace(/^\d{3}: /, '')
        : '',
  );
}

/** The API's error body read from an answer's text (any other text: no message, no field errors). */
export function parseErrorBody(text: string): { message?: string; errors: ServerFieldError[] } {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    const errors = Array.isArray(body.errors)
      ? body.errors.filter(
          (e): e is ServerFieldError =>
            typeof e === 'object' &&
            e !== null &&
            typeof e.field === 'string' &&
            typeof e.message === 'string',
        )
      : [];
    return { message: typeof body.message === 'string' ? body.message : undefined, errors };
  } catch {
    return { errors: [] };
  }
}

/** The HTTP status of a failed call (from an ApiError or a `{status}: …` message). */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

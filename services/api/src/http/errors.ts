import { apiMessages } from '@beauty/domain/messages';
import type { FieldError } from '@beauty/domain/validation';
import type { Context, Next } from 'koa';

/** Typed errors thrown by services; the error middleware maps them to status codes. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
export class Invalid extends HttpError {
  constructor(errors: FieldError[], message: string = apiMessages.validationFailed) {
    super(400, message, errors);
  }
}
export class Unauthorized extends HttpError {
  constructor(message: string = apiMessages.signInRequired) {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message: string = apiMessages.forbidden) {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message: string = apiMessages.notFound) {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class Unprocessable extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, apiMessages.rateLimited, [], {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

interface PgError {
  code?: string;
  constraint?: string;
}

/** Map body-parser and database errors that reach us untyped. */
function classify(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const e = error as { status?: number; statusCode?: number; type?: string; expose?: boolean } & PgError;
  const status = e.status ?? e.statusCode;
  if (status === 413 || e.type === 'entity.too.large') return new HttpError(413, apiMessages.payloadTooLarge);
  if (status === 415) return new HttpError(415, apiMessages.unsupportedMediaType);
  if (
    status === 400 &&
    (e.type === 'entity.parse.failed' ||
      /JSON|Unexpected token|invalid/i.test(String((error as Error).message)))
  ) {
    return new HttpError(400, apiMessages.invalidJson);
  }
  if (status && status >= 400 && status < 500)
    return new HttpError(status, e.expose ? (error as Error).message : apiMessages.notFound);
  if (e.code === '23505') return new Conflict('That record already exists.');
  if (e.code === '23503') return new HttpError(409, 'A related record does not exist.');
  if (e.code === '23514' || e.code === '22P02' || e.code === '22007' || e.code === '22008') {
    return new HttpError(400, apiMessages.validationFailed);
  }
  return null;
}

/** Registered first: every error leaves as JSON { message, errors } with the right status. */
export async function errorMiddleware(ctx: Context, next: Next) {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
      throw new NotFound();
    }
  } catch (error) {
    const known = classify(error);
    if (known) {
      ctx.status = known.status;
      ctx.set(known.headers);
      ctx.body = { message: known.message, errors: known.errors };
      if (known.status >= 500) ctx.state.logger?.error({ err: error }, 'request failed');
      return;
    }
    ctx.state.logger?.error({ err: error }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { message: apiMessages.internal, errors: [] };
  }
}

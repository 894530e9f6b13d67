import { apiMessages } from '@beauty/domain/messages';
import type { FieldError } from '@beauty/domain/validation';

/**
 * What a service refuses, and why: typed errors thrown by the rules, with the status the HTTP
 * layer answers them with (http/errors.ts maps them, and database errors, to answers).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
/** An answer names at most this many fields: enough for any form, small for any request. */
export const MAX_REPORTED_FIELD_ERRORS = 20;

export class Invalid extends AppError {
  constructor(errors: FieldError[], message: string = apiMessages.validationFailed) {
    super(400, message, errors.slice(0, MAX_REPORTED_FIELD_ERRORS));
  }
}
export class Unauthorized extends AppError {
  constructor(message: string = apiMessages.signInRequired) {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message: string = apiMessages.forbidden) {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message: string = apiMessages.notFound) {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class Unprocessable extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}
export class TooManyRequests extends AppError {
  constructor(retryAfterSeconds: number, message: string = apiMessages.rateLimited) {
    super(429, message, [], {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

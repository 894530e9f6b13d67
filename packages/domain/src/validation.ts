import type { TSchema } from '@sinclair/typebox';
import Ajv, { type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { type FieldError, toFieldErrors } from './field-errors';

export type { FieldError };

/**
 * One ajv set-up for the server and the browser: formats on, all errors collected so each
 * field gets its own message, and `errorMessage` (ajv-errors) for the spec's wording.
 */
export function createAjv(options: ConstructorParameters<typeof Ajv>[0] = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false, ...options });
  addFormats(ajv, ['email', 'date', 'date-time', 'uri', 'uuid']);
  ajvErrors(ajv);
  return ajv;
}

export type Validator<T> = ((value: unknown) => value is T) & { errors(): FieldError[] };

const shared = { ajv: undefined as Ajv | undefined, cache: new WeakMap<TSchema, ValidateFunction>() };

/** Compile (once per schema) and return a type guard that remembers its last errors. */
export function validator<T>(schema: TSchema): Validator<T> {
  shared.ajv ??= createAjv();
  let compiled = shared.cache.get(schema);
  if (!compiled) {
    compiled = shared.ajv.compile(schema);
    shared.cache.set(schema, compiled);
  }
  const validate = compiled;
  const guard = ((value: unknown) => validate(value) as boolean) as Validator<T>;
  guard.errors = () => toFieldErrors(validate.errors);
  return guard;
}

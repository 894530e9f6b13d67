import type { TSchema } from '@sinclair/typebox';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';

/**
 * One ajv set-up for the server and the browser: formats on, all errors collected so each
 * field gets its own message, and `errorMessage` (ajv-errors) for the spec's wording.
 */
export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
  addFormats(ajv, ['email', 'date', 'date-time', 'uri', 'uuid']);
  ajvErrors(ajv);
  return ajv;
}

export interface FieldError {
  field: string;
  message: string;
}

/** ajv errors -> [{ field, message }], one entry per field (the first message wins). */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors ?? []) {
    let field = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let message = error.message ?? 'Invalid value';
    if (error.keyword === 'errorMessage') {
      const original = (error.params as { errors?: ErrorObject[] }).errors?.[0];
      if (original?.keyword === 'required') {
        field = joinField(field, (original.params as { missingProperty: string }).missingProperty);
      }
    } else if (error.keyword === 'required') {
      field = joinField(field, (error.params as { missingProperty: string }).missingProperty);
      message = 'This field is required';
    } else if (error.keyword === 'additionalProperties') {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      field = joinField(field, extra);
      message = `Unknown field: ${extra}`;
    }
    if (!byField.has(field)) byField.set(field, message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

function joinField(parent: string, child: string) {
  return parent ? `${parent}.${child}` : child;
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

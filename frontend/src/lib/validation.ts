// Browser-side validation with the domain schemas, precompiled at build time into plain
// functions (packages/domain/dist/standalone-validators.mjs): the CSP forbids the eval that
// ajv would need to compile them here. Import the one validator a form needs, e.g.
//   import { ContactMessageInput as contactMessageValidator } from '@beauty/domain/standalone-validators';
import { type ErrorObject, toFieldErrors } from '@beauty/domain/field-errors';

export type FieldErrors<T> = Partial<Record<Extract<keyof T, string>, string>>;

export type ValidationResult<T> =
  | { ok: true; value: T; errors: FieldErrors<T> }
  | { ok: false; errors: FieldErrors<T> };

export type PrecompiledValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Check `value` with a precompiled domain validator; one message per field, in the spec's words. */
export function validate<T>(check: PrecompiledValidator, value: unknown): ValidationResult<T> {
  if (check(value)) return { ok: true, value: value as T, errors: {} };
  const errors: Record<string, string> = {};
  for (const { field, message } of toFieldErrors(check.errors)) {
    errors[field || '_form'] ??= message;
  }
  return { ok: false, errors: errors as FieldErrors<T> };
}

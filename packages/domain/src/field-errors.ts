import type { ErrorObject } from 'ajv';

/** An error as ajv reports it: what a precompiled validator leaves in its `errors`. */
export type { ErrorObject };

/** Field errors as the API answers them and the forms show them (no ajv runtime needed). */
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

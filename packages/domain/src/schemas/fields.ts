import { type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { fieldMessages } from '../messages';

export { LIMITS };

/**
 * Building blocks for the JSON schemas. Each field carries one `errorMessage` (ajv-errors),
 * and `strictObject` turns those into messages for missing required fields too, so a single
 * declaration gives the spec's wording whether a field is absent, empty or malformed.
 */

/** Required text: not blank (at least one non-space character), at least `min` characters. */
export function requiredText(message: string, opts: { min?: number; max?: number } = {}) {
  return Type.String({
    minLength: opts.min ?? 1,
    maxLength: opts.max ?? LIMITS.shortText,
    pattern: '\\S',
    errorMessage: {
      type: message,
      minLength: message,
      pattern: message,
      maxLength: fieldMessages.tooLong,
    },
  });
}

/** Optional free text: may be empty. */
export function optionalText(max: number = LIMITS.shortText) {
  return Type.Optional(
    Type.String({ maxLength: max, errorMessage: { type: 'Must be text', maxLength: fieldMessages.tooLong } }),
  );
}

export const email = () =>
  Type.String({
    format: 'email',
    maxLength: LIMITS.email,
    errorMessage: {
      type: fieldMessages.email,
      format: fieldMessages.email,
      maxLength: fieldMessages.tooLong,
    },
  });

export function oneOf<const T extends readonly string[]>(values: T, message: string) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], errorMessage: message });
}

/** An enum value or null / empty string meaning "none chosen". */
export function optionalChoice<const T extends readonly string[]>(values: T, message: string) {
  return Type.Optional(
    Type.Unsafe<T[number] | '' | null>({
      anyOf: [{ type: 'string', enum: [...values, ''] }, { type: 'null' }],
      errorMessage: message,
    }),
  );
}

export const isoDate = (message = 'Please choose a valid date') =>
  Type.String({ format: 'date', errorMessage: message });

/** ajv-formats' `uuid` also passes the `urn:uuid:` form; the pattern keeps ids to the plain 8-4-4-4-12 hex. */
export const uuid = () =>
  Type.String({
    format: 'uuid',
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    errorMessage: 'Must be a valid id',
  });

export const timestamp = () => Type.String({ format: 'date-time' });

/** One of a list's values, as an answer states it (a status, a role, a mode). */
export const literals = <const T extends string>(values: readonly T[]) =>
  Type.Union(values.map((v) => Type.Literal(v)));

export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

function messageOf(schema: TSchema): string | undefined {
  const em = (schema as { errorMessage?: unknown }).errorMessage;
  if (typeof em === 'string') return em;
  if (em && typeof em === 'object') {
    const m = em as Record<string, string>;
    return m.minLength ?? m.type ?? m.format;
  }
  return undefined;
}

/** A request body: additionalProperties false, and the field's own message when it is missing. */
export function strictObject<T extends TProperties>(
  properties: T,
  options: { $id?: string } = {},
): TObject<T> {
  const required: Record<string, string> = {};
  for (const [key, schema] of Object.entries(properties)) {
    const message = messageOf(schema);
    if (message) required[key] = message;
  }
  const object = Type.Object(properties, { ...options, additionalProperties: false });
  const requiredMessages = Object.fromEntries(
    Object.entries(required).filter(([key]) => (object.required as string[] | undefined)?.includes(key)),
  );
  return {
    ...object,
    errorMessage: {
      type: 'The request body must be a JSON object',
      ...(Object.keys(requiredMessages).length ? { required: requiredMessages } : {}),
    },
  } as TObject<T>;
}

/** An email and, if she gives one, a phone, as a person's form sends them. */
export const emailAndPhoneInput = () => ({ email: email(), phone: optionalText(LIMITS.phone) });

/**
 * Who a public form is from (consultation request, contact message, the landing page's hand-off):
 * a name (the form's own message when it is missing or shorter than `nameMin`), an email, a phone.
 */
export const contactInput = (nameMessage: string, nameMin = 1) => ({
  name: requiredText(nameMessage, { min: nameMin, max: LIMITS.name }),
  ...emailAndPhoneInput(),
});

/** The same details as stored and answered to the admin (no phone: null). */
export const contactDetails = () => ({
  name: Type.String(),
  email: Type.String(),
  phone: nullable(Type.String()),
});

import type { FieldError } from '@beauty/domain/validation';

/**
 * Characters no text field takes: NUL (PostgreSQL cannot store it in text), the other C0
 * control characters and DEL (tab, line feed and carriage return are fine), and lone UTF-16
 * surrogates (JSON lets a client send "\ud800"; it is not a character and cannot be stored).
 */
const BAD_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const badTextMessage = 'Please remove the control characters or broken Unicode from this field.';

/** One field error per string in `value` (at any depth) holding such a character. */
export function badTextErrors(value: unknown, field = ''): FieldError[] {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? [{ field, message: badTextMessage }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => badTextErrors(item, join(field, String(i))));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      BAD_TEXT.test(key)
        ? [{ field: join(field, key), message: badTextMessage }]
        : badTextErrors(item, join(field, key)),
    );
  }
  return [];
}

const join = (parent: string, child: string) => (parent ? `${parent}.${child}` : child);

import { randomUUID } from 'node:crypto';

/**
 * Invalid requests derived from a route's own JSON schema (TypeBox output), so they follow the
 * schema as it changes: for every property, values of each type it does not allow, strings past
 * its limits, values outside its enum, format or pattern, numbers out of range, arrays too long;
 * then missing required fields and extra ones. Each case says why it is invalid.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON schemas are plain objects of any shape
export type Schema = Record<string, any>;
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

const SAMPLES: Record<JsonType, unknown> = {
  string: 'text',
  number: 1.5,
  integer: 7,
  boolean: true,
  null: null,
  array: [],
  object: {},
};

export const SQL_INJECTIONS = [
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5); --',
  "\\'; UPDATE users SET role='admin' WHERE '1'='1",
];
export const HTML_INJECTIONS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '{{constructor.constructor("alert(1)")()}}',
];
/** Text that is valid Unicode and must be kept as sent: emoji, right-to-left, combining, zero-width. */
export const VALID_UNICODE = [
  'Zoë 💄👰🏽‍♀️ ✨',
  'مرحبا بالعروس',
  'שלום \u202Egnp.exe',
  'e\u0301\u200b\u200d',
  '𝒜𝓁𝒾𝒸𝑒 漢字',
];
/** Text no field should take: NUL and other control characters, lone UTF-16 surrogates. */
export const BAD_TEXT = ['a\u0000b', 'bell\u0007escape\u001b', 'lone \ud800 high', 'lone \udfff low'];

/** Characters a text field must refuse (tab, line feed and carriage return are fine). */
export const hasBadText = (value: unknown): boolean => {
  if (typeof value === 'string')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(
      value,
    );
  if (Array.isArray(value)) return value.some(hasBadText);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => hasBadText(k) || hasBadText(v));
  return false;
};

/** The JSON types a schema admits; null when it admits anything. */
export function allowedTypes(schema: Schema): Set<JsonType> | null {
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) {
    const all = new Set<JsonType>();
    for (const member of union) {
      const types = allowedTypes(member);
      if (!types) return null;
      for (const t of types) all.add(t);
    }
    return all;
  }
  if (schema.const !== undefined) return new Set([typeOf(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(typeOf));
  if (schema.type) {
    const types = new Set<JsonType>(Array.isArray(schema.type) ? schema.type : [schema.type]);
    if (types.has('number')) types.add('integer');
    return types;
  }
  return null;
}

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value as JsonType;
}

/** The string-typed branches of a schema (a union may have several). */
function stringBranches(schema: Schema): Schema[] {
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return union.flatMap(stringBranches);
  const types = allowedTypes(schema);
  return types?.has('string') ? [schema] : [];
}

function numberBranches(schema: Schema): Schema[] {
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return union.flatMap(numberBranches);
  return schema.type === 'integer' || schema.type === 'number' ? [schema] : [];
}

function arrayBranch(schema: Schema): Schema | undefined {
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return union.map(arrayBranch).find(Boolean);
  return schema.type === 'array' ? schema : undefined;
}

/** A value the schema accepts (good enough for the schema; the service may still refuse it). */
export function exampleOf(schema: Schema): unknown {
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) {
    const member = union.find((m: Schema) => m.type !== 'null' && m.const !== '') ?? union[0];
    return exampleOf(member);
  }
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== '') ?? schema.enum[0];
  switch (schema.type) {
    case 'string':
      return exampleString(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => exampleOf(schema.items)) : [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key: string) => [key, exampleOf(schema.properties[key])]),
      );
    default:
      return 'text';
  }
}

function exampleString(schema: Schema): string {
  // A pattern the generator cannot satisfy by itself (a clock time, an area id) names its example.
  if (Array.isArray(schema.examples) && typeof schema.examples[0] === 'string') return schema.examples[0];
  switch (schema.format) {
    case 'email':
      return `fuzz.${randomUUID().slice(0, 8)}@example.com`;
    case 'date':
      return new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    case 'date-time':
      return new Date().toISOString();
    case 'uuid':
      return randomUUID();
    case 'uri':
      return 'https://example.com/portfolio';
  }
  const min = schema.minLength ?? 1;
  const text = 'Sample text for the field. '.repeat(Math.ceil(min / 27) + 1).trim();
  return text.slice(0, Math.max(min, Math.min(schema.maxLength ?? 40, 40)));
}

export interface ValueCase {
  label: string;
  value: unknown;
}

/** Values `schema` must refuse: wrong types, limits, enum, format, pattern, range, items. */
export function invalidValues(schema: Schema, options: { long?: boolean } = {}): ValueCase[] {
  const cases: ValueCase[] = [];
  const types = allowedTypes(schema);
  if (types) {
    for (const [type, sample] of Object.entries(SAMPLES) as Array<[JsonType, unknown]>) {
      if (types.has(type)) continue;
      if (type === 'number' && !types.has('number') && !types.has('integer')) {
        cases.push({ label: 'wrong type number', value: 1.5 });
      } else if (type === 'number' && types.has('integer')) {
        cases.push({ label: 'a fraction for an integer', value: 1.5 });
      } else if (type !== 'number') {
        cases.push({ label: `wrong type ${type}`, value: sample });
      }
    }
  }

  for (const branch of stringBranches(schema)) {
    const enumValues: unknown[] | undefined = Array.isArray(schema.enum)
      ? schema.enum
      : Array.isArray(branch.enum)
        ? branch.enum
        : undefined;
    if (branch.maxLength !== undefined) {
      cases.push({ label: `${branch.maxLength + 1} characters`, value: 'a'.repeat(branch.maxLength + 1) });
    } else if (!enumValues && !branch.format && branch.const === undefined) {
      // Unbounded free text would be a schema gap: the case fails loudly if the schema takes it.
      cases.push({ label: '20k characters (no maxLength?)', value: 'a'.repeat(20_000) });
    }
    if (options.long !== false) cases.push({ label: '100k characters', value: 'a'.repeat(100_000) });
    if (enumValues) {
      const first = String(enumValues.find((v) => v !== '') ?? 'x');
      cases.push(
        { label: 'not in the enum', value: 'not-a-choice' },
        { label: 'enum value with padding', value: ` ${first} ` },
        {
          label: 'enum value in capitals',
          value: first.toUpperCase() === first ? `${first}x` : first.toUpperCase(),
        },
        { label: 'SQL injection for an enum', value: `${first}' OR '1'='1` },
        { label: 'emoji for an enum', value: '💄' },
      );
    }
    if (branch.const !== undefined && typeof branch.const === 'string' && branch.const !== '') {
      cases.push({ label: 'not the constant', value: `${branch.const}x` });
    }
    const bad = BAD_FORMATS[branch.format as string];
    if (bad)
      for (const value of bad) cases.push({ label: `bad ${branch.format}: ${value.slice(0, 30)}`, value });
    if ((branch.minLength ?? 0) > 1) {
      cases.push({ label: `${branch.minLength - 1} characters`, value: 'x'.repeat(branch.minLength - 1) });
    } else if (branch.minLength === 1) {
      cases.push({ label: 'empty', value: '' });
    }
    if (branch.pattern === '\\S') cases.push({ label: 'blank', value: '   \t  ' });
    else if (branch.pattern)
      cases.push({ label: `not matching ${branch.pattern}`, value: "javascript:alert('x')//" });
    // The non-blank pattern only asks for some text: injection strings are valid free text there.
    if (branch.format || (branch.pattern && branch.pattern !== '\\S') || enumValues) {
      for (const value of [...SQL_INJECTIONS.slice(0, 2), ...HTML_INJECTIONS.slice(0, 2)])
        cases.push({ label: `injection for a constrained string: ${value.slice(0, 20)}`, value });
    }
    for (const value of BAD_TEXT) cases.push({ label: `bad text ${JSON.stringify(value)}`, value });
  }

  for (const branch of numberBranches(schema)) {
    if (branch.minimum !== undefined) cases.push({ label: 'below the minimum', value: branch.minimum - 1 });
    if (branch.maximum !== undefined) cases.push({ label: 'above the maximum', value: branch.maximum + 1 });
    cases.push({ label: 'a huge number', value: 1e308 }, { label: 'beyond 2^53', value: 2 ** 53 + 2 });
  }

  const array = arrayBranch(schema);
  if (array) {
    if (array.maxItems !== undefined) {
      cases.push({
        label: `${array.maxItems + 1} items`,
        value: Array.from({ length: array.maxItems + 1 }, (_, i) => `${exampleOf(array.items)}${i}`),
      });
    }
    if (array.uniqueItems) {
      const item = exampleOf(array.items);
      cases.push({ label: 'duplicate items', value: [item, item] });
    }
    if (array.items) {
      for (const item of invalidValues(array.items, { long: false }))
        cases.push({ label: `item: ${item.label}`, value: [item.value] });
    }
  }
  return cases;
}

const BAD_FORMATS: Record<string, string[]> = {
  email: ['not-an-email', 'a@b', 'a @example.com', 'x@example.com\r\nBcc: victim@example.com'],
  date: ['2026-02-30', '31/12/2026', '2026-1-1', '2026-01-01T00:00:00Z', '+275760-09-13'],
  'date-time': ['yesterday', '2026-13-01T00:00:00Z'],
  uuid: ['not-a-uuid', '00000000-0000-0000-0000-00000000000g', '------------------------------------'],
  uri: ['not a url', 'http://exa mple.com/'],
};

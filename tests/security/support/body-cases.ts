import { randomUUID } from 'node:crypto';
import { invalidValues, type Schema } from './schema-cases';

// Whole invalid bodies built from a route's schema: each invalid field value, missing and extra
// fields, and raw JSON a parser must refuse (split from schema-cases.ts).

export interface BodyCase {
  label: string;
  /** A JSON value to send (JSON.stringify escapes lone surrogates as \uXXXX). */
  body: unknown;
}

const EXTRA_FIELDS: Record<string, unknown> = {
  unexpected: 'field',
  role: 'admin',
  id: randomUUID(),
  customerId: randomUUID(),
  status: 'completed',
  totalPriceCents: 0,
  isAdmin: true,
};

/** Bodies an object schema must refuse, built on a valid `base`. */
export function invalidBodies(schema: Schema, base: Record<string, unknown>): BodyCase[] {
  const cases: BodyCase[] = [];
  const properties: Record<string, Schema> = schema.properties ?? {};
  for (const [key, property] of Object.entries(properties)) {
    for (const { label, value } of invalidValues(property))
      cases.push({ label: `${key}: ${label}`, body: { ...base, [key]: value } });
  }
  const required: string[] = schema.required ?? [];
  for (const key of required) {
    const { [key]: _dropped, ...rest } = base;
    cases.push({ label: `missing ${key}`, body: rest });
  }
  if (required.length) cases.push({ label: 'empty object', body: {} });
  for (const [key, value] of Object.entries(EXTRA_FIELDS)) {
    if (!(key in properties)) cases.push({ label: `extra field ${key}`, body: { ...base, [key]: value } });
  }
  cases.push(
    { label: 'body is an array', body: [base] },
    { label: 'body is an empty array', body: [] },
    { label: 'nested extra object', body: { ...base, extra: { deeply: { nested: [1, { x: null }] } } } },
  );
  return cases;
}

/** Raw JSON texts that are not a valid body for an object schema (broken JSON and odd values). */
export function rawJsonCases(base: Record<string, unknown>): Array<{ label: string; text: string | Buffer }> {
  const json = JSON.stringify(base);
  const withExtra = JSON.stringify({ ...base, unexpected: 'MARK' });
  const firstString = Object.entries(base).find(([, v]) => typeof v === 'string')?.[0];
  return [
    { label: 'broken JSON: unterminated', text: json.slice(0, -1) },
    { label: 'broken JSON: just {', text: '{' },
    { label: 'broken JSON: single quotes', text: "{'a': 1}" },
    { label: 'broken JSON: trailing comma', text: `${json.slice(0, -1)},}` },
    { label: 'broken JSON: bad escape', text: '{"a": "\\x41"}' },
    { label: 'broken JSON: NaN', text: 'NaN' },
    { label: 'broken JSON: two objects', text: `${json}${json}` },
    { label: 'JSON null', text: 'null' },
    { label: 'JSON string', text: '"just a string"' },
    { label: 'JSON number', text: '42' },
    { label: 'JSON true', text: 'true' },
    // Parsers may take a BOM or mend bad bytes; the extra field keeps these bodies invalid either way.
    { label: 'byte order mark before JSON (with an extra field)', text: `\ufeff${withExtra}` },
    {
      label: '__proto__ field',
      text: `{"__proto__": {"polluted": "yes", "role": "admin"}, ${json.slice(1)}`,
    },
    {
      label: 'constructor.prototype field',
      text: `{"constructor": {"prototype": {"polluted": "yes"}}, ${json.slice(1)}`,
    },
    {
      label: 'deeply nested extra (20k levels)',
      text: `{"deep": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    },
    {
      label: 'invalid UTF-8 bytes (in an extra field)',
      text: Buffer.concat([
        Buffer.from(withExtra.split('MARK')[0]!),
        Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
        Buffer.from(withExtra.split('MARK')[1]!),
      ]),
    },
    {
      label: 'NUL as a JSON escape',
      text: firstString ? JSON.stringify({ ...base, [firstString]: 'x\u0000y' }) : '{"a":"\\u0000"}',
    },
    {
      label: 'lone surrogate as a JSON escape',
      text: firstString ? JSON.stringify({ ...base, [firstString]: 'x\ud83dy' }) : '{"a":"\\ud83d"}',
    },
  ];
}

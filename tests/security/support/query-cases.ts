import querystring from 'node:querystring';
import { validator } from '@beauty/domain/validation';
import type { RequestCase } from './cases';
import type { RouteSpec } from './routes';
import {
  BAD_TEXT,
  exampleOf,
  HTML_INJECTIONS,
  hasBadText,
  invalidValues,
  type Schema,
  SQL_INJECTIONS,
} from './schema-cases';

// Bad query strings and path parameters for the bad-input suite (split from cases.ts).

/** Encode a query value byte for byte (encodeURIComponent throws on lone surrogates). */
function encodeQueryValue(value: string): string {
  return [...value]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff) {
        // A lone surrogate, as the (invalid) UTF-8 a client might send.
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      }
      return encodeURIComponent(ch);
    })
    .join('');
}

const queryString = (fields: Record<string, string | string[]>) =>
  Object.entries(fields)
    .flatMap(([k, v]) => [v].flat().map((item) => `${encodeQueryValue(k)}=${encodeQueryValue(item)}`))
    .join('&');

/** Bad query strings for a route with a query schema: refused when the schema (or text rule) says so. */
export function querySchemaCases(route: RouteSpec): RequestCase[] {
  const validate = validator(route.query!);
  const base = exampleOf(route.query as Schema) as Record<string, string>;
  const cases: RequestCase[] = [];
  const add = (label: string, query: string) => {
    // What the server will see: Koa parses with node:querystring.
    const parsed = { ...querystring.parse(query) };
    const refuse = !validate(parsed) || hasBadText(parsed);
    cases.push({ label, request: { query }, expect: refuse ? 'refuse' : 'harmless' });
  };
  for (const [key, property] of Object.entries(
    (route.query as Schema).properties as Record<string, Schema>,
  )) {
    for (const { label, value } of invalidValues(property)) {
      if (typeof value !== 'string' || value.length > 8000) continue;
      add(`${key}: ${label}`, queryString({ ...base, [key]: value }));
    }
    add(`${key}: sent twice`, queryString({ ...base, [key]: [String(base[key] ?? 'a'), 'b'] }));
    add(`${key}: 8000 characters`, queryString({ ...base, [key]: 'q'.repeat(8000) }));
  }
  for (const key of ((route.query as Schema).required ?? []) as string[]) {
    const { [key]: _dropped, ...rest } = base;
    add(`missing ${key}`, queryString(rest));
  }
  add('extra parameter', queryString({ ...base, unexpected: '1' }));
  add('malformed escapes', `${queryString(base)}&%ZZ=%E0%A4%A`);
  return cases;
}

/** Bad query strings for routes that read no query schema: ignored, never a 5xx, never reflected raw. */
export function ignoredQueryCases(): RequestCase[] {
  const raw = [
    `x=${encodeURIComponent(HTML_INJECTIONS[0]!)}`,
    `${encodeURIComponent(HTML_INJECTIONS[1]!)}=1`,
    `redirect=${encodeURIComponent('javascript:alert(1)')}&data=${encodeURIComponent('{"a":"<script>alert(1)</script>"}')}`,
    `redirect=${encodeURIComponent('//evil.example/')}&view=${encodeURIComponent('<script>alert(1)</script>')}`,
    `token=${encodeURIComponent(SQL_INJECTIONS[0]!)}&w=-1&expires=abc&signature=%00`,
    'w=99999999999999999999&w=1&token=a&token=b',
    'redirect=/a&redirect=/b&data=1&data=2&view=register&view=forgot&expires=1&expires=2&signature=a&signature=b',
    'a[b][c]=1&__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
    `q=${'z'.repeat(8000)}`,
    '%ZZ=%E0%A4%A&x=%00%07%1b',
    `u=${BAD_TEXT.map(encodeQueryValue).join('')}`,
  ];
  return raw.map((query) => ({
    label: `ignored query ?${query.slice(0, 60)}`,
    request: { query },
    expect: 'harmless' as const,
  }));
}

/** Path parameter values that name nothing: 4xx with a message. */
export const BAD_PARAMS = [
  'not-a-uuid',
  '..',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%00',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('💄\u202Eabc'),
  '%E0%A4%A',
  '------------------------------------',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(4000),
];

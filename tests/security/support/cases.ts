import { validator } from '@beauty/domain/validation';
import type { Answer, SendOptions } from '../../support/http';
import { invalidBodies, rawJsonCases } from './body-cases';
import type { RouteSpec } from './routes';
import { exampleOf, hasBadText, invalidValues, type Schema } from './schema-cases';

/**
 * 'refuse': an invalid request; the answer must be a 4xx with a message, and nothing written.
 * 'harmless': input the route ignores (e.g. an unknown query parameter on a route without a
 * query schema); any non-5xx answer, still nothing written and nothing reflected unescaped.
 */
export interface RequestCase {
  label: string;
  request: Omit<SendOptions, 'path' | 'method'> & { pathOverride?: string; query?: string };
  expect: 'refuse' | 'harmless';
  /** Set when the generator expected an invalid value the schema accepts (a schema gap). */
  schemaGap?: string;
}

const TEN_MB = 10 * 1024 * 1024;

/** A valid body for the route's schema (checked with the route's own validator). */
export function baseBody(route: RouteSpec): Record<string, unknown> {
  const base = exampleOf(route.body as Schema) as Record<string, unknown>;
  const validate = validator(route.body!);
  if (!validate(base)) {
    throw new Error(
      `Cannot build a valid body for ${route.method} ${route.path}: ${JSON.stringify(validate.errors())}`,
    );
  }
  return base;
}

/** Invalid JSON bodies for a route with a JSON body schema. */
export function jsonBodyCases(route: RouteSpec): RequestCase[] {
  const validate = validator(route.body!);
  const base = baseBody(route);
  const cases: RequestCase[] = invalidBodies(route.body as Schema, base).map(({ label, body }) => ({
    label,
    request: { json: body },
    expect: 'refuse' as const,
    ...(validate(body) && !hasBadText(body) ? { schemaGap: `the schema accepts ${label}` } : {}),
  }));
  for (const { label, text } of rawJsonCases(base)) {
    cases.push({
      label,
      request: { body: text, headers: { 'content-type': 'application/json' } },
      expect: 'refuse',
    });
  }
  const json = JSON.stringify(base);
  const asForm = new URLSearchParams(
    Object.entries(base).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();
  for (const [type, body] of [
    ['text/plain', json],
    ['text/plain;charset=UTF-8', json],
    ['application/x-www-form-urlencoded', asForm],
    [
      'multipart/form-data; boundary=XyZ',
      `--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--XyZ--\r\n`,
    ],
    [
      'application/xml',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    ],
    ['application/json; charset=utf-16', json],
    ['application/json; charset=no-such-charset', json],
    ['image/png', json],
  ] as const) {
    cases.push({
      label: `content type ${type}`,
      request: { body, headers: { 'content-type': type } },
      expect: 'refuse',
    });
  }
  cases.push({ label: 'no content type', request: { body: json }, expect: 'refuse' });
  // An empty body reads as {}: invalid only when something is required.
  if (!validate({})) {
    cases.push({
      label: 'empty body',
      request: { body: '', headers: { 'content-type': 'application/json' } },
      expect: 'refuse',
    });
  }
  return cases;
}

/** Invalid form posts for the server-rendered sign-in forms (fields arrive as strings). */
export function formBodyCases(route: RouteSpec): RequestCase[] {
  const validate = validator(route.body!);
  const base = baseBody(route) as Record<string, string>;
  const encode = (fields: Record<string, string | string[]>) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const item of [v].flat()) params.append(k, item);
    return params.toString();
  };
  const form = (label: string, body: string, parsed: unknown): RequestCase => ({
    label,
    request: { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    expect: 'refuse',
    ...(validate(parsed) && !hasBadText(parsed) ? { schemaGap: `the schema accepts ${label}` } : {}),
  });
  const cases: RequestCase[] = [];
  for (const [key, property] of Object.entries((route.body as Schema).properties as Record<string, Schema>)) {
    for (const { label, value } of invalidValues(property)) {
      if (typeof value !== 'string' || value.length > 50_000) continue;
      if (value.includes('\ud800') || value.includes('\udfff')) continue; // not expressible in a form
      cases.push(form(`${key}: ${label}`, encode({ ...base, [key]: value }), { ...base, [key]: value }));
    }
    cases.push(
      form(`${key}: sent twice (an array)`, encode({ ...base, [key]: [String(base[key] ?? 'a'), 'b'] }), {
        ...base,
        [key]: [String(base[key] ?? 'a'), 'b'],
      }),
      form(`${key}: bracket syntax (an object)`, `${encode(base)}&${encodeURIComponent(`${key}[x]`)}=1`, {
        ...base,
        [key]: { x: '1' },
      }),
    );
  }
  for (const key of ((route.body as Schema).required ?? []) as string[]) {
    const { [key]: _dropped, ...rest } = base;
    cases.push(form(`missing ${key}`, encode(rest), rest));
  }
  cases.push(form('extra field role', encode({ ...base, role: 'admin' }), { ...base, role: 'admin' }));
  // qs drops prototype keys; the extra 'role' keeps the body invalid either way.
  cases.push(
    form('__proto__ field', `${encode(base)}&__proto__[role]=admin&constructor[prototype][x]=1&role=admin`, {
      ...base,
      role: 'admin',
    }),
  );
  cases.push(form('broken escapes', `${encode(base)}&%ZZ=%%%&a=%E0%A4%A`, { ...base, '%ZZ': '%%%' }));
  cases.push(form('100k characters', encode({ ...base, email: 'a'.repeat(100_000) }), { email: '' }));
  const manyFields = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`f${i}`, 'x']));
  cases.push(form('400 unknown fields', encode({ ...base, ...manyFields }), { ...base, ...manyFields }));
  for (const [type, body] of [
    ['application/json', JSON.stringify(base)],
    ['text/plain', encode(base)],
    [
      'multipart/form-data; boundary=XyZ',
      `--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--XyZ--\r\n`,
    ],
  ] as const) {
    cases.push({
      label: `content type ${type}`,
      request: { body, headers: { 'content-type': type } },
      expect: 'refuse',
    });
  }
  return cases;
}

/** A body sent to a route that takes none (a write without a body schema). */
export function unexpectedBodyCases(): RequestCase[] {
  return [
    {
      label: 'a JSON body with a field',
      request: { json: { unexpected: true, role: 'admin' } },
      expect: 'refuse',
    },
    { label: 'a JSON array', request: { json: [1, 2] }, expect: 'refuse' },
    {
      label: 'broken JSON',
      request: { body: '{"a":', headers: { 'content-type': 'application/json' } },
      expect: 'refuse',
    },
    {
      label: 'a text body',
      request: { body: 'hello', headers: { 'content-type': 'text/plain' } },
      expect: 'refuse',
    },
    { label: 'a form body', request: { form: { role: 'admin' } }, expect: 'refuse' },
    { label: 'an unlabelled body', request: { body: '<script>alert(1)</script>' }, expect: 'refuse' },
  ];
}

/** 10 MB, declared and chunked: refused at the door. */
export function hugeBodyCases(contentType: string): RequestCase[] {
  const huge = Buffer.alloc(TEN_MB, 0x61);
  huge.write('{"a":"', 0);
  return [
    {
      label: '10 MB body (Content-Length)',
      request: { body: huge, headers: { 'content-type': contentType } },
      expect: 'refuse',
    },
    {
      label: '10 MB body (chunked)',
      request: { body: huge, chunked: true, headers: { 'content-type': contentType } },
      expect: 'refuse',
    },
  ];
}

/**
 * A refusal of a server-rendered form (a route with `onRefused`: the sign-in pages) is its page,
 * whatever refused it; every other route's refusal is JSON.
 */
export function refusalTypeProblem(route: RouteSpec, answer: Answer): string | null {
  const html = String(answer.headers.get('content-type') ?? '').includes('text/html');
  if (route.onRefused && !html)
    return `a ${answer.status} of a sign-in form that is not its page: ${answer.text.slice(0, 120)}`;
  return null;
}

/** The answer of a refused request: 4xx and a clear message (JSON, or the sign-in page's own). */
export function refusalProblem(answer: Answer): string | null {
  if (answer.status < 400 || answer.status >= 500)
    return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  const type = String(answer.headers.get('content-type') ?? '');
  if (type.includes('text/html')) {
    return /class="(?:error|banner banner-error)"|role="alert"/.test(answer.text)
      ? null
      : `an HTML ${answer.status} without an error message`;
  }
  if (!type.includes('application/json')) return `a ${answer.status} answer of type '${type}', not JSON`;
  const message = answer.json?.message;
  if (typeof message !== 'string' || message.trim().length < 3)
    return `no clear message: ${answer.text.slice(0, 200)}`;
  return null;
}

/**
 * Event-handler attributes or javascript: URLs in real tags of an HTML page (attribute values
 * are left out first: escaped user text inside a value="..." is text, not markup).
 */
export function scriptableMarkup(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    const bare = tag.replace(/"[^"]*"|'[^']*'/g, '""');
    if (/\son[a-z]+\s*=/i.test(bare)) found.push(tag);
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag)) found.push(tag);
  }
  for (const script of html.match(/<script\b[^>]*>[^<]*<\/script>/gi) ?? []) {
    if (!/\bsrc=/.test(script)) found.push(script);
  }
  return found;
}

/** Any answer: never a 5xx; HTML never carries an injected tag unescaped. */
export function answerProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `a ${answer.status}: ${answer.text.slice(0, 200)}`;
  const type = String(answer.headers.get('content-type') ?? '');
  if (
    type.includes('html') &&
    (/<script>alert|<img src=x onerror/i.test(answer.text) || scriptableMarkup(answer.text).length)
  ) {
    return `an HTML answer carries script: ${scriptableMarkup(answer.text).join(' ') || 'an injected tag'}`;
  }
  return null;
}

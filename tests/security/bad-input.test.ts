import net from 'node:net';
import type { Client } from '../support/http';
import {
  answerProblem,
  baseBody,
  formBodyCases,
  hugeBodyCases,
  jsonBodyCases,
  type RequestCase,
  refusalProblem,
  refusalTypeProblem,
  unexpectedBodyCases,
} from './support/cases';
import { type Fixtures, withFixturedWorld } from './support/fixtures';
import { BAD_PARAMS, ignoredQueryCases, querySchemaCases } from './support/query-cases';
import {
  allowedViewers,
  ENDS_SESSION,
  fillPath,
  isWrite,
  paramNames,
  type RouteSpec,
  routeName,
  routeTable,
  SWITCHES_SESSION,
} from './support/routes';
import { changes, VIEWERS, type Viewer, type World } from './support/world';

/**
 * Issue 6.4, bad input: every route of the route table, walked from the table itself, gets
 * invalid requests generated from its own schemas, sent as every viewer the table lets through
 * (so validation is reached): wrong types, missing and extra fields, limits, enum, format and
 * pattern violations, control characters and lone surrogates, injection strings where a value is
 * constrained, broken JSON, wrong content types, 10 MB bodies, bad path parameters and query
 * strings. Each must be a 4xx with a clear message, never a 5xx, and write nothing: every table
 * (rows and contents) and the stored files are compared before and after every request.
 */
let world: World;
let viewers: Record<Viewer, Client>;
let fx: Fixtures;

withFixturedWorld('bad_input', (made) => {
  ({ world, viewers, fx } = made);
});

/** Every invalid request for one route as one viewer (path parameters real unless a case says). */
function casesFor(route: RouteSpec, viewer: Viewer, first: boolean): RequestCase[] {
  const cases: RequestCase[] = [];
  const bodyType = route.bodyType ?? (route.body ? 'json' : 'none');
  if (route.body && bodyType === 'form') cases.push(...formBodyCases(route));
  else if (route.body) cases.push(...jsonBodyCases(route));
  else if (isWrite(route) && bodyType === 'none') cases.push(...unexpectedBodyCases());
  // A 10 MB body is refused before sessions and roles are read: once per route is enough.
  if (first && isWrite(route) && bodyType !== 'raw') {
    cases.push(
      ...hugeBodyCases(bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'),
    );
  }
  if (route.query) cases.push(...querySchemaCases(route));
  else if (!isWrite(route)) cases.push(...ignoredQueryCases());

  const real = fx.paramsFor(route.path, viewer);
  for (const name of paramNames(route.path)) {
    for (const value of BAD_PARAMS) {
      const path = fillPath(route.path, { ...real, [name]: value });
      const body =
        route.body && bodyType === 'form'
          ? { form: baseBody(route) as Record<string, string> }
          : route.body
            ? { json: baseBody(route) }
            : {};
      cases.push({
        label: `:${name} = ${value.slice(0, 40)}`,
        request: { ...body, pathOverride: path },
        expect: 'refuse',
      });
    }
    // A traversal that changes the shape of the path.
    cases.push({
      label: `:${name} = ../../etc/passwd (literal)`,
      request: { pathOverride: fillPath(route.path, { ...real, [name]: '../../etc/passwd' }) },
      expect: 'refuse',
    });
  }
  return cases;
}

/** Requests in flight at once (the API runs in this process: a few overlap their database waits). */
const BATCH = 4;

/** A fresh browser of the viewer for routes that sign in or out; the shared one otherwise. */
async function browserFor(route: RouteSpec, viewer: Viewer): Promise<Client> {
  if (!SWITCHES_SESSION.has(routeName(route)) || viewer === 'signed-out') return viewers[viewer];
  return world.sessionFor(world.ids[viewer]);
}

describe('bad input on every route of the route table', () => {
  it('the table is walked: every route has at least one viewer and one case', () => {
    expect(routeTable.length).toBeGreaterThan(50);
    for (const route of routeTable) expect(allowedViewers(route, VIEWERS).length).toBeGreaterThan(0);
  });

  it.each(routeTable.map((route) => [routeName(route), route] as const))(
    '%s: invalid requests are 4xx with a message, never 5xx, and write nothing',
    async (_name, route) => {
      const failures: string[] = [];
      const gaps = new Set<string>();
      const path = (viewer: Viewer) => fillPath(route.path, fx.paramsFor(route.path, viewer));
      let sent = 0;
      const allowed = allowedViewers(route, VIEWERS);
      const endsSession = ENDS_SESSION.has(routeName(route));
      const send = async (c: RequestCase, viewer: Viewer, browser: Client) => {
        const target = c.request.pathOverride ?? path(viewer);
        const fullPath = c.request.query
          ? `${target}${target.includes('?') ? '&' : '?'}${c.request.query}`
          : target;
        try {
          return await browser.send({ ...c.request, method: route.method, path: fullPath });
        } catch (error) {
          failures.push(`${viewer} | ${c.label}: request failed (${(error as Error).message})`);
          return null;
        }
      };
      // Signing out deletes the caller's session: that is what the route is for.
      const writesSince = async (mark: number) =>
        (await world.writesSince(mark)).filter((w) => !(endsSession && w === 'sessions DELETE'));

      for (const [index, viewer] of allowed.entries()) {
        // Reads that create something on first use (the calendar feed) do so before the baseline.
        if (!isWrite(route) && !endsSession) await viewers[viewer].get(path(viewer));
        const before = await world.fingerprint();
        const cases = casesFor(route, viewer, index === allowed.length - 1);
        for (const c of cases) if (c.schemaGap) gaps.add(c.schemaGap);
        // A few at a time; the write log is read after each batch, and a batch that wrote is sent
        // again one case at a time to name the case.
        for (let i = 0; i < cases.length; i += BATCH) {
          const batch = cases.slice(i, i + BATCH);
          const browsers = await Promise.all(batch.map(() => browserFor(route, viewer)));
          const mark = await world.writeMark();
          const answers = await Promise.all(batch.map((c, j) => send(c, viewer, browsers[j]!)));
          for (const [j, answer] of answers.entries()) {
            if (!answer) continue;
            sent++;
            const c = batch[j]!;
            const problem =
              answerProblem(answer) ??
              (c.expect === 'refuse' ? (refusalProblem(answer) ?? refusalTypeProblem(route, answer)) : null);
            if (problem) failures.push(`${viewer} | ${c.label}: ${problem}`);
          }
          const written = await writesSince(mark);
          if (!written.length) continue;
          if (batch.length === 1) {
            failures.push(`${viewer} | ${batch[0]!.label}: wrote ${written.join(', ')}`);
            continue;
          }
          failures.push(`${viewer} | a batch wrote ${written.join(', ')}`);
          for (const c of batch) {
            const browser = await browserFor(route, viewer);
            const one = await world.writeMark();
            await send(c, viewer, browser);
            const again = await writesSince(one);
            if (again.length) failures.push(`${viewer} | ${c.label}: wrote ${again.join(', ')}`);
          }
        }
        // The whole set again, by content: every table's rows and the stored files.
        const after = await world.fingerprint();
        // (Routes that sign in or out got fresh sessions from the test; their writes were checked above.)
        if (SWITCHES_SESSION.has(routeName(route)))
          for (const print of [before, after]) print.delete('sessions');
        const changed = changes(before, after);
        if (changed.length) failures.push(`${viewer} | after all cases: ${changed.join('; ')}`);
      }
      expect({ route: routeName(route), schemaGaps: [...gaps], failures }).toEqual({
        route: routeName(route),
        schemaGaps: [],
        failures: [],
      });
      expect(sent).toBeGreaterThan(0);
    },
    180_000,
  );

  it('nothing sent polluted Object.prototype (the API runs in this process)', () => {
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(probe.role).toBeUndefined();
  });
});

describe('requests Koa never sees or routes', () => {
  /** Raw bytes on a socket: the answer's status line and body. */
  function rawExchange(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(world.url.port), world.url.hostname);
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', (e) =>
        chunks.length ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(e),
      );
      socket.write(bytes);
    });
  }

  it('answers headers over the limit and bytes that are not HTTP with a JSON 4xx', async () => {
    const long = await rawExchange(`GET /api/services?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    expect(long).toContain('"message":"The request headers are too large."');
    const garbage = await rawExchange('\u0000\u0001 NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toContain('"message":"The request is malformed."');
  });

  it('answers unknown and wrong methods with 405 and a JSON message, never 501', async () => {
    const browser = viewers.admin;
    for (const [method, path] of [
      ['PROPFIND', '/api/bookings'],
      ['PATCH', '/api/services'],
      ['DELETE', '/api/contact'],
      ['PUT', '/api/bookings'],
      ['TRACE', '/api/admin/users'],
    ] as const) {
      const before = await world.fingerprint();
      const answer = await browser.send({ method, path });
      expect([method, path, answer.status]).toEqual([method, path, 405]);
      expect(answer.json?.message).toBe('This method is not allowed here.');
      expect(changes(before, await world.fingerprint())).toEqual([]);
    }
    const unknown = await viewers['signed-out'].get('/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Not found.');
  });
});

describe('cheap requests that would cost a lot (issue 13.8)', () => {
  const manyKeys = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, 1]));

  it.each([
    ['signed-out', 'POST', '/api/contact'],
    ['customer', 'POST', '/api/bookings'],
    ['admin', 'PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/role'],
  ] as const)(
    '%s %s %s: 8,500 unknown keys are refused at once, in a short answer',
    async (viewer, method, path) => {
      const before = await world.fingerprint();
      const answer = await viewers[viewer].send({ method, path, json: manyKeys(8_500) });
      expect(answer.status).toBe(400);
      expect(answer.json?.message).toBe('This request has too many fields.');
      expect(answer.body.length).toBeLessThan(1_000);
      expect(changes(before, await world.fingerprint())).toEqual([]);
    },
  );

  it('an answer names at most 20 fields, however many are wrong', async () => {
    const answer = await viewers['signed-out'].send({
      method: 'POST',
      path: '/api/contact',
      json: manyKeys(250),
    });
    expect(answer.status).toBe(400);
    expect(answer.json?.errors).toHaveLength(20);
  });
});

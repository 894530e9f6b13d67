import { validator } from '@beauty/domain/validation';
import { type Client, closeAgent } from '../support/http';
import { answerProblem, baseBody } from './support/cases';
import { createFixtures, type Fixtures } from './support/fixtures';
import { allowedViewers, fillPath, routeName, routeTable } from './support/routes';
import {
  allowedTypes,
  HTML_INJECTIONS,
  type Schema,
  SQL_INJECTIONS,
  VALID_UNICODE,
} from './support/schema-cases';
import { startWorld, VIEWERS, type Viewer, type World } from './support/world';

/**
 * Issue 6.4, injection: SQL and HTML/script strings and any valid Unicode in otherwise valid
 * bodies are data. They are stored and echoed exactly as sent (JSON answers), never executed:
 * no table or role changes, and wherever the server renders HTML (the sign-in pages, the emails)
 * or iCalendar (the .ics files and feed) they arrive escaped.
 */
let world: World;
let viewers: Record<Viewer, Client>;
let fx: Fixtures;

beforeAll(async () => {
  world = await startWorld('injection', { worker: true });
  viewers = await world.viewers();
  fx = await createFixtures(world, viewers);
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

/** Free-text properties of a schema: strings with no enum, format or constant (only a non-blank pattern). */
function freeTextProperties(schema: Schema): Array<[string, Schema]> {
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>).filter(([, s]) => {
    const branch = (s.anyOf as Schema[] | undefined)?.find((b) => b.type === 'string') ?? s;
    return (
      allowedTypes(s)?.has('string') &&
      !branch.enum &&
      !s.enum &&
      !branch.format &&
      branch.const === undefined &&
      (!branch.pattern || branch.pattern === '\\S')
    );
  });
}

describe('every free-text field of every route takes injection strings as plain data', () => {
  const routes = routeTable.filter(
    (r) => r.body && r.bodyType !== 'form' && freeTextProperties(r.body as Schema).length > 0,
  );
  const payloads = [...SQL_INJECTIONS, ...HTML_INJECTIONS.slice(0, 2), ...VALID_UNICODE.slice(0, 3)];

  it.each(routes.map((r) => [routeName(r), r] as const))('%s', async (_name, route) => {
    const validate = validator(route.body!);
    const viewer = allowedViewers(route, VIEWERS).at(-1)!;
    const roles = await world.db('users').orderBy('id').select('id', 'role');
    let sent = 0;
    for (const [key, property] of freeTextProperties(route.body as Schema)) {
      const branch = (property.anyOf as Schema[] | undefined)?.find((b) => b.type === 'string') ?? property;
      for (const payload of payloads) {
        const value = payload
          .padEnd(branch.minLength ?? 0, ' and more words')
          .slice(0, branch.maxLength ?? 10_000);
        const body = { ...baseBody(route), [key]: branch.type === 'array' ? [value] : value };
        if (!validate(body)) continue;
        const res = await viewers[viewer].send({
          method: route.method,
          path: fillPath(route.path, fx.paramsFor(route.path, viewer)),
          json: body,
        });
        sent++;
        expect([key, payload, answerProblem(res)]).toEqual([key, payload, null]);
        if (res.status < 300 && res.json) {
          // Echoed answers carry the text as JSON data, byte for byte where the field is echoed.
          expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        }
      }
    }
    expect(sent).toBeGreaterThan(0);
    expect(await world.db('users').orderBy('id').select('id', 'role')).toEqual(expect.arrayContaining(roles));
    // Every table is still there and readable.
    expect((await world.fingerprint()).size).toBeGreaterThan(20);
  });
});

import { openApiDocument } from '@beauty/api/http/openapi';
import { sessionCookieName } from '@beauty/api/http/session';
import { apiMessages } from '@beauty/domain/messages';
import { type Fixtures, withFixturedWorld } from '../../security/support/fixtures';
import {
  allowedViewers,
  fillPath,
  paramNames,
  type RouteSpec,
  routeName,
  routeTable,
} from '../../security/support/routes';
import { changes, VIEWERS, type Viewer, type World } from '../../security/support/world';
import type { Client } from '../../support/http';

/**
 * Issue 16.4: path parameters are declared on the route and checked before the handler runs. A
 * malformed one names nothing: 404 with the API's error body naming the parameter (the status a
 * malformed id had before, from each service's own check), and nothing is written.
 */
let world: World;
let viewers: Record<Viewer, Client>;
let fx: Fixtures;

withFixturedWorld('path_params', (made) => {
  ({ world, viewers, fx } = made);
});

/** Values no declared parameter of ours accepts (the s3 part number is a string the service checks). */
const MALFORMED = ['not-a-uuid', '1%27%20OR%20%271%27%3D%271', 'x'.repeat(300)];

const withParams = routeTable.filter((route) => paramNames(route.path).length > 0);
const cases = withParams.flatMap((route) =>
  paramNames(route.path)
    .filter((name) => name !== 'partNumber' && !(name === 'uploadId' && route.path.startsWith('/api/s3/')))
    .map((name) => [routeName(route), name, route] as const),
);

describe('a malformed path parameter', () => {
  it('every route with a path parameter declares it', () => {
    for (const route of withParams)
      expect([routeName(route), Boolean(route.params)]).toEqual([routeName(route), true]);
    expect(cases.length).toBeGreaterThan(25);
  });

  it.each(cases)(
    '%s, :%s: 404 naming the parameter, nothing written',
    async (_name, param, route: RouteSpec) => {
      const viewer = allowedViewers(route, VIEWERS).at(-1)!;
      const real = fx.paramsFor(route.path, viewer);
      const before = await world.fingerprint();
      for (const value of MALFORMED) {
        const mark = await world.writeMark();
        const answer = await viewers[viewer].send({
          method: route.method,
          path: fillPath(route.path, { ...real, [param]: value }),
          ...(route.body && route.bodyType !== 'form' ? { json: {} } : {}),
        });
        expect([value.slice(0, 20), answer.status, answer.json?.message]).toEqual([
          value.slice(0, 20),
          404,
          apiMessages.notFound,
        ]);
        expect(answer.json.errors).toEqual(
          expect.arrayContaining([expect.objectContaining({ field: expect.stringContaining(param) })]),
        );
        expect(await world.writesSince(mark)).toEqual([]);
      }
      expect(changes(before, await world.fingerprint())).toEqual([]);
    },
  );
});

describe('the OpenAPI description', () => {
  it('is served to admins as the document the table generates, and refused below admin', async () => {
    const answer = await viewers.admin.get('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(
      openApiDocument(routeTable, {
        sessionCookie: sessionCookieName(world.deps),
        serverUrl: world.deps.config.publicUrl.origin,
      }),
    );
    expect((await viewers.customer.get('/api/openapi.json')).status).toBe(403);
    expect((await viewers['signed-out'].get('/api/openapi.json')).status).toBe(401);
    const page = await viewers.admin.get('/api/openapi');
    expect(page.status).toBe(200);
    expect(String(page.headers.get('content-type'))).toContain('text/html');
    expect(page.text).toContain('<code>/api/bookings/{id}</code>');
    // Not a dead end: the way back to Settings, where it is opened from.
    expect(page.text).toContain('<a href="/admin">← Back to Settings</a>');
    expect((await viewers.stylist.get('/api/openapi')).status).toBe(403);
  });
});

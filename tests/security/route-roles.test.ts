import { apiMessages } from '@beauty/domain/messages';
import type { Client } from '../support/http';
import { baseBody } from './support/cases';
import { type Fixtures, withFixturedWorld } from './support/fixtures';
import {
  expectedAccess,
  fillPath,
  type RouteSpec,
  routeName,
  routeTable,
  SWITCHES_SESSION,
} from './support/routes';
import { VIEWERS, type Viewer, type World } from './support/world';

/**
 * Issue 6.4, access: every route of the route table × every viewer answers as the table says:
 * 401 signed out and 403 below the role (with the JSON message, before anything is written),
 * and never 401/403 for a viewer the table lets through. Requests carry real path parameters and
 * a body valid for the route's schema, so an allowed viewer reaches the handler.
 */
let world: World;
let viewers: Record<Viewer, Client>;
let fx: Fixtures;

withFixturedWorld('route_roles', (made) => {
  ({ world, viewers, fx } = made);
});

function requestFor(route: RouteSpec) {
  if (!route.body) return {};
  const body = baseBody(route);
  return route.bodyType === 'form' ? { form: body as Record<string, string> } : { json: body };
}

const cases = routeTable.flatMap((route) =>
  VIEWERS.map((viewer) => [routeName(route), viewer, route] as const),
);

describe('every route × every viewer', () => {
  it.each(cases)('%s as %s', async (_name, viewer, route) => {
    // Signing in or out replaces the session it is sent with: it gets a session of its own.
    const browser =
      SWITCHES_SESSION.has(routeName(route)) && viewer !== 'signed-out'
        ? await world.sessionFor(world.ids[viewer])
        : viewers[viewer];
    const mark = await world.writeMark();
    const res = await browser.send({
      method: route.method,
      path: fillPath(route.path, fx.paramsFor(route.path, viewer)),
      ...requestFor(route),
    });
    const want = expectedAccess(route.role, viewer);
    expect(res.status).toBeLessThan(500);
    if (want === 'allowed') {
      // Not refused by the role check (a handler may still say 401 for a wrong password, or 403
      // for an unsigned upload address: those carry their own messages).
      expect(res.json?.message).not.toBe(apiMessages.signInRequired);
      expect(res.json?.message).not.toBe(apiMessages.forbidden);
    } else {
      expect({ status: res.status, message: res.json?.message }).toEqual({
        status: want,
        message: want === 401 ? apiMessages.signInRequired : apiMessages.forbidden,
      });
      expect(await world.writesSince(mark)).toEqual([]);
    }
  });
});

describe('outside the route table', () => {
  it('the queue dashboard is for admins only: sign in first, 403 below admin, even for its API and writes', async () => {
    // A browser below admin gets the Access Denied page (tests/integration/backoffice/queue-dashboard-access).
    for (const viewer of ['customer', 'stylist'] as const) {
      const page = await viewers[viewer].get('/admin/queues', { accept: 'text/html' });
      expect([viewer, page.status, page.headers.get('content-type')]).toEqual([
        viewer,
        403,
        'text/html; charset=utf-8',
      ]);
      expect(page.text).not.toContain('__UI_CONFIG__');
    }
    const signedOut = await viewers['signed-out'].get('/admin/queues', { accept: 'text/html' });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/api/login?redirect=%2Fadmin%2Fqueues');
    expect(
      (await viewers['signed-out'].get('/admin/queues/api/queues', { accept: 'application/json' })).status,
    ).toBe(401);
    for (const viewer of ['customer', 'stylist'] as const) {
      for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
        const res = await viewers[viewer].get(path, { accept: 'application/json' });
        expect([viewer, path, res.status, res.json?.message]).toEqual([
          viewer,
          path,
          403,
          apiMessages.forbidden,
        ]);
      }
      const mark = await world.writeMark();
      const retry = await viewers[viewer].send({
        method: 'PUT',
        path: '/admin/queues/api/queues/emails/retry/failed',
      });
      expect(retry.status).toBe(403);
      expect(await world.writesSince(mark)).toEqual([]);
    }
    const admin = await viewers.admin.get('/admin/queues/api/queues');
    expect(admin.status).toBe(200);
    const forged = await viewers.admin.send({
      method: 'PUT',
      path: '/admin/queues/api/queues/emails/retry/failed',
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(forged.json.message).toBe(apiMessages.crossOrigin);
  });
});

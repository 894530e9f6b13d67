import { signInPageMessages } from '@beauty/domain/account-messages';
import { apiMessages } from '@beauty/domain/messages';
import type { Answer, Client } from '../support/http';
import { baseBody } from './support/cases';
import { type Fixtures, withFixturedWorld } from './support/fixtures';
import { allowedViewers, fillPath, isWrite, type RouteSpec, routeName, routeTable } from './support/routes';
import { VIEWERS, type Viewer, type World } from './support/world';

/**
 * Issue 6.4, cross-origin writes: every state-changing route of the route table refuses a
 * request from another site (Origin of another site or 'null', a foreign Referer, Sec-Fetch-Site
 * cross-site, or no Origin and no Referer while carrying our session cookie): 403 with a message
 * (a sign-in form: its own page with the message),
 * nothing written. The same request from our own origin is not refused for its origin.
 */
let world: World;
let viewers: Record<Viewer, Client>;
let fx: Fixtures;

withFixturedWorld('cross_origin', (made) => {
  ({ world, viewers, fx } = made);
});

function bodyFor(route: RouteSpec) {
  if (!route.body) return {};
  const body = baseBody(route);
  return route.bodyType === 'form' ? { form: body as Record<string, string> } : { json: body };
}

/** The refusal: JSON with its message, or, on a sign-in form, the form's page with its words. */
function refusedAsCrossOrigin(route: RouteSpec, res: Answer): boolean {
  if (res.status !== 403) return false;
  if (!route.onRefused) return res.json?.message === apiMessages.crossOrigin;
  return (
    /^text\/html/.test(String(res.headers.get('content-type'))) &&
    res.text.includes(signInPageMessages.crossSite)
  );
}

/** Forged variants of one request: the headers a cross-site page (or a confused client) sends. */
function forgeries(
  origin: string,
  signedIn: boolean,
): Array<{ label: string; headers: Record<string, string> }> {
  const { port, hostname } = new URL(origin);
  const forged: Array<{ label: string; headers: Record<string, string> }> = [
    { label: 'Origin of another site', headers: { origin: 'https://evil.example' } },
    { label: 'Origin null (sandboxed frame, data: URL)', headers: { origin: 'null' } },
    { label: 'Origin that only starts like ours', headers: { origin: `${origin}.evil.example` } },
    { label: 'our host on another port', headers: { origin: `http://${hostname}:${Number(port) + 1}` } },
    { label: 'our host over the other scheme', headers: { origin: origin.replace(/^http:/, 'https:') } },
    { label: 'no Origin, Referer of another site', headers: { referer: 'https://evil.example/form.html' } },
    { label: 'no Origin, a Referer that is not a URL', headers: { referer: 'not a url' } },
    {
      label: 'our Origin but Sec-Fetch-Site cross-site',
      headers: { origin, 'sec-fetch-site': 'cross-site' },
    },
  ];
  if (signedIn) forged.push({ label: 'our session cookie, no Origin, no Referer', headers: {} });
  return forged;
}

const writes = routeTable.filter(isWrite);

describe('cross-origin state-changing requests are refused on every write route', () => {
  it('the table has write routes to check', () => {
    expect(writes.length).toBeGreaterThan(25);
  });

  it.each(writes.map((route) => [routeName(route), route] as const))('%s', async (_name, route) => {
    const failures: string[] = [];
    for (const viewer of allowedViewers(route, VIEWERS)) {
      const path = fillPath(route.path, fx.paramsFor(route.path, viewer));
      for (const { label, headers } of forgeries(world.origin, viewer !== 'signed-out')) {
        const mark = await world.writeMark();
        const res = await viewers[viewer].send({
          method: route.method,
          path,
          ...bodyFor(route),
          headers,
          noOrigin: true,
        });
        if (!refusedAsCrossOrigin(route, res)) {
          failures.push(`${viewer} | ${label}: ${res.status} ${res.text.slice(0, 120)}`);
        }
        const written = await world.writesSince(mark);
        if (written.length) failures.push(`${viewer} | ${label}: wrote ${written.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    // The control: from our own origin the same request is not refused for where it came from.
    const viewer = allowedViewers(route, VIEWERS).at(-1)!;
    const own = await viewers[viewer].send({
      method: route.method,
      path: fillPath(route.path, fx.paramsFor(route.path, viewer)),
      ...bodyFor(route),
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.json?.message ?? '').not.toBe(apiMessages.crossOrigin);
    expect(own.text).not.toContain(signInPageMessages.crossSite);
  });
});

describe('signing out is a GET, so it is guarded on its own', () => {
  it('a cross-site navigation to /api/logout does not end the session; our own link does', async () => {
    const browser = await world.sessionFor(world.ids.customer);
    const forged = await browser.send({ path: '/api/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(forged.status).toBe(302);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    const own = await browser.send({ path: '/api/logout', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(302);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('answers no CORS grant to another origin', async () => {
    const preflight = await viewers.customer.send({
      method: 'OPTIONS',
      path: '/api/bookings',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await viewers.customer.get('/api/bookings', { origin: 'https://evil.example' });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

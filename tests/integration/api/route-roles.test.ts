import { routeTable } from '@beauty/api/app';
import { DEMO_PASSWORD, seedDemo } from '@beauty/api/db/seed';
import type { RequiredRole } from '@beauty/api/http/routes';
import { Client } from '../../support/http';
import { startApi, type TestApi } from '../support/api';

type Viewer = 'signed-out' | 'customer' | 'stylist' | 'admin';

/** What the route table promises each viewer: 401 signed out, 403 below the role, else allowed. */
function expected(role: RequiredRole, viewer: Viewer): 401 | 403 | 'allowed' {
  if (role === 'public') return 'allowed';
  if (viewer === 'signed-out') return 401;
  if (role === 'signed-in') return 'allowed';
  if (role === 'stylist') return viewer === 'customer' ? 403 : 'allowed';
  return viewer === 'admin' ? 'allowed' : 403;
}

/** Walks every route of the route table with every role, so no route can skip authorization. */
describe('route table authorization', () => {
  let api: TestApi;
  const clients = {} as Record<Viewer, Client>;

  async function signedIn(viewer: Viewer) {
    const client = new Client(api.url);
    if (viewer === 'signed-out') return client;
    const res = await client.postForm('/api/login', {
      email: `${viewer}@demo.bridalbeauty.test`,
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(303);
    return client;
  }

  beforeAll(async () => {
    api = await startApi();
    await seedDemo(api.deps.knex);
    for (const viewer of ['signed-out', 'customer', 'stylist', 'admin'] as const)
      clients[viewer] = await signedIn(viewer);
  });
  afterAll(() => api.close());

  const cases = routeTable.flatMap((route) =>
    (['signed-out', 'customer', 'stylist', 'admin'] as const).map(
      (viewer) => [`${route.method} ${route.path}`, viewer, route] as const,
    ),
  );

  it.each(cases)('%s as %s', async (_name, viewer, route) => {
    const path = route.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
    // Signing out ends the session, so it gets a session of its own.
    const client = route.path === '/api/logout' ? await signedIn(viewer) : clients[viewer];
    const res = await client.request(route.method, path, route.method === 'GET' ? {} : { json: {} });
    const want = expected(route.role, viewer);
    if (want === 'allowed') {
      expect([401, 403]).not.toContain(
        res.status === 401 && route.path.startsWith('/api/login') ? 0 : res.status,
      );
    } else {
      expect(res.status).toBe(want);
    }
    expect(res.status).toBeLessThan(500);
  });
});

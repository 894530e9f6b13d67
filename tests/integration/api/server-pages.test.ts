import { seedDemo } from '@beauty/api/db/seed';
import { Client } from '../../support/http';
import { signedInAs } from '../backoffice/staff-support';
import { startApi, type TestApi } from '../support/api';
import { htmlProblems } from '../support/html-validation';

/**
 * The pages the API writes itself rather than the React build: the sign-in page in each of its
 * views (with and without errors) and the admins' API description. Each is valid HTML, and the
 * icon it names is one the site serves (without one the browser asks for /favicon.ico: a 404).
 */
describe('pages the server writes', () => {
  let api: TestApi;
  /** Each page as [name, status, html], fetched once for both checks. */
  let pages: Array<[string, number, string]>;
  beforeAll(async () => {
    api = await startApi({}, { serveFrontend: true });
    await seedDemo(api.deps.knex);
    pages = await fetchPages();
  });
  afterAll(() => api.close());

  async function fetchPages(): Promise<Array<[string, number, string]>> {
    const visitor = () => new Client(api.url);
    const admin = await signedInAs(api.url, api.deps.knex, 'admin');
    const answers = {
      'sign in': await visitor().get('/api/login?redirect=/book'),
      'create an account': await visitor().get('/api/login?view=register'),
      'forgot password': await visitor().get('/api/login?view=forgot'),
      'wrong password': await visitor().postForm('/api/login', {
        email: 'customer@demo.bridalbeauty.test',
        password: 'not-the-password',
      }),
      'incomplete sign-up': await visitor().postForm('/api/login/register', { email: 'not-an-email' }),
      'reset link sent': await visitor().postForm('/api/login/forgot', { email: 'nobody@example.com' }),
      'unknown reset link': await visitor().get('/api/login/reset?token=no-such-token'),
      'unknown confirmation link': await visitor().get('/api/login/verify?token=no-such-token'),
      'API description': await admin.client.get('/api/openapi'),
    };
    return Object.entries(answers).map(([name, answer]) => [name, answer.status, answer.text]);
  }

  it('are valid HTML in every view', async () => {
    for (const [name, status, html] of pages) {
      expect([name, status < 500, html.slice(0, 15).toLowerCase()]).toEqual([name, true, '<!doctype html>']);
      expect([name, await htmlProblems(html)]).toEqual([name, []]);
    }
  });

  it('name an icon the site serves', async () => {
    for (const [name, , html] of pages) {
      const icons = [...html.matchAll(/<link rel="icon"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      expect([name, icons.length]).toEqual([name, 1]);
      const icon = await new Client(api.url).get(icons[0]!, { accept: 'image/*' });
      expect([name, icon.status, icon.headers.get('content-type')]).toEqual([name, 200, 'image/svg+xml']);
    }
  });
});

import { apiMessages, toasts } from '@beauty/domain/messages';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import {
  API_CLIENT,
  BROWSER,
  expectAccessDeniedPage,
  expectSignInRedirect,
  jsonRefusal,
} from './page-refusal-support';
import { signedInAs } from './staff-support';

let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('queue_dashboard_access');
});
afterAll(() => s?.close());

const DASHBOARD_PAGES = ['/admin/queues', '/admin/queues/queue/emails?status=failed'];
/** One of bull-board's own calls: they ask for JSON (API_CLIENT), where a page is opened with BROWSER. */
const DASHBOARD_API = '/admin/queues/api/queues?activeQueue=emails&page=1&jobsPerPage=10';

describe('the queue dashboard, by who opens it and how', () => {
  it('sends a signed-out browser to sign in and back to the page it asked for', async () => {
    for (const path of DASHBOARD_PAGES) {
      const res = await s.client().get(path, BROWSER);
      expect(res.status).toBe(302);
      await expectSignInRedirect(s, path, res);
    }
  });

  it('answers a signed-out API client, and any write, with the JSON 401', async () => {
    for (const headers of [API_CLIENT, {}]) {
      for (const path of ['/admin/queues', DASHBOARD_API]) {
        expect(jsonRefusal(await s.client().get(path, headers))).toEqual({
          status: 401,
          type: 'application/json; charset=utf-8',
          message: apiMessages.signInRequired,
        });
      }
    }
    const write = await s.client().send({
      method: 'PUT',
      path: '/admin/queues/api/queues/emails/retry/failed',
      headers: BROWSER,
    });
    expect(jsonRefusal(write)).toMatchObject({ status: 401, message: apiMessages.signInRequired });
  });

  it.each(['customer', 'stylist'] as const)(
    'shows a signed-in %s the Access Denied page in a browser, JSON 403 to an API client',
    async (role) => {
      const { client } = await signedInAs(s.api.url, s.db, role);
      for (const path of [...DASHBOARD_PAGES, DASHBOARD_API]) {
        const page = await client.get(path, BROWSER);
        expectAccessDeniedPage(path, page);
        // Nothing of the dashboard: not its page, its configuration or its queues.
        expect(page.text).not.toContain('__UI_CONFIG__');
        expect(page.text).not.toContain('emails');
      }
      for (const headers of [API_CLIENT, {}]) {
        expect(jsonRefusal(await client.get('/admin/queues', headers))).toEqual({
          status: 403,
          type: 'application/json; charset=utf-8',
          message: apiMessages.forbidden,
        });
        expect(jsonRefusal(await client.get(DASHBOARD_API, headers))).toMatchObject({
          status: 403,
          message: apiMessages.forbidden,
        });
      }
      const write = await client.request('PUT', '/admin/queues/api/queues/emails/retry/failed', {
        json: {},
        headers: BROWSER,
      });
      expect(jsonRefusal(write)).toMatchObject({ status: 403, message: apiMessages.forbidden });
    },
  );

  it('gives an admin the dashboard in a browser and its data as JSON', async () => {
    const { client } = await signedInAs(s.api.url, s.db, 'admin');
    for (const path of DASHBOARD_PAGES) {
      const page = await client.get(path, BROWSER);
      expect([path, page.status, page.headers.get('content-type')]).toEqual([
        path,
        200,
        'text/html; charset=utf-8',
      ]);
      expect(page.text).toContain('__UI_CONFIG__');
      expect(page.text).not.toContain(toasts.accessDenied.title);
    }
    const queues = await client.get(DASHBOARD_API, API_CLIENT);
    expect(queues.status).toBe(200);
    expect(queues.headers.get('content-type')).toMatch(/^application\/json/);
    expect(queues.json.queues.length).toBeGreaterThan(0);
  });
});

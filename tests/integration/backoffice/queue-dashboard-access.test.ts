import { apiMessages, toasts } from '@beauty/domain/messages';
import type { Answer } from '../../support/http';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { signedInAs } from './staff-support';

let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('queue_dashboard_access');
});
afterAll(() => s?.close());

/** What Chromium sends when it opens a page; bull-board's own calls ask for JSON. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8' };
const API_CLIENT = { accept: 'application/json' };
const DASHBOARD_PAGES = ['/admin/queues', '/admin/queues/queue/emails?status=failed'];
const DASHBOARD_API = '/admin/queues/api/queues?activeQueue=emails&page=1&jobsPerPage=10';

const jsonRefusal = (res: Answer) => ({
  status: res.status,
  type: res.headers.get('content-type'),
  message: res.json?.message,
});

describe('the queue dashboard, by who opens it and how', () => {
  it('sends a signed-out browser to sign in and back to the page it asked for', async () => {
    for (const path of DASHBOARD_PAGES) {
      const res = await s.client().get(path, BROWSER);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/api/login?redirect=${encodeURIComponent(path)}`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      // The sign-in page carries the way back through its form.
      const signIn = await s.client().get(res.headers.get('location')!, BROWSER);
      expect(signIn.status).toBe(200);
      expect(signIn.text).toContain(
        `<input type="hidden" name="redirect" value="${path.replace(/&/g, '&amp;')}">`,
      );
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
        expect([path, page.status, page.headers.get('content-type')]).toEqual([
          path,
          403,
          'text/html; charset=utf-8',
        ]);
        expect(page.headers.get('cache-control')).toBe('no-store');
        expect(page.text).toMatch(/^<!doctype html>/);
        expect(page.text).toContain(`<h1>${toasts.accessDenied.title}</h1>`);
        expect(page.text).toContain(toasts.accessDenied.description.replace("'", '&#39;'));
        expect(page.text).toContain('<a class="button-link" href="/">Back to Dashboard</a>');
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

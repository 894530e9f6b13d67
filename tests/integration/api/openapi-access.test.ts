import { apiMessages, toasts } from '@beauty/domain/messages';
import {
  API_CLIENT,
  BROWSER,
  expectAccessDeniedPage,
  expectSignInRedirect,
  jsonRefusal,
} from '../backoffice/page-refusal-support';
import { signedInAs } from '../backoffice/staff-support';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';

/**
 * The API's description (/api/openapi, and the JSON it links) is for admins, and is opened in a
 * browser from Settings: a browser without the role is answered as the queue dashboard answers
 * it (services/api/src/http/page-refusal.ts), an API client as any route of the table.
 */
let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('openapi_access');
});
afterAll(() => s?.close());

const DESCRIPTION = ['/api/openapi', '/api/openapi.json', '/api/openapi?tag=bookings'];

describe('the API description, by who opens it and how', () => {
  it('sends a signed-out browser to sign in and back to the address it asked for', async () => {
    for (const path of DESCRIPTION) {
      const res = await s.client().get(path, BROWSER);
      expect([path, res.status]).toEqual([path, 302]);
      expect(res.text).not.toContain('/api/bookings/{id}');
      await expectSignInRedirect(s, path, res);
    }
  });

  it('answers a signed-out API client with the JSON 401, as before', async () => {
    for (const headers of [API_CLIENT, {}]) {
      for (const path of DESCRIPTION) {
        expect([path, jsonRefusal(await s.client().get(path, headers))]).toEqual([
          path,
          { status: 401, type: 'application/json; charset=utf-8', message: apiMessages.signInRequired },
        ]);
      }
    }
  });

  it.each(['customer', 'stylist'] as const)(
    'shows a signed-in %s the Access Denied page in a browser, JSON 403 to an API client',
    async (role) => {
      const { client } = await signedInAs(s.api.url, s.db, role);
      for (const path of DESCRIPTION) {
        const page = await client.get(path, BROWSER);
        expectAccessDeniedPage(path, page);
        // Nothing of the description: no route, no schema.
        expect(page.text).not.toContain('/api/bookings');
        expect(page.text).not.toContain('openapi');
      }
      for (const headers of [API_CLIENT, {}]) {
        for (const path of DESCRIPTION) {
          expect([path, jsonRefusal(await client.get(path, headers))]).toEqual([
            path,
            { status: 403, type: 'application/json; charset=utf-8', message: apiMessages.forbidden },
          ]);
        }
      }
    },
  );

  it('gives an admin the page in a browser and the document to any client', async () => {
    const { client } = await signedInAs(s.api.url, s.db, 'admin');
    const page = await client.get('/api/openapi', BROWSER);
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.text).toContain('<code>/api/bookings/{id}</code>');
    expect(page.text).not.toContain(`<h1>${toasts.accessDenied.title}</h1>`);
    for (const headers of [BROWSER, API_CLIENT, {}]) {
      const document = await client.get('/api/openapi.json', headers);
      expect(document.status).toBe(200);
      expect(document.headers.get('content-type')).toMatch(/^application\/json/);
      expect(document.json.openapi).toBe('3.1.0');
    }
  });
});

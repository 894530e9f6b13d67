import { toasts } from '@beauty/domain/messages';
import type { Answer } from '../../support/http';
import type { SubmissionsEnv } from '../submissions/harness';

/**
 * How the admin-only pages opened in a browser (the queue dashboard, the API description) refuse
 * (services/api/src/http/page-refusal.ts): a browser gets a page, an API client the JSON answer.
 */

/** What Chromium sends when it opens a page. */
export const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8',
};
export const API_CLIENT = { accept: 'application/json' };

/** What a JSON refusal says: its status, its content type and its message. */
export const jsonRefusal = (res: Answer) => ({
  status: res.status,
  type: res.headers.get('content-type'),
  message: res.json?.message,
});

/** `page` is the Access Denied page, a 403 not to be cached, with its way back to the dashboard. */
export function expectAccessDeniedPage(path: string, page: Answer): void {
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
}

/**
 * `res` sends a signed-out browser to sign in and back to `path`, not to be cached, and the
 * sign-in page carries the way back through its form.
 */
export async function expectSignInRedirect(env: SubmissionsEnv, path: string, res: Answer): Promise<void> {
  expect(res.headers.get('location')).toBe(`/api/login?redirect=${encodeURIComponent(path)}`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const signIn = await env.client().get(res.headers.get('location')!, BROWSER);
  expect(signIn.status).toBe(200);
  expect(signIn.text).toContain(
    `<input type="hidden" name="redirect" value="${path.replace(/&/g, '&amp;')}">`,
  );
}

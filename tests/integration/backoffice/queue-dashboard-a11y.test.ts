import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { signedInAs } from './staff-support';

let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('queue_dashboard_a11y');
});
afterAll(() => s?.close());

const SCRIPT = '/admin/queues/_a11y/patch.js';
const STYLESHEET = '/admin/queues/_a11y/patch.css';

describe('the queue dashboard accessibility patch', () => {
  it('is linked from the dashboard pages, and only from them', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    for (const path of ['/admin/queues', '/admin/queues/queue/emails', '/admin/queues/queue/emails/1']) {
      const page = await admin.client.get(path);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<link rel="stylesheet" href="${STYLESHEET}">`);
      expect(page.text).toContain(`<script defer src="${SCRIPT}"></script>`);
      // In <head>, after bull-board's stylesheet and before its scripts.
      expect(page.text.indexOf(SCRIPT)).toBeLessThan(page.text.indexOf('</head>'));
      expect(page.text.indexOf('static/css/main.')).toBeLessThan(page.text.indexOf(STYLESHEET));
      // bull-board's Google Fonts link is dropped: the CSP refuses it, and it would tell Google of each visit.
      expect(page.text).not.toContain('fonts.googleapis.com');
      expect(page.text).not.toMatch(/<(link|script)\b[^>]*\b(href|src)="https?:/);
    }
    const api = await admin.client.get('/admin/queues/api/queues?activeQueue=emails&page=1&jobsPerPage=10');
    expect(api.status).toBe(200);
    expect(api.text).not.toContain('_a11y');
  });

  it('serves the patch files to admins only, as script and stylesheet', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const script = await admin.client.get(SCRIPT);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(script.text).toContain('MutationObserver');
    const style = await admin.client.get(STYLESHEET);
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');

    const customer = await signedInAs(s.api.url, s.db, 'customer');
    expect((await customer.client.get(SCRIPT)).status).toBe(403);
    expect((await s.client().get(SCRIPT, { accept: 'application/javascript' })).status).toBe(401);
  });
});

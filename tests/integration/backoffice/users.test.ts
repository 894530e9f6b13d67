import { adminMessages } from '@beauty/domain/messages';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import type { TestApi } from '../support/api';
import { signedInAs } from './staff-support';

// A database of its own: the last-admin test demotes every other admin.
describe('roles', () => {
  let s: SubmissionsEnv;
  let api: TestApi;
  beforeAll(async () => {
    s = await startSubmissionsEnv('roles');
    api = s.api;
  });
  afterAll(() => s?.close());

  it('lists users and changes a role, which applies on the next request with a new session id', async () => {
    const admin = await signedInAs(api.url, api.deps.knex, 'admin');
    const bride = await signedInAs(api.url, api.deps.knex, 'customer');
    const users = await admin.client.get('/api/admin/users');
    expect(users.status).toBe(200);
    expect(users.json.find((u: { id: string }) => u.id === bride.id)).toMatchObject({
      role: 'customer',
      email: bride.email,
    });

    expect((await bride.client.get('/api/stylist/stats')).status).toBe(403);
    const sessionBefore = bride.client.cookie('sid');
    const res = await admin.client.request('PUT', `/api/admin/users/${bride.id}/role`, {
      json: { role: 'stylist' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: bride.id, role: 'stylist' });
    expect((await bride.client.get('/api/stylist/stats')).status).toBe(200);
    expect(bride.client.cookie('sid')).not.toBe(sessionBefore);

    const event = await api.deps
      .knex('outbox_events')
      .where({ entityId: bride.id, type: 'user.role_changed' })
      .first();
    expect(event.payload).toEqual({ userId: bride.id, from: 'customer', to: 'stylist', changedBy: admin.id });
  });

  it('never demotes the last admin (409), even when two demotions race', async () => {
    // Only the admins of this test exist as admins while it runs.
    await api.deps.knex('users').where({ role: 'admin' }).update({ role: 'customer' });
    const first = await signedInAs(api.url, api.deps.knex, 'admin');
    const second = await signedInAs(api.url, api.deps.knex, 'admin');
    const [a, b] = await Promise.all([
      first.client.request('PUT', `/api/admin/users/${second.id}/role`, { json: { role: 'customer' } }),
      second.client.request('PUT', `/api/admin/users/${first.id}/role`, { json: { role: 'customer' } }),
    ]);
    const statuses = [a.status, b.status].sort();
    // One demotion wins; the other finds either the last admin (409) or that it is no longer an admin (403).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await api.deps.knex('users').where({ role: 'admin' })).toHaveLength(1);

    const [remaining] = await api.deps.knex('users').where({ role: 'admin' }).pluck('id');
    const last = remaining === first.id ? first : second;
    const self = await last.client.request('PUT', `/api/admin/users/${last.id}/role`, {
      json: { role: 'stylist' },
    });
    expect(self.status).toBe(409);
    expect(self.json.message).toBe(adminMessages.lastAdmin);
    expect(await api.deps.knex('users').where({ role: 'admin' })).toHaveLength(1);
  });

  it('validates the role and the user', async () => {
    const admin = await signedInAs(api.url, api.deps.knex, 'admin');
    const bride = await signedInAs(api.url, api.deps.knex, 'customer');
    const bad = await admin.client.request('PUT', `/api/admin/users/${bride.id}/role`, {
      json: { role: 'owner' },
    });
    expect(bad.status).toBe(400);
    const missing = await admin.client.request(
      'PUT',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/role',
      {
        json: { role: 'admin' },
      },
    );
    expect(missing.status).toBe(404);
    const stylist = await signedInAs(api.url, api.deps.knex, 'stylist');
    const forbidden = await stylist.client.request('PUT', `/api/admin/users/${stylist.id}/role`, {
      json: { role: 'admin' },
    });
    expect(forbidden.status).toBe(403);
    expect((await api.deps.knex('users').where({ id: stylist.id }).first()).role).toBe('stylist');
  });
});

import { accountMessages } from '@beauty/domain/account-messages';
import { Client } from '../../support/http';
import { startApi, type TestApi } from '../support/api';
import { newCustomer } from './booking-support';

describe('PUT /api/account/profile', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('saves the profile and /api/auth/user shows it at once', async () => {
    const { client, id, email } = await newCustomer(api, 'Maya');
    const res = await client.request('PUT', '/api/account/profile', {
      json: { firstName: ' Maya ', lastName: 'Lopez', email, phone: '(253) 555-0111' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id,
      firstName: 'Maya',
      lastName: 'Lopez',
      phone: '(253) 555-0111',
      role: 'customer',
    });
    const me = await client.get('/api/auth/user');
    expect(me.json).toMatchObject({ firstName: 'Maya', lastName: 'Lopez', phone: '(253) 555-0111' });
    expect(me.json.createdAt).toEqual(expect.any(String));
  });

  it('asks the new email to confirm, and refuses one that another account uses (409, any case)', async () => {
    const first = await newCustomer(api, 'Nora');
    const second = await newCustomer(api, 'Owen');
    const taken = await second.client.request('PUT', '/api/account/profile', {
      json: { firstName: 'Owen', lastName: '', email: first.email.toUpperCase(), phone: '' },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(accountMessages.emailTaken);
    expect((await api.deps.knex('users').where({ id: second.id }).first()).email).toBe(second.email);

    const fresh = `owen-${Date.now()}@example.com`;
    const ok = await second.client.request('PUT', '/api/account/profile', {
      json: { firstName: 'Owen', lastName: '', email: fresh, phone: '' },
    });
    expect(ok.status).toBe(200);
    // The email changes once the link sent to it is opened (account-links.test.ts follows it).
    expect(ok.json).toMatchObject({ email: second.email, pendingEmail: fresh, lastName: null, phone: null });
    expect((await api.deps.knex('users').where({ id: second.id }).first()).email).toBe(second.email);
  });

  it('validates the body and writes nothing on bad input', async () => {
    const { client, id, email } = await newCustomer(api, 'Pia');
    for (const body of [
      { firstName: 'Pia', email: 'not-an-email' },
      { firstName: 'Pia', email, role: 'admin' },
      { firstName: 'x'.repeat(500), email },
    ]) {
      const res = await client.request('PUT', '/api/account/profile', { json: body });
      expect(res.status).toBe(400);
      expect(res.json.errors.length).toBeGreaterThan(0);
    }
    const row = await api.deps.knex('users').where({ id }).first();
    expect(row).toMatchObject({ firstName: 'Pia', email, role: 'customer' });
  });

  it('answers 401 when signed out', async () => {
    const res = await new Client(api.url).request('PUT', '/api/account/profile', {
      json: { firstName: 'X', email: 'x@example.com' },
    });
    expect(res.status).toBe(401);
  });
});

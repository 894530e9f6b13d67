import { accountMessages } from '@beauty/domain/account-messages';
import { Client } from '../../support/http';
import { newCustomer } from '../bookings/booking-support';
import { startApi, type TestApi } from '../support/api';

const PASSWORD = 'a-long-enough-password'; // newCustomer's
const NEW_PASSWORD = 'a-brand-new-password-2026';

describe('PUT /api/account/password', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const signIn = (email: string, password: string) => {
    const client = new Client(api.url);
    return client.postForm('/api/login', { email, password }).then((res) => ({ client, status: res.status }));
  };
  const hashOf = async (id: string) =>
    (await api.deps.knex('users').where({ id }).first('passwordHash')).passwordHash as string;

  it('changes the password with the current one; her other devices are signed out, this one stays', async () => {
    const { client, email, id } = await newCustomer(api, 'Ines');
    expect((await client.get('/api/auth/user')).json.passwordSignIn).toBe(true);
    const phone = await signIn(email, PASSWORD);
    expect(phone.status).toBe(303);
    expect((await phone.client.get('/api/auth/user')).status).toBe(200);

    const res = await client.request('PUT', '/api/account/password', {
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: accountMessages.passwordChanged });

    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await phone.client.get('/api/auth/user')).status).toBe(401);
    const sessions = await api.deps.knex('sessions').where({ userId: id }).count('* as n').first();
    expect(Number(sessions?.n)).toBe(1);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(303);
  });

  it('a wrong current password is a 422 on its field and changes nothing', async () => {
    const { client, email, id } = await newCustomer(api, 'Juno');
    const phone = await signIn(email, PASSWORD);
    const before = await hashOf(id);
    const res = await client.request('PUT', '/api/account/password', {
      json: { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      message: accountMessages.currentPasswordWrong,
      errors: [{ field: 'currentPassword', message: accountMessages.currentPasswordWrong }],
    });
    expect(await hashOf(id)).toBe(before);
    expect((await phone.client.get('/api/auth/user')).status).toBe(200);
    expect((await signIn(email, PASSWORD)).status).toBe(303);
  });

  it('refuses bad input with 400 and the field at fault, and changes nothing', async () => {
    const { client, id } = await newCustomer(api, 'Kira');
    const before = await hashOf(id);
    const cases: Array<[unknown, string]> = [
      [{ currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword'],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword'],
      [{ newPassword: NEW_PASSWORD }, 'currentPassword'],
      [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 'newPassword'],
      [{ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, email: 'x@example.com' }, 'email'],
      [{ currentPassword: PASSWORD, newPassword: 'x'.repeat(201) }, 'newPassword'],
    ];
    for (const [json, field] of cases) {
      const res = await client.request('PUT', '/api/account/password', { json });
      expect(res.status).toBe(400);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await hashOf(id)).toBe(before);
  });

  it('an account without a password is told how to set one (409), and is offered no change', async () => {
    const { client, id } = await newCustomer(api, 'Lena');
    await api.deps.knex('users').where({ id }).update({ passwordHash: null });
    expect((await client.get('/api/auth/user')).json.passwordSignIn).toBe(false);
    const res = await client.request('PUT', '/api/account/password', {
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(accountMessages.noPasswordYet);
    expect(await hashOf(id)).toBeNull();
  });

  it('answers 401 signed out, and 403 without our Origin', async () => {
    const signedOut = await new Client(api.url).request('PUT', '/api/account/password', {
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(signedOut.status).toBe(401);
    const { client, id } = await newCustomer(api, 'Mina');
    const before = await hashOf(id);
    const forged = await client.request('PUT', '/api/account/password', {
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      noOrigin: true,
    });
    expect(forged.status).toBe(403);
    expect(await hashOf(id)).toBe(before);
  });
});

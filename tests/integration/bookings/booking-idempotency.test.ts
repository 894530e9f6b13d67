import { bookingMessages } from '@beauty/domain/messages';
import { startApi, type TestApi } from '../support/api';
import { futureDate, makeupAndHair, newCustomer } from './booking-support';

describe('Idempotency-Key', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('returns the first answer to a retried POST and never books twice', async () => {
    const { client, id } = await newCustomer(api);
    const body = makeupAndHair(futureDate(50));
    const headers = { 'idempotency-key': 'retry-test-1' };
    const first = await client.request('POST', '/api/bookings', { json: body, headers });
    const again = await client.request('POST', '/api/bookings', {
      // Same body, keys in another order.
      json: Object.fromEntries(Object.entries(body).reverse()),
      headers,
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await api.deps.knex('bookings').where({ customerId: id })).toHaveLength(1);
  });

  it('books once when the same request races itself', async () => {
    const { client, id } = await newCustomer(api);
    const body = makeupAndHair(futureDate(51));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.request('POST', '/api/bookings', { json: body, headers: { 'idempotency-key': 'race-key' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json.booking.id)).size).toBe(1);
    expect(await api.deps.knex('bookings').where({ customerId: id })).toHaveLength(1);
  });

  it('answers 422 when the key comes back with a different body', async () => {
    const { client, id } = await newCustomer(api);
    const headers = { 'idempotency-key': 'changed-body' };
    const date = futureDate(52);
    expect(
      (await client.request('POST', '/api/bookings', { json: makeupAndHair(date), headers })).status,
    ).toBe(201);
    const other = await client.request('POST', '/api/bookings', {
      json: makeupAndHair(date, { eventTime: '15:00' }),
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.json.message).toBe(bookingMessages.idempotencyMismatch);
    expect(await api.deps.knex('bookings').where({ customerId: id })).toHaveLength(1);
  });

  it('stores nothing for a request that failed, so a corrected retry can use the key', async () => {
    const { client, id } = await newCustomer(api);
    const headers = { 'idempotency-key': 'first-fails' };
    const bad = await client.request('POST', '/api/bookings', {
      json: makeupAndHair(futureDate(53), { paymentHandle: '' }),
      headers,
    });
    expect(bad.status).toBe(400);
    expect(await api.deps.knex('idempotency_keys').where({ userId: id })).toHaveLength(0);
  });

  it('keeps keys per customer', async () => {
    const a = await newCustomer(api);
    const b = await newCustomer(api);
    const headers = { 'idempotency-key': 'shared-key' };
    const date = futureDate(54);
    const first = await a.client.request('POST', '/api/bookings', { json: makeupAndHair(date), headers });
    const second = await b.client.request('POST', '/api/bookings', { json: makeupAndHair(date), headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json.booking.id).not.toBe(first.json.booking.id);
  });

  it('refuses a malformed key', async () => {
    const { client } = await newCustomer(api);
    const res = await client.request('POST', '/api/bookings', {
      json: makeupAndHair(futureDate(55)),
      headers: { 'idempotency-key': 'x'.repeat(300) },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(bookingMessages.idempotencyKeyInvalid);
  });
});

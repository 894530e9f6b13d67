import { bookingMessages } from '@beauty/domain/messages';
import { startApi, type TestApi } from '../support/api';
import { futureDate, makeupAndHair, newCustomer } from './booking-support';

describe('the free consultation', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('is recorded once with a booking and then refused', async () => {
    const { client, id } = await newCustomer(api);
    expect((await client.get('/api/consultations/free-status')).json).toMatchObject({
      hasUsedFreeConsultation: false,
      eligible: true,
    });
    const first = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(60), { includeConsultation: true }),
    );
    expect(first.status).toBe(201);
    const status = await client.get('/api/consultations/free-status');
    expect(status.json).toMatchObject({ hasUsedFreeConsultation: true, eligible: false });
    const consultations = await client.get('/api/consultations');
    expect(consultations.json).toEqual([
      expect.objectContaining({ usedFreeConsultation: true, status: 'requested', scheduledDate: null }),
    ]);

    const second = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(61), { includeConsultation: true }),
    );
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(bookingMessages.freeConsultationUsed);
    expect(await api.deps.knex('bookings').where({ customerId: id })).toHaveLength(1);
  });

  it('is recorded at most once when two bookings race for it', async () => {
    const { client, id } = await newCustomer(api);
    const answers = await Promise.all(
      [62, 63, 64].map((days) =>
        client.post('/api/bookings', makeupAndHair(futureDate(days), { includeConsultation: true })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await api.deps.knex('consultations').where({ customerId: id })).toHaveLength(1);
    expect(await api.deps.knex('bookings').where({ customerId: id })).toHaveLength(1);
  });

  it('expires 90 days after the customer joined', async () => {
    const { client, id } = await newCustomer(api);
    await api.deps
      .knex('users')
      .where({ id })
      .update({ createdAt: new Date(Date.now() - 91 * 86_400_000) });
    const status = await client.get('/api/consultations/free-status');
    expect(status.json).toMatchObject({ hasUsedFreeConsultation: false, eligible: false });
    const res = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(65), { includeConsultation: true }),
    );
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(bookingMessages.freeConsultationExpired);
    // Without it, booking still works.
    expect((await client.post('/api/bookings', makeupAndHair(futureDate(65)))).status).toBe(201);
  });
});

import { bookingMessages } from '@beauty/domain/messages';
import { startApi, type TestApi } from '../support/api';
import { teamSize } from '../support/team';
import { futureDate, makeupAndHair, newCustomer } from './booking-support';

describe('the last free stylist', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('goes to exactly one of 50 parallel requests; the rest get 409 and nothing is written', async () => {
    const date = futureDate(40);
    const team = await teamSize(api.deps.knex);
    for (let i = 0; i < team - 1; i += 1) {
      const { client } = await newCustomer(api);
      expect((await client.post('/api/bookings', makeupAndHair(date, { eventTime: '12:00' }))).status).toBe(
        201,
      );
    }

    const racers = await Promise.all(Array.from({ length: 50 }, (_, i) => newCustomer(api, `Racer${i}`)));
    const answers = await Promise.all(
      racers.map(({ client }) => client.post('/api/bookings', makeupAndHair(date, { eventTime: '12:00' }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect([bookingMessages.slotFull, bookingMessages.noStylistFree]).toContain(lost.json.message);
    }
    const active = await api.deps
      .knex('bookings')
      .where({ eventDate: date, eventTime: '12:00' })
      .whereIn('status', ['pending', 'confirmed']);
    expect(active).toHaveLength(team);
    const events = await api.deps.knex('outbox_events').whereIn(
      'entityId',
      active.map((b) => b.id),
    );
    expect(events).toHaveLength(team);
  });
});

import { bookingMessages } from '@beauty/domain/messages';
import { Client } from '../../support/http';
import { type StaffingWorld, startStaffingWorld } from '../staffing/staffing-world';
import { futureDate } from './booking-support';

describe('GET /api/availability', () => {
  // A database of its own with one stylist who has set no hours: the demo team that other suites
  // seed into the shared database starts at 06:00 at weekends, and this test's date is any weekday.
  let w: StaffingWorld;
  beforeAll(async () => {
    w = await startStaffingWorld('spec_hours');
    await w.addStylist({ firstName: 'Nora' });
  });
  afterAll(() => w.close());

  it('answers availability to anyone, only for a valid date and a service area we serve', async () => {
    const visitor = new Client(w.api.url);
    const ask = (query: string) => visitor.get(`/api/availability?makeupService=good&${query}`);
    expect((await ask('serviceArea=tacoma&date=tomorrow')).status).toBe(400);
    expect((await ask('serviceArea=tacoma')).status).toBe(400);
    expect(
      (await ask(`serviceArea=tacoma&from=${futureDate(3, false)}&to=${futureDate(40, false)}`)).status,
    ).toBe(400);
    expect((await ask(`date=${futureDate(3)}`)).status).toBe(422);
    expect((await ask(`serviceArea=seattle&date=${futureDate(3)}`)).status).toBe(422);
    const past = await ask('serviceArea=tacoma&date=2020-01-01');
    expect(past.status).toBe(200);
    expect(past.json.days).toEqual([{ date: '2020-01-01', times: [] }]);
    const ahead = await ask(`serviceArea=tacoma&date=${futureDate(3)}`);
    expect(ahead.status).toBe(200);
    // The spec's hourly starts for a team that has set no hours, and no personal data.
    expect(ahead.json.days[0].times.map((t: { time: string }) => t.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(JSON.stringify(ahead.json)).not.toMatch(/@|stylistId|name/i);
  });

  it('says when a party needs more stylists at once than the team has, whatever the date', async () => {
    const visitor = new Client(w.api.url);
    const party = (bridesmaids: number, date: string) =>
      visitor.get(
        `/api/availability?bridalPackage=bride-plus-party&bridesmaidCount=${bridesmaids}&serviceArea=tacoma&date=${date}`,
      );
    // The bride and a guest (4 hours 30) fit one stylist's day.
    const pair = await visitor.get(
      `/api/availability?bridalPackage=bride-plus-1&serviceArea=tacoma&date=${futureDate(5)}`,
    );
    expect(pair.status).toBe(200);
    expect(pair.json.days[0].times.length).toBeGreaterThan(0);
    expect(pair.json.partyTooLarge).toBe(false);
    // The bride and three bridesmaids (8 hours 30) need two stylists: with one, no date can.
    const alone = await party(3, futureDate(6));
    expect(alone.status).toBe(200);
    expect(alone.json.days[0].times).toEqual([]);
    expect(alone.json.partyTooLarge).toBe(true);
    // Waiting for an opening cannot help such a party: the waitlist says so and keeps nothing.
    const { client } = await w.customer('Large');
    const wait = await client.post('/api/waitlist', {
      eventDate: futureDate(6),
      serviceArea: 'tacoma',
      bridalPackage: 'bride-plus-party',
      bridesmaidCount: 3,
    });
    expect(wait.status).toBe(422);
    expect(wait.json.message).toBe(bookingMessages.partyTooLarge);
    expect((await client.get('/api/waitlist')).json).toEqual([]);
    // A second stylist joins: the same party has times, and nothing is said about its size.
    await w.addStylist({ firstName: 'Iris' });
    const two = await party(3, futureDate(7));
    expect(two.json.days[0].times.length).toBeGreaterThan(0);
    expect(two.json.partyTooLarge).toBe(false);
  });
});

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
});

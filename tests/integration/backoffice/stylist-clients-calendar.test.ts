import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { Client } from '../../support/http';
import { futureDate } from '../bookings/booking-support';
import { signedInAs } from './staff-support';
import { appointment, s, useStylistSuite } from './stylist-suite-support';

useStylistSuite('stylist_clients');

describe('clients and their notes', () => {
  it('lists my clients with booking counts and saves notes per stylist', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const other = await signedInAs(s.api.url, s.db, 'stylist');
    const body = appointment(futureDate(30));
    const first = await stylist.client.post('/api/stylist/appointments', body);
    // After the first (11:00, 150 minutes, then travel and rest until 14:15).
    const second = await stylist.client.post('/api/stylist/appointments', { ...body, eventTime: '15:00' });
    expect(second.status).toBe(201);
    const clientId = (await s.db('bookings').where({ id: first.json.booking.id }).first('customerId'))
      .customerId;

    const clients = await stylist.client.get('/api/stylist/clients');
    expect(clients.json).toEqual([
      expect.objectContaining({
        id: clientId,
        name: 'Grace Kim Park',
        email: body.clientEmail,
        totalBookings: 2,
      }),
    ]);
    expect((await other.client.get('/api/stylist/clients')).json).toEqual([]);

    const empty = await stylist.client.get(`/api/stylist/clients/${clientId}/notes`);
    expect(empty.json).toMatchObject({ clientId, skinTone: null, updatedAt: null });
    const saved = await stylist.client.request('PUT', `/api/stylist/clients/${clientId}/notes`, {
      json: {
        skinTone: 'Warm olive',
        allergies: 'Latex',
        preferences: '',
        generalNotes: 'Prefers matte finish',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ skinTone: 'Warm olive', allergies: 'Latex', preferences: null });
    expect((await stylist.client.get(`/api/stylist/clients/${clientId}/notes`)).json.generalNotes).toBe(
      'Prefers matte finish',
    );
    // Another stylist has no such client: 404, nothing written.
    expect((await other.client.get(`/api/stylist/clients/${clientId}/notes`)).status).toBe(404);
    expect(
      (
        await other.client.request('PUT', `/api/stylist/clients/${clientId}/notes`, {
          json: { skinTone: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(await s.db('client_notes').where({ clientId })).toHaveLength(1);
  });
});

describe('the calendar feed', () => {
  it('serves my appointments as iCalendar at a private address, and a reset retires it', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const date = futureDate(40);
    const booked = await stylist.client.post(
      '/api/stylist/appointments',
      appointment(date, { eventTime: '09:00' }),
    );
    const feed = await stylist.client.get('/api/stylist/calendar-feed');
    expect(feed.status).toBe(200);
    expect(feed.json.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    expect((await stylist.client.get('/api/stylist/calendar-feed')).json.url).toBe(feed.json.url);

    const anonymous = new Client(s.api.url);
    const ics = await anonymous.get(new URL(feed.json.url).pathname);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(ics.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.text).toContain(`UID:booking-${booked.json.booking.id}@`);
    const start = appointmentStartsAt(date, '09:00').toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(ics.text).toContain(`DTSTART:${start}`);
    expect(ics.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const rotated = await stylist.client.post('/api/stylist/calendar-feed/rotate');
    expect(rotated.status).toBe(200);
    expect(rotated.json.url).not.toBe(feed.json.url);
    expect((await anonymous.get(new URL(feed.json.url).pathname)).status).toBe(404);
    expect((await anonymous.get(new URL(rotated.json.url).pathname)).status).toBe(200);
    expect((await anonymous.get('/api/calendar/not-a-token.ics')).status).toBe(404);
  });
});

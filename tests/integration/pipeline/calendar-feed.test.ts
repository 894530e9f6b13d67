import { request } from '../../support/http';
import { signedInAs } from '../backoffice/staff-support';
import { futureDate } from '../bookings/booking-support';
import { readCalendar, toSecond } from './calendar-reading';
import { calendarWorld } from './calendar-world';

/**
 * Issue 14.6: every calendar file the app produces is one calendar apps act on. The stylist's
 * subscription feed is a plain calendar with plain-text descriptions, the emailed files' UIDs
 * and SEQUENCEs, and answers a repeat fetch by ETag.
 * The real API and worker, the real SMTP listener; each file is read by two parsers, ical.js
 * and node-ical.
 */
const world = calendarWorld('calendar_feed');
const { worker, completedEvent, calendarOf } = world;

describe("the stylist's calendar feed", () => {
  it("the stylist's feed: a plain calendar, no METHOD, plain-text descriptions, the emailed file's UID and SEQUENCE", async () => {
    const stylist = await signedInAs(world.api.url, worker.db, 'stylist', 'Sofia');
    const clientEmail = `grace-${Date.now()}@example.com`;
    const made = await stylist.client.post('/api/stylist/appointments', {
      clientName: 'Grace Kim Park',
      clientEmail,
      clientPhone: '253-555-0142',
      eventDate: futureDate(30),
      eventTime: '11:00',
      serviceArea: 'puyallup',
      eventType: 'wedding',
      makeupService: 'best',
      hairService: 'updo',
      paymentMethod: 'venmo',
      paymentHandle: '@grace',
      specialNotes: '<p>Sensitive skin</p><script>alert(1)</script> & <3 roses',
    });
    expect(made.status).toBe(201);
    const bookingId: string = made.json.booking.id;
    const emailed = await calendarOf(
      await completedEvent(bookingId, 'booking.created'),
      'booking-confirmation',
    );
    expect(emailed).toMatchObject({ method: 'REQUEST', event: { sequence: 0, status: 'CONFIRMED' } });

    // When the booking last changed, and her part of it was held, set apart from now and each other.
    const changedAt = (updatedAt: string, heldAt: string) =>
      Promise.all([
        worker
          .db('bookings')
          .where({ id: bookingId })
          .update({ updatedAt: new Date(updatedAt) }),
        worker
          .db('stylist_blocks')
          .where({ bookingId })
          .update({ createdAt: new Date(heldAt) }),
      ]);
    await changedAt('2026-01-02T03:04:05.678Z', '2026-01-01T00:00:00Z');

    const address = (await stylist.client.get('/api/stylist/calendar-feed')).json.url as string;
    const feedUrl = `${world.api.url}${new URL(address).pathname}`;
    const res = await request(feedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-type')).not.toMatch(/method=/i);
    const text = res.text;
    expect(text).toMatch(/\r\n$/);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.slice(0, -2).split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const feed = readCalendar(text);
    // Not an iTIP message: no METHOD (a subscription is read as a plain calendar).
    expect(feed.method).toBeNull();
    expect(text).not.toMatch(/^METHOD:/m);
    const entry = feed.events.find((e) => e.uid === emailed.event.uid);
    expect(entry).toMatchObject({
      sequence: emailed.event.sequence,
      start: expect.any(String),
      status: 'CONFIRMED',
    });
    for (const event of feed.events) expect(event.description ?? '').not.toMatch(/<\/?[A-Za-z][^<>]*>/);
    expect(entry!.description).toContain(`Client: Grace Kim Park, ${clientEmail}, 253-555-0142`);
    expect(entry!.description).toContain('Notes: Sensitive skinalert(1) & <3 roses');
    // LAST-MODIFIED, and DTSTAMP (in a feed the same: RFC 5545 3.8.7.2), in UTC: the booking's
    // last change, or when her part was held if that came later (she was assigned since).
    expect(entry).toMatchObject({
      lastModified: '2026-01-02T03:04:05.000Z',
      stamp: '2026-01-02T03:04:05.000Z',
    });
    await changedAt('2026-01-02T03:04:05.678Z', '2026-01-03T10:20:30Z');
    const held = readCalendar((await request(feedUrl)).text).events.find((e) => e.uid === emailed.event.uid);
    expect(held).toMatchObject({
      lastModified: '2026-01-03T10:20:30.000Z',
      stamp: '2026-01-03T10:20:30.000Z',
    });
  });
  it("the stylist's feed answers a calendar app's repeat fetch with 304 (same ETag), and a new ETag and text once a booking changes", async () => {
    const stylist = await signedInAs(world.api.url, worker.db, 'stylist', 'Etta');
    const made = await stylist.client.post('/api/stylist/appointments', {
      clientName: 'June Lee',
      clientEmail: `june-${Date.now()}@example.com`,
      eventDate: futureDate(33),
      eventTime: '10:00',
      serviceArea: 'puyallup',
      makeupService: 'better',
      paymentMethod: 'venmo',
      paymentHandle: '@june',
    });
    expect(made.status).toBe(201);
    const bookingId: string = made.json.booking.id;
    // The worker has done with the new booking (its emails, timeline and figures).
    await completedEvent(bookingId, 'booking.created');
    const address = (await stylist.client.get('/api/stylist/calendar-feed')).json.url as string;
    const feedUrl = `${world.api.url}${new URL(address).pathname}`;

    const first = await request(feedUrl);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const text = first.text;
    expect(readCalendar(text).events.map((e) => e.uid)).toContainEqual(expect.stringContaining(bookingId));

    // The app sends its ETag back: nothing to send again.
    const again = await request(feedUrl, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.text).toBe('');
    // A fetch without it gets the same bytes under the same ETag.
    const plain = await request(feedUrl);
    expect(plain.headers.get('etag')).toBe(etag);
    expect(plain.text).toBe(text);
    // Someone else's ETag, or a stale one, gets the feed.
    expect((await request(feedUrl, { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);

    // The booking changes (the studio cancels it): a new revision, a new text without it, and the
    // old ETag no longer fresh.
    const admin = await signedInAs(world.api.url, worker.db, 'admin', 'Ada');
    const cancelled = await admin.client.request('PATCH', `/api/admin/bookings/${bookingId}`, {
      json: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    const changed = await request(feedUrl, { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    const newEtag = changed.headers.get('etag');
    expect(newEtag).not.toBe(etag);
    const newText = changed.text;
    expect(newText).not.toBe(text);
    expect(readCalendar(newText).events.find((e) => e.uid.includes(bookingId))).toBeUndefined();
    expect((await request(feedUrl, { headers: { 'If-None-Match': newEtag! } })).status).toBe(304);

    // Her time off is in the feed too: taking one changes it again.
    const before = newEtag;
    const off = await stylist.client.post('/api/stylist/time-off', { from: futureDate(40), note: 'Dentist' });
    expect(off.status).toBe(201);
    const withOff = await request(feedUrl, { headers: { 'If-None-Match': before! } });
    expect(withOff.status).toBe(200);
    expect(withOff.headers.get('etag')).not.toBe(before);
    expect(withOff.text).toContain('Time off: Dentist');
    // Time off is never edited: it last changed when she took it.
    const taken = await worker
      .db('stylist_blocks')
      .where({ kind: 'time-off', note: 'Dentist' })
      .first('createdAt');
    const offEntry = readCalendar(withOff.text).events.find((e) => e.summary === 'Time off: Dentist');
    expect(offEntry!.lastModified).toBe(toSecond(taken.createdAt));
  });
});

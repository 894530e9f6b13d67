import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { request } from '../../support/http';
import { signedInAs } from '../backoffice/staff-support';
import { futureDate, makeupAndHair, newCustomer } from '../bookings/booking-support';
import { startApi, type TestApi } from '../support/api';
import type { CapturedEmail } from '../support/smtp-capture';
import { bookingWorker } from '../worker/booking-fixture';

/**
 * Issue 14.6: every calendar file the app produces is one calendar apps act on. The emailed ones
 * are iTIP (RFC 5546): METHOD:REQUEST to add or update an appointment, METHOD:CANCEL to remove
 * it, with the business as ORGANIZER and the customer as ATTENDEE, sent as a
 * `text/calendar; method=…` part beside the text and HTML (what Gmail and Outlook read as an
 * invitation) and as an .ics attachment (what Apple Mail opens). The stylist's subscription
 * feed is a plain calendar with plain-text descriptions. The real API and worker, the real SMTP
 * listener; each file is read by two parsers, ical.js and node-ical.
 */
const worker = bookingWorker('calendar_files');
let api: TestApi;

beforeAll(async () => {
  api = await startApi({ DATABASE_URL: worker.env.databaseUrl, REDIS_PREFIX: worker.env.redisPrefix });
});
afterAll(() => api?.close());

// ---- A small MIME reader: the message as a tree of parts, each decoded. ----

interface MimePart {
  /** Lower-case type/subtype. */
  type: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  children: MimePart[];
  /** The decoded body of a leaf part. */
  body: string;
}

function headerParams(value: string): { value: string; params: Record<string, string> } {
  const [first = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const match = param.trim().match(/^([^=]+)=\s*"?([^"]*)"?$/);
    if (match) params[match[1]!.trim().toLowerCase()] = match[2]!;
  }
  return { value: first.trim().toLowerCase(), params };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const { value: type, params } = headerParams(headers['content-type'] ?? 'text/plain');
  if (type.startsWith('multipart/')) {
    const boundary = params.boundary!;
    const sections = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`));
    // Before the first boundary is the preamble; after the closing one ('--') the epilogue.
    const children = sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r?\n/, '')));
    return { type, params, headers, children, body: '' };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  return { type, params, headers, children: [], body: decodeBody(body, encoding) };
}

const leaves = (part: MimePart): MimePart[] =>
  part.children.length ? part.children.flatMap(leaves) : [part];

// ---- What both parsers read in a calendar file. ----

interface ReadEvent {
  uid: string;
  sequence: number;
  status: string | null;
  start: string | null;
  end: string | null;
  stamp: string | null;
  summary: string | null;
  description: string | null;
  organizer: string | null;
  organizerName: string | null;
  attendees: Array<{ address: string; name: string | null; role: string; partstat: string; rsvp: string }>;
}

interface ReadCalendar {
  method: string | null;
  events: ReadEvent[];
}

function readWithIcalJs(text: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const iso = (value: unknown) => (value ? (value as ICAL.Time).toJSDate().toISOString() : null);
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const organizer = vevent.getFirstProperty('organizer');
      return {
        uid: String(vevent.getFirstPropertyValue('uid')),
        sequence: Number(vevent.getFirstPropertyValue('sequence')),
        status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
        start: iso(vevent.getFirstPropertyValue('dtstart')),
        end: iso(vevent.getFirstPropertyValue('dtend')),
        stamp: iso(vevent.getFirstPropertyValue('dtstamp')),
        summary: (vevent.getFirstPropertyValue('summary') as string | null) ?? null,
        description: (vevent.getFirstPropertyValue('description') as string | null) ?? null,
        organizer: organizer ? String(organizer.getFirstValue()) : null,
        organizerName: (organizer?.getParameter('cn') as string | undefined) ?? null,
        attendees: vevent.getAllProperties('attendee').map((a) => ({
          address: String(a.getFirstValue()),
          name: (a.getParameter('cn') as string | undefined) ?? null,
          role: String(a.getParameter('role')),
          partstat: String(a.getParameter('partstat')),
          rsvp: String(a.getParameter('rsvp')),
        })),
      };
    }),
  };
}

type NodeValue = string | { val: string; params?: Record<string, unknown> } | undefined;
const nodeVal = (value: NodeValue) => (typeof value === 'object' ? value.val : (value ?? null));

function readWithNodeIcal(text: string): ReadCalendar {
  const parsed = nodeIcal.sync.parseICS(text);
  const vcalendar = parsed.vcalendar as unknown as { method?: string } | undefined;
  const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as nodeIcal.VEvent[];
  const iso = (value: unknown) => (value ? new Date(value as Date).toISOString() : null);
  return {
    method: vcalendar?.method ?? null,
    events: events.map((event) => {
      const organizer = event.organizer as NodeValue;
      const attendees = ([] as NodeValue[]).concat((event.attendee as NodeValue | NodeValue[]) ?? []);
      return {
        uid: event.uid,
        sequence: Number(event.sequence),
        status: (event.status as string | undefined) ?? null,
        start: iso(event.start),
        end: iso(event.end),
        stamp: iso(event.dtstamp),
        summary: nodeVal(event.summary as NodeValue),
        description: nodeVal(event.description as NodeValue),
        organizer: nodeVal(organizer),
        organizerName: typeof organizer === 'object' ? String(organizer.params?.CN ?? '') || null : null,
        attendees: attendees.map((a) => {
          const params = (typeof a === 'object' ? a.params : {}) ?? {};
          return {
            address: nodeVal(a) ?? '',
            name: params.CN === undefined ? null : String(params.CN),
            role: String(params.ROLE),
            partstat: String(params.PARTSTAT),
            // node-ical turns TRUE/FALSE into booleans.
            rsvp: String(params.RSVP).toUpperCase(),
          };
        }),
      };
    }),
  };
}

/** Both parsers' reading of a calendar file; they must agree. */
function readCalendar(text: string): ReadCalendar {
  const ical = readWithIcalJs(text);
  const node = readWithNodeIcal(text);
  expect(node).toEqual(ical);
  return ical;
}

// ---- An emailed calendar: its MIME shape, then its iTIP content. ----

const ORGANIZER = { name: 'Rose & Pearl Studio', email: 'appointments@rosepearl.example' };

interface EmailedCalendar {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  event: ReadEvent;
}

/**
 * The calendar an email carries, checked the way a mail client reads it: multipart/mixed with a
 * multipart/alternative (text, HTML, text/calendar with the method), then the same bytes as an
 * application/ics attachment; the Content-Type's method the same as the METHOD inside; one
 * VEVENT with what RFC 5546 requires for that method. Null for an email without one.
 */
function emailedCalendar(email: CapturedEmail): EmailedCalendar | null {
  const message = parseMime(email.raw);
  const calendars = leaves(message).filter((p) => p.type === 'text/calendar' || p.type === 'application/ics');
  if (calendars.length === 0) return null;

  expect(message.type).toBe('multipart/mixed');
  const [alternative, attachment, ...more] = message.children;
  expect(more).toEqual([]);
  expect(alternative!.type).toBe('multipart/alternative');
  expect(alternative!.children.map((p) => p.type)).toEqual(['text/plain', 'text/html', 'text/calendar']);
  const invitation = alternative!.children[2]!;
  expect(invitation.headers['content-disposition']).toBeUndefined();
  expect(invitation.params.charset?.toLowerCase()).toBe('utf-8');
  // Sent base64, so its CRLF line ends arrive as written.
  expect(invitation.headers['content-transfer-encoding']).toBe('base64');
  expect(invitation.body).toMatch(/\r\n$/);
  expect(invitation.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

  expect(attachment!.type).toBe('application/ics');
  const disposition = headerParams(attachment!.headers['content-disposition']!);
  expect(disposition.value).toBe('attachment');
  expect(disposition.params.filename).toMatch(/^(booking-[0-9A-F]{8}|consultation)\.ics$/);
  expect(attachment!.body).toBe(invitation.body);

  const text = invitation.body;
  const calendar = readCalendar(text);
  const method = invitation.params.method;
  expect(['REQUEST', 'CANCEL']).toContain(method);
  expect(calendar.method).toBe(method);
  expect(calendar.events).toHaveLength(1);
  const event = calendar.events[0]!;
  // RFC 5546 3.2.2 (REQUEST) and 3.2.5 (CANCEL): DTSTAMP, ORGANIZER, SEQUENCE, UID, the attendees.
  expect(event.stamp).toEqual(expect.any(String));
  expect(event.uid).toMatch(/^(booking|consultation)-[0-9a-f-]{36}@bridalbeauty\.example$/);
  expect(Number.isInteger(event.sequence) && event.sequence >= 0).toBe(true);
  expect(text).toMatch(/\r\nSEQUENCE:\d+\r\n/);
  expect(event.organizer).toBe(`mailto:${ORGANIZER.email}`);
  expect(event.organizerName).toBe(ORGANIZER.name);
  // The customer the email goes to, who booked it herself: accepted, no reply expected.
  expect(event.attendees).toEqual([
    {
      address: `mailto:${email.to[0]}`,
      name: expect.any(String),
      role: 'REQ-PARTICIPANT',
      partstat: 'ACCEPTED',
      rsvp: 'FALSE',
    },
  ]);
  expect(email.to).toHaveLength(1);
  if (method === 'REQUEST') {
    // 3.2.2: DTSTART and SUMMARY too; an appointment has its end.
    expect(event.start).toEqual(expect.any(String));
    expect(event.end).toEqual(expect.any(String));
    expect(Date.parse(event.end!)).toBeGreaterThan(Date.parse(event.start!));
    expect(event.summary).toEqual(expect.any(String));
    expect(['TENTATIVE', 'CONFIRMED']).toContain(event.status);
  } else {
    // 3.2.5: the whole appointment is called off.
    expect(event.status).toBe('CANCELLED');
  }
  // Plain text: nothing shaped like an HTML tag.
  expect(event.description ?? '').not.toMatch(/<\/?[A-Za-z][^<>]*>/);
  return { method: method as 'REQUEST' | 'CANCEL', filename: disposition.params.filename!, event };
}

/** The newest outbox event of that type about the entity, once all its jobs have run. */
async function completedEvent(entityId: string, type: string): Promise<string> {
  const row = await worker
    .db('outbox_events')
    .where({ entityId, type })
    .orderBy('createdAt', 'desc')
    .first('id');
  if (!row) throw new Error(`no ${type} event for ${entityId}`);
  await worker.completed(row.id);
  return row.id;
}

/** The one email of `template` the event sent, with its calendar. */
async function calendarOf(eventId: string, template: string) {
  const emails = await worker.emailsOf(eventId, template);
  expect(emails).toHaveLength(1);
  const calendar = emailedCalendar(emails[0]!);
  expect(calendar).not.toBeNull();
  return calendar!;
}

describe('calendar files', () => {
  beforeAll(async () => {
    // The organizer is the business as Business Settings name it: its name and bookings address.
    const admin = await signedInAs(api.url, worker.db, 'admin', 'Ava');
    const settings = (await admin.client.get('/api/admin/business-settings')).json.settings;
    const put = await admin.client.request('PUT', '/api/admin/business-settings', {
      json: {
        ...settings,
        businessName: ORGANIZER.name,
        contactEmails: ['hello@rosepearl.example', ORGANIZER.email],
      },
    });
    expect(put.status).toBe(200);
  });

  it('a booking and its consultation: REQUESTs as they are made, moved and confirmed, CANCELs when called off, one UID each and a rising SEQUENCE', async () => {
    const admin = await signedInAs(api.url, worker.db, 'admin', 'Ava');
    const customer = await newCustomer(api, 'Chloe');
    const eventDate = futureDate(20);
    const booked = await customer.client.post(
      '/api/bookings',
      makeupAndHair(eventDate, { includeConsultation: true, specialNotes: '<b>No glitter</b> please' }),
    );
    expect(booked.status).toBe(201);
    const bookingId: string = booked.json.booking.id;
    const consultation = await worker.db('consultations').where({ bookingId }).first('id');

    // Requested: the appointment to add, held for the deposit.
    const created = await calendarOf(
      await completedEvent(bookingId, 'booking.created'),
      'booking-confirmation',
    );
    expect(created).toMatchObject({ method: 'REQUEST', event: { sequence: 0, status: 'TENTATIVE' } });
    expect(created.event.attendees[0]!.name).toBe('Chloe Client');
    expect(created.filename).toMatch(/^booking-[0-9A-F]{8}\.ics$/);

    // She moves it: the same UID, the next SEQUENCE, the new time.
    const moved = await customer.client.post(`/api/bookings/${bookingId}/reschedule`, {
      eventDate,
      eventTime: '14:00',
    });
    expect(moved.status).toBe(200);
    const rescheduled = await calendarOf(
      await completedEvent(bookingId, 'booking.rescheduled'),
      'booking-confirmation',
    );
    expect(rescheduled).toMatchObject({ method: 'REQUEST', event: { uid: created.event.uid, sequence: 1 } });
    expect(rescheduled.event.start).not.toBe(created.event.start);

    // The studio confirms it.
    const confirm = await admin.client.request('PATCH', `/api/admin/bookings/${bookingId}`, {
      json: { status: 'confirmed', paymentStatus: 'deposit_received' },
    });
    expect(confirm.status).toBe(200);
    const confirmed = await calendarOf(
      await completedEvent(bookingId, 'booking.confirmed'),
      'booking-confirmed',
    );
    expect(confirmed).toMatchObject({
      method: 'REQUEST',
      event: { uid: created.event.uid, sequence: 2, status: 'CONFIRMED', start: rescheduled.event.start },
    });

    // Its consultation is set, then moved: a file of its own, REQUESTs too.
    const schedule = (scheduledDate: string, scheduledTime: string) =>
      admin.client.request('PUT', `/api/staff/consultations/${consultation.id}/schedule`, {
        json: {
          scheduledDate,
          scheduledTime,
          meetingNote: 'Video call <a href="https://x.example">link</a>',
        },
      });
    expect((await schedule(futureDate(5, false), '10:00')).status).toBe(200);
    const set = await calendarOf(
      await completedEvent(consultation.id, 'consultation.scheduled'),
      'consultation-scheduled',
    );
    expect(set).toMatchObject({ method: 'REQUEST', filename: 'consultation.ics', event: { sequence: 0 } });
    expect(set.event.uid).toBe(`consultation-${consultation.id}@bridalbeauty.example`);
    expect(set.event.description ?? '').toContain('Video call link');
    expect((await schedule(futureDate(6, false), '11:30')).status).toBe(200);
    const reset = await calendarOf(
      await completedEvent(consultation.id, 'consultation.scheduled'),
      'consultation-scheduled',
    );
    expect(reset).toMatchObject({ method: 'REQUEST', event: { uid: set.event.uid, sequence: 1 } });

    // She cancels the booking: a CANCEL for it, and one for the consultation that came with it.
    expect((await customer.client.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);
    const cancelled = await calendarOf(
      await completedEvent(bookingId, 'booking.cancelled'),
      'booking-cancelled',
    );
    expect(cancelled).toMatchObject({
      method: 'CANCEL',
      filename: created.filename,
      event: { uid: created.event.uid, sequence: 3, status: 'CANCELLED', start: confirmed.event.start },
    });
    const gone = await calendarOf(
      await completedEvent(consultation.id, 'consultation.status_changed'),
      'consultation-cancelled',
    );
    expect(gone).toMatchObject({
      method: 'CANCEL',
      event: { uid: set.event.uid, sequence: 2, status: 'CANCELLED' },
    });

    // Every email she got with a calendar passes the checks above: seven files, the two
    // cancellations last (their events run side by side, so in either order).
    const hers = worker.smtp.messages.filter((m) => m.to.includes(customer.email));
    const files = hers.map(emailedCalendar).filter((c): c is EmailedCalendar => c !== null);
    const seen = files.map((f) => [f.method, f.event.uid.split('-')[0], f.event.sequence].join(' '));
    expect(seen.slice(0, 5)).toEqual([
      'REQUEST booking 0',
      'REQUEST booking 1',
      'REQUEST booking 2',
      'REQUEST consultation 0',
      'REQUEST consultation 1',
    ]);
    expect(seen.slice(5).sort()).toEqual(['CANCEL booking 3', 'CANCEL consultation 2']);
  });

  it("the stylist's feed: a plain calendar, no METHOD, plain-text descriptions, the emailed file's UID and SEQUENCE", async () => {
    const stylist = await signedInAs(api.url, worker.db, 'stylist', 'Sofia');
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

    const address = (await stylist.client.get('/api/stylist/calendar-feed')).json.url as string;
    const res = await request(`${api.url}${new URL(address).pathname}`);
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
  });
  it("the stylist's feed answers a calendar app's repeat fetch with 304 (same ETag), and a new ETag and text once a booking changes", async () => {
    const stylist = await signedInAs(api.url, worker.db, 'stylist', 'Etta');
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
    const feedUrl = `${api.url}${new URL(address).pathname}`;

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
    const admin = await signedInAs(api.url, worker.db, 'admin', 'Ada');
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
  });
});

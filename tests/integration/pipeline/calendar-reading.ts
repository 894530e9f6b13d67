import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import type { CapturedEmail } from '../support/smtp-capture';

/*
 * Reading the calendar files the app produces as mail clients and calendar apps do (issue 14.6):
 * a small MIME reader, each calendar read by two parsers (ical.js and node-ical), and the checks
 * an emailed invitation must pass.
 */

// ---- A small MIME reader: the message as a tree of parts, each decoded. ----

export interface MimePart {
  /** Lower-case type/subtype. */
  type: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  children: MimePart[];
  /** The decoded body of a leaf part. */
  body: string;
}

export function headerParams(value: string): { value: string; params: Record<string, string> } {
  const [first = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const match = param.trim().match(/^([^=]+)=\s*"?([^"]*)"?$/);
    if (match) params[match[1]!.trim().toLowerCase()] = match[2]!;
  }
  return { value: first.trim().toLowerCase(), params };
}

export function decodeBody(body: string, encoding: string): string {
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

export function parseMime(raw: string): MimePart {
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

export const leaves = (part: MimePart): MimePart[] =>
  part.children.length ? part.children.flatMap(leaves) : [part];

// ---- What both parsers read in a calendar file. ----

export interface ReadEvent {
  uid: string;
  sequence: number;
  status: string | null;
  start: string | null;
  end: string | null;
  stamp: string | null;
  /** LAST-MODIFIED (RFC 5545 3.8.7.3), as an ISO instant. */
  lastModified: string | null;
  summary: string | null;
  description: string | null;
  organizer: string | null;
  organizerName: string | null;
  attendees: Array<{ address: string; name: string | null; role: string; partstat: string; rsvp: string }>;
}

export interface ReadCalendar {
  method: string | null;
  events: ReadEvent[];
}

export function readWithIcalJs(text: string): ReadCalendar {
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
        lastModified: iso(vevent.getFirstPropertyValue('last-modified')),
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

export type NodeValue = string | { val: string; params?: Record<string, unknown> } | undefined;
export const nodeVal = (value: NodeValue) => (typeof value === 'object' ? value.val : (value ?? null));

export function readWithNodeIcal(text: string): ReadCalendar {
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
        lastModified: iso(event.lastmodified),
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

/** An instant as a calendar file's DATE-TIME holds it (UTC, whole seconds), read back as ISO. */
export const toSecond = (instant: Date | string) =>
  new Date(Math.floor(new Date(instant).getTime() / 1000) * 1000).toISOString();

/** Both parsers' reading of a calendar file; they must agree. */
export function readCalendar(text: string): ReadCalendar {
  const ical = readWithIcalJs(text);
  const node = readWithNodeIcal(text);
  expect(node).toEqual(ical);
  return ical;
}

// ---- An emailed calendar: its MIME shape, then its iTIP content. ----

export const ORGANIZER = { name: 'Rose & Pearl Studio', email: 'appointments@rosepearl.example' };

export interface EmailedCalendar {
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
export function emailedCalendar(email: CapturedEmail): EmailedCalendar | null {
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
  // When the booking or consultation last changed: before the file was written, never after.
  expect(event.lastModified).toEqual(expect.any(String));
  expect(Date.parse(event.lastModified!)).toBeLessThanOrEqual(Date.parse(event.stamp!));
  expect(text).toMatch(/\r\nLAST-MODIFIED:\d{8}T\d{6}Z\r\n/);
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

/**
 * A small iCalendar (RFC 5545) writer, pure (no Node APIs): the calendar files sent with
 * booking emails (worker; iTIP, RFC 5546) and the stylists' subscription feeds (API). CRLF line
 * ends, lines folded at 75 octets (never inside a UTF-8 character), TEXT values escaped, times
 * in UTC ('Z' form, so no VTIMEZONE is needed), DESCRIPTION plain text (never HTML).
 */

/**
 * The iTIP method of a calendar sent by email (RFC 5546 1.4): REQUEST adds or updates the
 * appointment of that UID in the recipient's calendar (a later REQUEST with a higher SEQUENCE
 * replaces it); CANCEL removes it.
 */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** A calendar user (RFC 5545 3.3.3 CAL-ADDRESS): her name (CN) and email (mailto URI). */
export interface CalendarUser {
  name?: string | null;
  email: string;
}

/** Someone taking part in the appointment (RFC 5545 3.8.4.1 ATTENDEE and its parameters). */
export interface CalendarAttendee extends CalendarUser {
  /** ROLE; REQ-PARTICIPANT (the default in RFC 5545) when left out. */
  role?: 'CHAIR' | 'REQ-PARTICIPANT' | 'OPT-PARTICIPANT' | 'NON-PARTICIPANT';
  /** PARTSTAT; NEEDS-ACTION (the default in RFC 5545) when left out. */
  partstat?: 'NEEDS-ACTION' | 'ACCEPTED' | 'DECLINED' | 'TENTATIVE';
  /** RSVP: whether the organizer expects a REPLY. */
  rsvp?: boolean;
}

export interface CalendarEvent {
  /** Stable per appointment: a later file with the same UID and a higher SEQUENCE replaces it. */
  uid: string;
  sequence: number;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  /**
   * When the appointment's information last changed where it is kept (LAST-MODIFIED, RFC 5545
   * 3.8.7.3): the booking's or consultation's own last change, not when the file was written.
   */
  lastModified: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** Required with a METHOD (RFC 5546 3.2.2, 3.2.5): who sends the appointment. */
  organizer?: CalendarUser | null;
  /** Required with a METHOD: whom it is for (RFC 5546 3.2.2: one or more; 3.2.5: all of them on a CANCEL). */
  attendees?: readonly CalendarAttendee[];
}

export interface Calendar {
  /** PRODID, e.g. '-//Bridal Beauty South Sound//Bookings//EN'. */
  productId: string;
  /**
   * The iTIP method of a calendar sent by email (see CalendarMethod): every event then has an
   * ORGANIZER and ATTENDEEs; a CANCEL's events are STATUS:CANCELLED. Left out for a
   * subscription feed, which calendar apps read as a plain calendar.
   */
  method?: CalendarMethod;
  /** The calendar's display name in calendar apps (X-WR-CALNAME), e.g. for a subscription feed. */
  name?: string | null;
  /** How often a subscribing app should fetch the feed again (REFRESH-INTERVAL, RFC 7986, and X-PUBLISHED-TTL). */
  refreshMinutes?: number | null;
  events: readonly CalendarEvent[];
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n.
 * Unicode's line and paragraph separators and NEL are line breaks too, written as \n so every
 * parser reads them (raw, node-ical's line reader loses the whole property that holds one).
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n|\u2028|\u2029|\u0085/g, '\\n');
}

/**
 * A parameter value (RFC 5545 3.2): quoted when it holds ':', ';' or ','. DQUOTE and controls
 * cannot be written there; a backslash and a caret are dropped too, as parsers read them as
 * escapes (ical.js; RFC 6868), and not all the same way.
 */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = value.replace(/["\\^\u0000-\u001f\u007f]/g, '').trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * An email address as a mailto URI (RFC 6068): characters a URI cannot hold percent-encoded,
 * so no line break, ';' or ':' can leave the property value.
 */
function mailto(email: string): string {
  const address = email.trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(address)) throw new Error(`Not an email address: ${JSON.stringify(email)}`);
  return `mailto:${address.replace(/[^A-Za-z0-9@._~!$&'*+=^`{|}-]/g, (c) => encodeURIComponent(c))}`;
}

/** ORGANIZER or ATTENDEE: CN (when named), the other parameters, then the mailto URI. */
function calAddress(property: string, user: CalendarUser, params: readonly string[] = []): string {
  const cn = paramValue(user.name ?? '');
  const name = [property, ...(cn ? [`CN=${cn}`] : []), ...params].join(';');
  return `${name}:${mailto(user.email)}`;
}

/**
 * Plain text for DESCRIPTION: calendar apps (Google Calendar, Outlook) render a description
 * that holds tags as HTML, so anything shaped like a tag ('<b>', '</p>', '<!-- -->') is taken
 * out. A '<' that starts no tag ('<3', 'a < b') stays.
 */
export function plainText(value: string): string {
  return value.replace(/<!--[\s\S]*?-->|<\/?[A-Za-z][^<>]*>/g, '');
}

/** The iTIP rules this writer keeps (RFC 5546 3.2.2 REQUEST, 3.2.5 CANCEL); a broken call throws. */
function checkItip(method: CalendarMethod, event: CalendarEvent): void {
  if (!event.organizer) throw new Error(`METHOD:${method} needs an ORGANIZER (event ${event.uid})`);
  if (!event.attendees?.length) throw new Error(`METHOD:${method} needs an ATTENDEE (event ${event.uid})`);
  if (method === 'CANCEL' && event.status !== 'CANCELLED')
    throw new Error(`METHOD:CANCEL needs STATUS:CANCELLED (event ${event.uid})`);
  if (method === 'REQUEST' && event.status === 'CANCELLED')
    throw new Error(`METHOD:REQUEST cannot carry STATUS:CANCELLED (event ${event.uid})`);
}

/** 2026-12-05T18:00:00.000Z -> '20261205T180000Z' (DATE-TIME in UTC, RFC 5545 3.3.5 form 2). */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** How many octets a character takes in UTF-8 (a surrogate pair, iterated as one character, takes 4). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

/**
 * Fold one content line (RFC 5545 3.1): no line longer than 75 octets, continuation lines
 * start with one space (which counts), and a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The calendar as text: every line folded and ended with CRLF. */
export function buildCalendar(calendar: Calendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${calendar.productId}`, 'CALSCALE:GREGORIAN'];
  if (calendar.method) lines.push(`METHOD:${calendar.method}`);
  if (calendar.name?.trim()) lines.push(`X-WR-CALNAME:${escapeText(calendar.name.trim())}`);
  if (calendar.refreshMinutes && calendar.refreshMinutes > 0) {
    const minutes = Math.trunc(calendar.refreshMinutes);
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${minutes}M`, `X-PUBLISHED-TTL:PT${minutes}M`);
  }
  for (const event of calendar.events) {
    if (calendar.method) checkItip(calendar.method, event);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
      `DTSTAMP:${formatUtc(event.stamp)}`,
      `LAST-MODIFIED:${formatUtc(event.lastModified)}`,
      `DTSTART:${formatUtc(event.start)}`,
      `DTEND:${formatUtc(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.location?.trim()) lines.push(`LOCATION:${escapeText(event.location.trim())}`);
    const description = event.description ? plainText(event.description).trim() : '';
    if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    if (event.organizer) lines.push(calAddress('ORGANIZER', event.organizer));
    for (const attendee of event.attendees ?? []) {
      lines.push(
        calAddress('ATTENDEE', attendee, [
          'CUTYPE=INDIVIDUAL',
          `ROLE=${attendee.role ?? 'REQ-PARTICIPANT'}`,
          `PARTSTAT=${attendee.partstat ?? 'NEEDS-ACTION'}`,
          ...(attendee.rsvp === undefined ? [] : [`RSVP=${attendee.rsvp ? 'TRUE' : 'FALSE'}`]),
        ]),
      );
    }
    lines.push('TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}

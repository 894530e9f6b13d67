/**
 * A small iCalendar (RFC 5545) writer, pure (no Node APIs): the calendar files attached to
 * booking emails (worker) and the stylists' subscription feeds (API). CRLF line ends, lines
 * folded at 75 octets (never inside a UTF-8 character), TEXT values escaped, times in UTC ('Z'
 * form, so no VTIMEZONE is needed).
 */

export interface CalendarEvent {
  /** Stable per appointment: a later file with the same UID and a higher SEQUENCE replaces it. */
  uid: string;
  sequence: number;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  organizer?: { name: string; email: string } | null;
}

export interface Calendar {
  /** PRODID, e.g. '-//Bridal Beauty South Sound//Bookings//EN'. */
  productId: string;
  /**
   * PUBLISH: an appointment to add to one's calendar (RFC 5546), not an invitation to answer.
   * CANCEL: the appointment of that UID is called off (its event carries STATUS:CANCELLED and a
   * higher SEQUENCE), so calendar apps remove it. Left out for a subscription feed, which
   * calendar apps read as a plain calendar.
   */
  method?: 'PUBLISH' | 'CANCEL';
  /** The calendar's display name in calendar apps (X-WR-CALNAME), e.g. for a subscription feed. */
  name?: string | null;
  /** How often a subscribing app should fetch the feed again (REFRESH-INTERVAL, RFC 7986, and X-PUBLISHED-TTL). */
  refreshMinutes?: number | null;
  events: readonly CalendarEvent[];
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (RFC 5545 3.2): quoted when it holds ':', ';' or ','; DQUOTE and controls dropped. */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
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
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
      `DTSTAMP:${formatUtc(event.stamp)}`,
      `DTSTART:${formatUtc(event.start)}`,
      `DTEND:${formatUtc(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.location?.trim()) lines.push(`LOCATION:${escapeText(event.location.trim())}`);
    if (event.description?.trim()) lines.push(`DESCRIPTION:${escapeText(event.description.trim())}`);
    if (event.url) lines.push(`URL:${event.url}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    if (event.organizer) {
      lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`);
    }
    lines.push('TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}

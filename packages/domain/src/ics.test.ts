import { buildCalendar, escapeText, foldLine, formatUtc } from './ics';

import { appointmentEvent as event, unfold } from './ics.fixture';

/**
 * UTF-8 octets of a string, counted apart from the writer's own arithmetic: every octet
 * encodeURIComponent escapes becomes '%XX'. A lone surrogate (a split pair) makes it throw.
 */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length;

describe('iCalendar writer', () => {
  const text = buildCalendar({
    productId: '-//Bridal Beauty//Bookings//EN',
    method: 'REQUEST',
    events: [event],
  });
  const lines = unfold(text).split('\r\n');

  it('ends every line with CRLF and never uses a bare LF or CR', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('wraps one VEVENT in a VCALENDAR with version, product, method and the event properties', () => {
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Bridal Beauty//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ]);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(lines).toEqual(
      expect.arrayContaining([
        `UID:${event.uid}`,
        'SEQUENCE:2',
        'DTSTAMP:20261122T081530Z',
        'LAST-MODIFIED:20261121T170409Z',
        'DTSTART:20261205T180000Z',
        'DTEND:20261205T203000Z',
        'STATUS:TENTATIVE',
        `URL:${event.url}`,
        'ORGANIZER;CN="Bridal Beauty: South Sound":mailto:bookings@bridalbeauty.example',
        'ATTENDEE;CN=Chloe Bennett;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:chloe@example.com',
        'END:VEVENT',
      ]),
    );
  });

  it('escapes TEXT values: backslash, semicolon, comma and line breaks', () => {
    expect(lines).toContain('SUMMARY:Bridal Beauty\\; South Sound\\, appointment');
    expect(lines).toContain('LOCATION:12 Elm St\\, Apt 4\\nPuyallup\\, WA');
    expect(lines).toContain('DESCRIPTION:Services: Bride Only Package\\, False Lashes\\nPaid with C:\\\\app');
    expect(escapeText('a\r\nb\rc')).toBe('a\\nb\\nc');
  });

  it('leaves out LOCATION, DESCRIPTION, URL, ORGANIZER and ATTENDEE when there are none (a feed)', () => {
    const bare = buildCalendar({
      productId: 'x',
      events: [{ ...event, location: '  ', description: null, url: null, organizer: null, attendees: [] }],
    });
    expect(bare).not.toMatch(/^(LOCATION|DESCRIPTION|URL|ORGANIZER|ATTENDEE)/m);
  });

  it('writes a subscription feed: no METHOD, a display name, a refresh interval, several events', () => {
    const feed = unfold(
      buildCalendar({
        productId: '-//Bridal Beauty//Stylist feed//EN',
        name: 'Bridal Beauty, appointments',
        refreshMinutes: 60,
        events: [event, { ...event, uid: 'second@x', status: 'CONFIRMED' }],
      }),
    ).split('\r\n');
    expect(feed.some((l) => l.startsWith('METHOD'))).toBe(false);
    expect(feed).toEqual(
      expect.arrayContaining([
        'X-WR-CALNAME:Bridal Beauty\\, appointments',
        'REFRESH-INTERVAL;VALUE=DURATION:PT60M',
        'X-PUBLISHED-TTL:PT60M',
        'UID:second@x',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(feed.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(feed.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
  });

  it('writes a cancellation: METHOD:CANCEL, the same UID, STATUS:CANCELLED and the SEQUENCE given', () => {
    const cancel = unfold(
      buildCalendar({
        productId: '-//Bridal Beauty//Bookings//EN',
        method: 'CANCEL',
        events: [{ ...event, sequence: 3, status: 'CANCELLED' }],
      }),
    ).split('\r\n');
    expect(cancel).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', `UID:${event.uid}`, 'SEQUENCE:3', 'STATUS:CANCELLED']),
    );
    expect(cancel.filter((l) => l.startsWith('METHOD'))).toEqual(['METHOD:CANCEL']);
  });

  it('writes LAST-MODIFIED once per event, in UTC, right after DTSTAMP, in an emailed file and in a feed', () => {
    // Its own instant, not DTSTAMP's: the appointment changed before the file was written.
    const at = lines.indexOf('DTSTAMP:20261122T081530Z');
    expect(lines[at + 1]).toBe('LAST-MODIFIED:20261121T170409Z');
    expect(lines.filter((l) => l.startsWith('LAST-MODIFIED'))).toHaveLength(1);
    const feed = unfold(
      buildCalendar({
        productId: 'x',
        events: [event, { ...event, uid: 'second@x', lastModified: new Date('2026-11-23T00:00:00Z') }],
      }),
    ).split('\r\n');
    expect(feed.filter((l) => l.startsWith('LAST-MODIFIED:'))).toEqual([
      'LAST-MODIFIED:20261121T170409Z',
      'LAST-MODIFIED:20261123T000000Z',
    ]);
  });

  it('formats instants as UTC DATE-TIME', () => {
    expect(formatUtc(new Date('2027-03-14T17:00:00.999Z'))).toBe('20270314T170000Z');
  });
});

describe('line folding', () => {
  it('keeps lines of 75 octets or fewer as they are', () => {
    const line = `DESCRIPTION:${'a'.repeat(63)}`;
    expect(line).toHaveLength(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[0]).toHaveLength(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
  });

  it('counts octets, not characters, and never splits a UTF-8 character', () => {
    const line = `LOCATION:${'Café Ünïcode 💄 '.repeat(12)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      // A split surrogate pair would make encodeURIComponent throw.
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toMatch(/[\uD800-\uDBFF]$/);
    }
    expect(unfold(folded)).toBe(line);
  });
});

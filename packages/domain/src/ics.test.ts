import fc from 'fast-check';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { buildCalendar, type CalendarEvent, escapeText, foldLine, formatUtc, plainText } from './ics';

/** Undo RFC 5545 folding: a CRLF followed by one space or tab joins the lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

/**
 * UTF-8 octets of a string, counted apart from the writer's own arithmetic: every octet
 * encodeURIComponent escapes becomes '%XX'. A lone surrogate (a split pair) makes it throw.
 */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length;

const event: CalendarEvent = {
  uid: 'booking-0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10@bridalbeauty.example',
  sequence: 2,
  stamp: new Date('2026-11-22T08:15:30.123Z'),
  start: new Date('2026-12-05T18:00:00Z'),
  end: new Date('2026-12-05T20:30:00Z'),
  summary: 'Bridal Beauty; South Sound, appointment',
  location: '12 Elm St, Apt 4\nPuyallup, WA',
  description: 'Services: Bride Only Package, False Lashes\nPaid with C:\\app',
  url: 'http://localhost:3000/bookings/0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10',
  status: 'TENTATIVE',
  organizer: { name: 'Bridal Beauty: South Sound', email: 'bookings@bridalbeauty.example' },
  attendees: [
    {
      name: 'Chloe Bennett',
      email: 'chloe@example.com',
      role: 'REQ-PARTICIPANT',
      partstat: 'ACCEPTED',
      rsvp: false,
    },
  ],
};

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

  it('formats instants as UTC DATE-TIME', () => {
    expect(formatUtc(new Date('2027-03-14T17:00:00.999Z'))).toBe('20270314T170000Z');
  });
});

/** ical.js's reading: the calendar's METHOD and its one event's properties. */
function readWithIcalJs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const organizer = vevent.getFirstProperty('organizer')!;
  const attendees = vevent.getAllProperties('attendee');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    summary: vevent.getFirstPropertyValue('summary'),
    location: vevent.getFirstPropertyValue('location'),
    description: vevent.getFirstPropertyValue('description'),
    start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    organizer: { cn: organizer.getParameter('cn'), value: organizer.getFirstValue() },
    attendees: attendees.map((a) => ({
      cn: a.getParameter('cn'),
      role: a.getParameter('role'),
      partstat: a.getParameter('partstat'),
      rsvp: a.getParameter('rsvp'),
      value: a.getFirstValue(),
    })),
  };
}

/** node-ical's reading of the same: the VCALENDAR's method and the one VEVENT. */
function readWithNodeIcal(text: string) {
  const parsed = nodeIcal.sync.parseICS(text);
  const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as nodeIcal.VEvent[];
  expect(events).toHaveLength(1);
  const vcalendar = parsed.vcalendar as unknown as { method?: string };
  return { method: vcalendar.method, event: events[0]! };
}

/** A node-ical value that may carry parameters: its value. */
const plainValue = (value: unknown) =>
  typeof value === 'object' && value !== null && 'val' in value ? (value as { val: unknown }).val : value;

describe('iTIP (RFC 5546) calendars', () => {
  const request = buildCalendar({
    productId: '-//Bridal Beauty//Bookings//EN',
    method: 'REQUEST',
    events: [event],
  });
  const cancel = buildCalendar({
    productId: '-//Bridal Beauty//Bookings//EN',
    method: 'CANCEL',
    events: [{ ...event, sequence: 3, status: 'CANCELLED' }],
  });

  it('a REQUEST reads the same in ical.js and node-ical: METHOD, UID, SEQUENCE, ORGANIZER and ATTENDEE', () => {
    const ical = readWithIcalJs(request);
    expect(ical).toMatchObject({
      method: 'REQUEST',
      uid: event.uid,
      sequence: 2,
      status: 'TENTATIVE',
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.start.toISOString(),
      organizer: { cn: 'Bridal Beauty: South Sound', value: 'mailto:bookings@bridalbeauty.example' },
      attendees: [
        {
          cn: 'Chloe Bennett',
          role: 'REQ-PARTICIPANT',
          partstat: 'ACCEPTED',
          rsvp: 'FALSE',
          value: 'mailto:chloe@example.com',
        },
      ],
    });
    const node = readWithNodeIcal(request);
    expect(node.method).toBe('REQUEST');
    expect(node.event).toMatchObject({
      uid: event.uid,
      sequence: 2,
      status: 'TENTATIVE',
      summary: event.summary,
      location: event.location,
      description: event.description,
    });
    expect(new Date(node.event.start as Date).toISOString()).toBe(event.start.toISOString());
    expect(plainValue(node.event.organizer)).toBe('mailto:bookings@bridalbeauty.example');
    const attendee = node.event.attendee as { params: Record<string, unknown>; val: string };
    expect(attendee.val).toBe('mailto:chloe@example.com');
    expect(attendee.params).toMatchObject({
      CN: 'Chloe Bennett',
      ROLE: 'REQ-PARTICIPANT',
      PARTSTAT: 'ACCEPTED',
    });
  });

  it('a CANCEL reads as a cancellation of the same UID at a higher SEQUENCE in both parsers', () => {
    expect(readWithIcalJs(cancel)).toMatchObject({
      method: 'CANCEL',
      uid: event.uid,
      sequence: 3,
      status: 'CANCELLED',
    });
    const node = readWithNodeIcal(cancel);
    expect(node.method).toBe('CANCEL');
    expect(node.event).toMatchObject({ uid: event.uid, sequence: 3, status: 'CANCELLED' });
    expect(plainValue(node.event.organizer)).toBe('mailto:bookings@bridalbeauty.example');
    expect((node.event.attendee as { val: string }).val).toBe('mailto:chloe@example.com');
  });

  it('refuses an iTIP calendar without ORGANIZER or ATTENDEE, a CANCEL not cancelled, a REQUEST cancelled', () => {
    const build = (method: 'REQUEST' | 'CANCEL', changes: Partial<CalendarEvent>) => () =>
      buildCalendar({ productId: 'x', method, events: [{ ...event, ...changes }] });
    expect(build('REQUEST', { organizer: null })).toThrow(/needs an ORGANIZER/);
    expect(build('REQUEST', { attendees: [] })).toThrow(/needs an ATTENDEE/);
    expect(build('CANCEL', { status: 'CONFIRMED' })).toThrow(/STATUS:CANCELLED/);
    expect(build('REQUEST', { status: 'CANCELLED' })).toThrow(/cannot carry STATUS:CANCELLED/);
    expect(build('CANCEL', { status: 'CANCELLED' })).not.toThrow();
  });

  it('writes addresses as mailto URIs nothing can break out of, and refuses what is no address', () => {
    const withAddress = (email: string) =>
      buildCalendar({ productId: 'x', method: 'REQUEST', events: [{ ...event, attendees: [{ email }] }] });
    expect(unfold(withAddress('o;brien:x@example.com'))).toContain(
      '\r\nATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:o%3Bbrien%3Ax@example.com\r\n',
    );
    expect(() => withAddress('chloe@example.com\r\nATTENDEE:mailto:x@y')).toThrow(/Not an email address/);
    expect(() => withAddress('no-at-sign')).toThrow(/Not an email address/);
  });
  it('reads a typed line or paragraph separator as a line break, in both parsers', () => {
    const location = '12 Elm St\u2028Puyallup,\u2029WA\u0085USA';
    const text = buildCalendar({ productId: 'x', method: 'REQUEST', events: [{ ...event, location }] });
    expect(readWithIcalJs(text).location).toBe('12 Elm St\nPuyallup,\nWA\nUSA');
    expect(readWithNodeIcal(text).event.location).toBe('12 Elm St\nPuyallup,\nWA\nUSA');
  });
  it('any summary, location, description and names survive both parsers, folded or not', () => {
    // Text a person could type: letters of any script, emoji, punctuation, line breaks.
    const typed = fc
      .string({
        unit: fc.oneof(
          fc.constantFrom(...'aZn ,;:\\"\'\n<>&^é💄漢'),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        ),
        maxLength: 120,
      })
      .map((t) => t.replace(/\r/g, ''));
    const named = typed.map((t) => t.replace(/[\n"]/g, ' ').trim()).filter((t) => t.length > 0);
    fc.assert(
      fc.property(typed, typed, typed, named, named, (summary, location, description, business, customer) => {
        const text = buildCalendar({
          productId: 'x',
          method: 'REQUEST',
          events: [
            {
              ...event,
              summary,
              location,
              description,
              organizer: { name: business, email: 'bookings@bridalbeauty.example' },
              attendees: [{ name: customer, email: 'chloe@example.com', rsvp: false }],
            },
          ],
        });
        // Unicode's line separators are written as line breaks.
        const asWritten = (value: string) => value.replace(/[\u2028\u2029\u0085]/g, '\n');
        const expected = {
          summary: asWritten(summary),
          location: asWritten(location).trim() || null,
          description: plainText(asWritten(description)).trim() || null,
        };
        const ical = readWithIcalJs(text);
        expect({ summary: ical.summary, location: ical.location, description: ical.description }).toEqual(
          expected,
        );
        // A parameter cannot hold DQUOTE or controls; a backslash and a caret are dropped (escapes to parsers).
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the writer drops control characters
        const param = (name: string) => name.replace(/[\\^\u0000-\u001f\u007f]/g, '').trim();
        expect(ical.organizer.cn ?? '').toBe(param(business));
        expect(ical.attendees[0]!.cn ?? '').toBe(param(customer));
        // node-ical reads TEXT loosely: it unescapes '\\,' '\\;' '\\n' before '\\\\' (so a typed
        // backslash before n, ',' or ';' comes back changed) and drops quotes around a whole
        // value; the fields without those shapes must read exactly.
        const node = readWithNodeIcal(text).event;
        const nodeReads = (value: string | null) => !value || !(value.includes('\\') || /^".*"$/.test(value));
        const read = {
          summary: node.summary ?? '',
          location: node.location ?? null,
          description: node.description ?? null,
        };
        for (const field of ['summary', 'location', 'description'] as const) {
          if (nodeReads(expected[field])) expect(read[field]).toEqual(expected[field]);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('plain-text descriptions', () => {
  it('takes out anything shaped like an HTML tag and keeps a lone "<"', () => {
    expect(plainText('<b>Sensitive</b> skin<br/><script>alert(1)</script><!-- x -->')).toBe(
      'Sensitive skinalert(1)',
    );
    expect(plainText('I <3 it; 2 < 3 and a<b')).toBe('I <3 it; 2 < 3 and a<b');
  });

  it('writes DESCRIPTION without tags, in an emailed file and in a feed alike', () => {
    const html = { ...event, description: 'Notes: <p>Bring <i>the</i> veil</p>\nCall <a href="x">me</a>' };
    for (const method of ['REQUEST', undefined] as const) {
      const text = buildCalendar({ productId: 'x', ...(method ? { method } : {}), events: [html] });
      expect(readWithIcalJs(text).description).toBe('Notes: Bring the veil\nCall me');
      expect(readWithNodeIcal(text).event.description).toBe('Notes: Bring the veil\nCall me');
    }
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

import fc from 'fast-check';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { buildCalendar, type CalendarEvent, plainText } from './ics';
import { appointmentEvent as event, unfold } from './ics.fixture';

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
    // The same event fields, whichever library reads the invitation.
    const requestedEvent = {
      uid: event.uid,
      sequence: 2,
      status: 'TENTATIVE',
      summary: event.summary,
      location: event.location,
      description: event.description,
    };
    const ical = readWithIcalJs(request);
    expect(ical).toMatchObject({
      method: 'REQUEST',
      ...requestedEvent,
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
    expect(node.event).toMatchObject(requestedEvent);
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

  it('LAST-MODIFIED reads back as the same UTC instant (to the second) in both parsers, apart from DTSTAMP', () => {
    const lastModified = new Date('2026-11-21T17:04:09.000Z');
    for (const text of [request, cancel, buildCalendar({ productId: 'x', events: [event] })]) {
      const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
      const read = vevent.getFirstPropertyValue('last-modified') as ICAL.Time;
      expect(read.zone?.tzid).toBe('UTC');
      expect(read.toJSDate().toISOString()).toBe(lastModified.toISOString());
      const node = readWithNodeIcal(text).event;
      expect(node.lastmodified).toBeInstanceOf(Date);
      expect(node.lastmodified?.toISOString()).toBe(lastModified.toISOString());
      expect(new Date(node.dtstamp).toISOString()).toBe('2026-11-22T08:15:30.000Z');
    }
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

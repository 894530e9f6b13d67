import { serviceMinutes } from '@beauty/domain/booking-rules';
import { TIMELINE_LABELS } from '@beauty/domain/events';
import { formatUtc } from '@beauty/domain/ics';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { deliveryKeyFor } from '@beauty/worker/pipeline/email';
import { aroundNextDstChange, businessDate, insertBooking, insertCustomer } from './booking-fixture';
import { bookingWorker, calendarPartOf, parseIcs } from './booking-worker';
import { readableEmail } from './worker-harness';

const STAFF = 'staff@bridalbeauty.example';

const worker = bookingWorker('booking_emails');
const { completed, emailsOf, timelineOf } = worker;

describe('booking.created', () => {
  it('emails the customer a confirmation with the amounts, how to pay and a valid .ics; notifies the staff; records the timeline', async () => {
    const eventDate = businessDate(20);
    const { customer, bookingId, eventId } = await worker.book({
      bridalPackage: 'bride-only',
      addOns: ['hair-accessories', 'travel'],
      eventDate,
      eventTime: '10:00',
      eventType: 'wedding',
      location: '12 Elm St, Puyallup',
      specialNotes: 'Ceremony at 2pm',
      paymentMethod: 'cashapp',
      paymentHandle: '$chloeb',
    });

    // Bride Only $400 + accessories $50 + travel in Puyallup ($0): $450, 50% deposit.
    const [confirmation] = await emailsOf(eventId, 'booking-confirmation');
    expect(confirmation!.to).toEqual([customer.email]);
    const startsAt = appointmentStartsAt(eventDate, '10:00');
    expect(confirmation!.subject).toMatch(/^Booking confirmation: \w+day, \w+ \d{1,2}, \d{4} at 10:00 AM$/);
    const body = readableEmail(confirmation!.raw);
    // Sent under the brand's full name, the name the email signs with.
    expect(confirmation!.raw).toMatch(
      /^From: Bridal Beauty South Sound <no-reply@bridalbeauty\.example>\r?$/m,
    );
    for (const line of [
      'Hi Chloe,',
      '- Bride Only Package: $400',
      '- Premium hair accessories: $50',
      '- Travel to Puyallup: $0',
      'Event: Wedding',
      'Location: 12 Elm St, Puyallup',
      'Area: Puyallup, no travel fee',
      'Everyone ready: at 12:30 PM',
      'Who comes',
      'Everyone is ready at 12:30 PM.',
      'Total: $450',
      'Deposit (50%): $225, due by ',
      'Balance due on the day: $225',
      'send the $225 deposit with Cash App to $BridalBeautySS',
      'We will match it to your Cash App account $chloeb.',
      'until 48 hours before your appointment',
      `View your booking: http://localhost:3000/bookings/${bookingId}`,
    ]) {
      expect(body).toContain(line);
    }
    // One stylist of the team styles the bride from 10:00; the request holds its date for the deposit.
    expect(body).toMatch(/- Team\d Test: 10:00 AM – 12:30 PM \(Bride at 10:00 AM\)/);
    // The deposit is due when the hold ends (as /book and the booking page say), not 'now'.
    expect(body).toMatch(
      /Deposit \(50%\): \$225, due by \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M \(Pacific Time\), or the date is released/,
    );
    expect(body).not.toContain('due now');
    expect(body).toMatch(
      /We hold your date until \w+day, .*: if the deposit has not arrived by then, the date is released\./,
    );

    const calendar = calendarPartOf(confirmation!.raw);
    expect(calendar).not.toBeNull();
    // The invitation part (text/calendar beside the text and HTML); the same file is attached as
    // application/ics under its name (tests/integration/pipeline/calendar-files.test.ts).
    expect(calendar!.headers).toMatch(/content-type:\s*text\/calendar;.*method=REQUEST/i);
    expect(confirmation!.raw).toMatch(
      /content-disposition:\s*attachment;\s*filename=booking-[0-9A-F]{8}\.ics/i,
    );
    const ics = parseIcs(calendar!.content);
    expect(ics.events).toBe(1);
    expect(ics.get('METHOD', 'VCALENDAR')).toEqual(['REQUEST']);
    expect(ics.get('ATTENDEE')).toEqual([`mailto:${customer.email}`]);
    expect(ics.get('ORGANIZER')).toEqual(['mailto:bookings@bridalbeauty.example']);
    expect(ics.get('VERSION', 'VCALENDAR')).toEqual(['2.0']);
    expect(ics.get('UID')).toEqual([`booking-${bookingId}@bridalbeauty.example`]);
    expect(ics.get('SEQUENCE')).toEqual(['0']);
    expect(ics.get('DTSTART')).toEqual([formatUtc(startsAt)]);
    // The appointment runs until everyone is ready: the bride's styling.
    const end = new Date(startsAt.getTime() + serviceMinutes({ bridalPackage: 'bride-only' }) * 60_000);
    expect(ics.get('DTEND')).toEqual([formatUtc(end)]);
    expect(ics.get('DESCRIPTION')[0]).toMatch(/Who comes:\\nTeam\d Test: 10:00 AM – 12:30 PM/);
    expect(ics.get('DTSTAMP')[0]).toMatch(/^\d{8}T\d{6}Z$/);
    expect(ics.get('LOCATION')).toEqual(['12 Elm St\\, Puyallup']);
    expect(ics.get('SUMMARY')).toEqual(['Bridal Beauty South Sound appointment (Wedding)']);

    // Stored with the render, so a retry sends the same bytes.
    const delivery = await worker
      .db('email_deliveries')
      .where({ deliveryKey: deliveryKeyFor(eventId, 'booking-confirmation', customer.email) })
      .first();
    expect(delivery.attachments).toEqual([
      {
        filename: expect.stringMatching(/^booking-[0-9A-F]{8}\.ics$/),
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: calendar!.content,
      },
    ]);

    const [staff] = await emailsOf(eventId, 'booking-staff-notification');
    expect(staff!.to).toEqual([STAFF]);
    expect(staff!.subject).toMatch(/^New booking: Chloe Bennett, /);
    // A reply goes to the customer; the customer's own email answers to the business.
    expect(staff!.replyTo).toBe(customer.email);
    const staffBody = readableEmail(staff!.raw);
    for (const line of [
      'Customer: Chloe Bennett',
      `Email: ${customer.email}`,
      'Phone: 253-555-0199',
      'Location: 12 Elm St, Puyallup',
      'Payment method: Cash App, $chloeb',
      'Total: $450',
      'Deposit (50%): $225',
      'Notes: Ceremony at 2pm',
      'Area: Puyallup, no travel fee',
      'People styled: 1',
      'Who comes when',
    ]) {
      expect(staffBody).toContain(line);
    }
    expect(staffBody).toMatch(/Stylists: Team\d Test/);
    // The zone as the customer's email states it.
    expect(staffBody).toMatch(/When: \w+day, \w+ \d{1,2}, \d{4} at 10:00 AM \(Pacific Time\)\r?\n/);
    // "Open the dashboard" opens the staff screen, not the customer dashboard.
    expect(staffBody).toContain('Manage bookings in the dashboard: http://localhost:3000/stylist');
    // Travel held before and after: 15 minutes each way, and the buffer after.
    expect(staffBody).toMatch(
      /- Team\d Test \(lead\): 10:00 AM – 12:30 PM, held 9:45 AM – 1:15 PM with travel and buffer \(Bride at 10:00 AM\)/,
    );
    expect(calendarPartOf(staff!.raw)).toBeNull();

    const timeline = await timelineOf(bookingId);
    expect(timeline[0]).toEqual({ status: 'pending', label: TIMELINE_LABELS.requestReceived, detail: null });
    expect(timeline.map((t) => t.label).sort()).toEqual(
      [
        TIMELINE_LABELS.requestReceived,
        TIMELINE_LABELS.confirmationEmailSent,
        TIMELINE_LABELS.teamNotified,
      ].sort(),
    );
    expect(timeline.every((t) => t.status === 'pending')).toBe(true);

    const jobs = await worker.db('outbox_event_jobs').where({ eventId }).orderBy('jobName');
    expect(jobs.map((j) => [j.jobName, j.result])).toEqual([
      ['email.booking-confirmation', 'done'],
      ['email.booking-staff-notification', 'done'],
      // The release of the hold is due when the deposit is.
      ['holds.sync-booking', 'done'],
      ['reminders.sync-booking', 'done'],
      // The studio's figures, and those of the stylist the allocator sent, are recomputed.
      ['stats.recompute-studio', 'done'],
      ['stats.recompute-stylist', 'done'],
      ['timeline.record', 'done'],
    ]);
  });

  it('a makeup and hair booking asks for a 30% deposit, here with Venmo', async () => {
    const { eventId } = await worker.book({
      makeupService: 'better',
      hairService: 'styled',
      addOns: ['lashes'],
      eventDate: businessDate(21),
      eventTime: '14:00',
      eventType: 'date-night',
      paymentMethod: 'venmo',
      paymentHandle: '@chloe-b',
    });

    // Better $100 + Styled Half-Up $100 + lashes $20 = $220; 30% = $66.
    const [confirmation] = await emailsOf(eventId, 'booking-confirmation');
    const body = readableEmail(confirmation!.raw);
    for (const line of [
      '- Makeup: Better: $100',
      '- Hair: Styled Half-Up: $100',
      '- False Lashes: $20',
      'Total: $220',
      'Deposit (30%): $66, due by ',
      'Balance due on the day: $154',
      'send the $66 deposit with Venmo to @BridalBeautySS',
      'We will match it to your Venmo account @chloe-b.',
      'Event: Date night',
    ]) {
      expect(body).toContain(line);
    }
    expect(body).toContain('at 2:00 PM');
  });

  it('puts the same wall-clock slot one hour apart in UTC on either side of a daylight saving change', async () => {
    const { before, after } = aroundNextDstChange();
    const customer = await insertCustomer(worker.db);
    const starts: string[] = [];
    for (const eventDate of [before, after]) {
      const { eventId } = await insertBooking(worker.db, customer.id, {
        makeupService: 'good',
        eventDate,
        eventTime: '10:00',
        paymentMethod: 'applepay',
        paymentHandle: 'chloe@icloud.com',
      });
      await completed(eventId);
      const [confirmation] = await emailsOf(eventId, 'booking-confirmation');
      const ics = parseIcs(calendarPartOf(confirmation!.raw)!.content);
      expect(ics.get('DTSTART')).toEqual([formatUtc(appointmentStartsAt(eventDate, '10:00'))]);
      starts.push(ics.get('DTSTART')[0]!);
      expect(readableEmail(confirmation!.raw)).toContain(
        'with Apple Pay (Apple Cash, in Messages or Wallet) to bookings@bridalbeauty.example',
      );
    }
    const hourOf = (stamp: string) => Number(stamp.slice(9, 11));
    // 10:00 is 17:00Z in PDT and 18:00Z in PST: whichever way the clocks go, one hour apart.
    expect(Math.abs(hourOf(starts[0]!) - hourOf(starts[1]!))).toBe(1);
    expect(starts.map(hourOf).sort()).toEqual([17, 18]);
  });
});

import { signedInAs } from '../backoffice/staff-support';
import { futureDate, makeupAndHair, newCustomer } from '../bookings/booking-support';
import { type EmailedCalendar, emailedCalendar } from './calendar-reading';
import { calendarWorld } from './calendar-world';

/**
 * Issue 14.6: every calendar file the app produces is one calendar apps act on. The emailed ones
 * are iTIP (RFC 5546): METHOD:REQUEST to add or update an appointment, METHOD:CANCEL to remove
 * it, with the business as ORGANIZER and the customer as ATTENDEE, sent as a
 * `text/calendar; method=…` part beside the text and HTML (what Gmail and Outlook read as an
 * invitation) and as an .ics attachment (what Apple Mail opens).
 * The real API and worker, the real SMTP listener; each file is read by two parsers, ical.js
 * and node-ical.
 */
const world = calendarWorld('calendar_invitations');
const { worker, completedEvent, calendarOf } = world;

describe('calendar invitations emailed with bookings and consultations', () => {
  it('a booking and its consultation: REQUESTs as they are made, moved and confirmed, CANCELs when called off, one UID each and a rising SEQUENCE', async () => {
    const admin = await signedInAs(world.api.url, worker.db, 'admin', 'Ava');
    const customer = await newCustomer(world.api, 'Chloe');
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
});

import { consultationMessages } from '@beauty/domain/messages';
import { formatServiceDate } from '@beauty/domain/payment-words';
import { signedInAs } from '../backoffice/staff-support';
import { futureDate, makeupAndHair, newCustomer } from '../bookings/booking-support';
import { type EmailedCalendar, emailedCalendar, leaves, parseMime, toSecond } from './calendar-reading';
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
    // LAST-MODIFIED: when the consultation last changed (its time was set), in UTC.
    const consultationRow = await worker
      .db('consultations')
      .where({ id: consultation.id })
      .first('updatedAt');
    expect(set.event.lastModified).toBe(toSecond(consultationRow.updatedAt));
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

  it('a consultation asked for on the landing page: scheduled with a date and time, she gets the file, a move replaces it', async () => {
    const admin = await signedInAs(world.api.url, worker.db, 'admin', 'Ava');
    // She has an account with a confirmed email, and types it with a capital on the landing page.
    const bride = await newCustomer(world.api, 'Maren');
    const email = `M${bride.email.slice(1)}`;
    const asked = await admin.client.post('/api/consultation-requests', { name: 'Maren Holt', email });
    expect(asked.status).toBe(201);
    const requestId: string = asked.json.id;
    const schedule = (scheduledDate: string, scheduledTime: string, meetingNote?: string) =>
      admin.client.request('PUT', `/api/admin/consultation-requests/${requestId}/schedule`, {
        json: { scheduledDate, scheduledTime, ...(meetingNote ? { meetingNote } : {}) },
      });
    const stored = () =>
      worker
        .db('consultation_requests')
        .where({ id: requestId })
        .first('status', 'scheduledDate', 'scheduledTime', 'calendarSequence');

    // A time in the past is refused under its field, and nothing changes.
    const past = await schedule('2020-01-01', '10:00');
    expect(past.status).toBe(400);
    expect(past.json.errors).toContainEqual({
      field: 'scheduledTime',
      message: consultationMessages.inThePast,
    });
    expect(await stored()).toMatchObject({ status: 'new', scheduledDate: null, calendarSequence: 0 });
    // So is 2:00 AM (a slip of AM for PM): nobody is emailed a time in the night.
    const night = await schedule(futureDate(8, false), '02:00');
    expect(night.status).toBe(400);
    expect(night.json.errors).toContainEqual({
      field: 'scheduledTime',
      message: 'Please choose a time between 7:00 AM and 9:00 PM (Pacific Time).',
    });
    expect(await stored()).toMatchObject({ status: 'new', scheduledDate: null, calendarSequence: 0 });

    const first = futureDate(8, false);
    const set = await schedule(first, '14:00', 'At the studio');
    expect(set.status).toBe(200);
    expect(set.json).toEqual({
      id: requestId,
      status: 'scheduled',
      scheduledDate: first,
      scheduledTime: '14:00',
      meetingNote: 'At the studio',
    });
    const invited = await calendarOf(
      await completedEvent(requestId, 'consultation_request.scheduled'),
      'consultation-request-scheduled',
    );
    expect(invited).toMatchObject({
      method: 'REQUEST',
      filename: 'consultation.ics',
      event: { sequence: 0 },
    });
    expect(invited.event.uid).toBe(`consultation-${requestId}@bridalbeauty.example`);
    expect(invited.event.attendees[0]!.name).toBe('Maren Holt');
    const requestRow = await worker.db('consultation_requests').where({ id: requestId }).first('updatedAt');
    expect(invited.event.lastModified).toBe(toSecond(requestRow.updatedAt));
    // She may have no dashboard to move it from: she writes to the studio.
    const [sent] = await worker.emailsOf(
      await completedEvent(requestId, 'consultation_request.scheduled'),
      'consultation-request-scheduled',
    );
    const words = leaves(parseMime(sent!.raw)).find((part) => part.type === 'text/plain')!.body;
    expect(sent!.to.map((address) => address.toLowerCase())).toEqual([bride.email]);
    expect(words).toContain('write to us at hello@rosepearl.example');
    expect(words).not.toContain('dashboard');
    // The panel's list shows it, with the timeline's 'scheduled' status.
    const listed = (await admin.client.get('/api/admin/consultation-requests')).json.find(
      (item: { id: string }) => item.id === requestId,
    );
    expect(listed).toMatchObject({ status: 'scheduled', scheduledDate: first, scheduledTime: '14:00' });

    // The same time again is refused; a move sends the same UID with the next SEQUENCE.
    expect((await schedule(first, '14:00', 'At the studio')).status).toBe(409);
    expect((await schedule(futureDate(9, false), '10:30')).status).toBe(200);
    const moved = await calendarOf(
      await completedEvent(requestId, 'consultation_request.scheduled'),
      'consultation-request-scheduled',
    );
    expect(moved).toMatchObject({ method: 'REQUEST', event: { uid: invited.event.uid, sequence: 1 } });
    expect(await stored()).toMatchObject({
      status: 'scheduled',
      scheduledTime: '10:30',
      calendarSequence: 1,
    });
    // Only how they meet changes: her calendar gets the new note, her timeline says so, not 'moved'.
    expect((await schedule(futureDate(9, false), '10:30', 'Video call')).status).toBe(200);
    await completedEvent(requestId, 'consultation_request.scheduled');
    // Its timeline keeps each time it was given, in order, beside the status change.
    await completedEvent(requestId, 'consultation_request.status_changed');
    const history = (await admin.client.get(`/api/timelines/consultation-request/${requestId}`)).json
      .entries as Array<{ label: string; status: string; detail: string | null }>;
    const scheduling = history.filter((entry) => entry.label.startsWith('Consultation'));
    expect(scheduling.map((entry) => [entry.label, entry.status])).toEqual([
      ['Consultation scheduled', 'scheduled'],
      ['Consultation moved', 'scheduled'],
      ['Consultation details updated', 'scheduled'],
    ]);
    expect(scheduling[0]!.detail).toBe(`${formatServiceDate(first)} at 2:00 PM`);
    expect(scheduling[1]!.detail).toBe(`${formatServiceDate(futureDate(9, false))} at 10:30 AM`);
    expect(history.map((entry) => entry.label)).toContain('Marked scheduled');

    // Her dashboard lists it (a free one, moved by replying); nobody else's does, nor hers
    // while her email is not confirmed.
    const hers = async (client: typeof bride.client) =>
      ((await client.get('/api/consultations')).json as Array<{ id: string }>).find(
        (c) => c.id === requestId,
      );
    expect(await hers(bride.client)).toMatchObject({
      status: 'scheduled',
      scheduledTime: '10:30',
      usedFreeConsultation: true,
      askedOnline: true,
      bookingId: null,
    });
    const customer = await newCustomer(world.api, 'Nia');
    expect(await hers(customer.client)).toBeUndefined();
    await worker.db('users').where({ id: bride.id }).update({ emailVerifiedAt: null });
    expect(await hers(bride.client)).toBeUndefined();
    // An account an OpenID Connect provider vouches for counts as confirmed.
    await worker
      .db('users')
      .where({ id: bride.id })
      .update({ oidcSubject: `sub-${bride.id}` });
    expect(await hers(bride.client)).toMatchObject({ askedOnline: true });

    // Another customer may not schedule it; an unknown request is not found.
    const refused = await customer.client.request(
      'PUT',
      `/api/admin/consultation-requests/${requestId}/schedule`,
      {
        json: { scheduledDate: futureDate(10, false), scheduledTime: '09:00' },
      },
    );
    expect(refused.status).toBe(403);
    const unknown = await admin.client.request(
      'PUT',
      '/api/admin/consultation-requests/00000000-0000-4000-8000-000000000000/schedule',
      { json: { scheduledDate: futureDate(10, false), scheduledTime: '09:00' } },
    );
    expect(unknown.status).toBe(404);
  });
});

import { CONSULTATION_MINUTES } from '@beauty/domain/consultations';
import { consultationMessages } from '@beauty/domain/messages';
import { zonedInstant } from '@beauty/domain/zoned-time';
import { Client } from '../../support/http';
import { readableEmail, STAFF } from '../submissions/harness';
import { calendarPartOf } from '../worker/booking-worker';
import { calendarOf, customerWithConsultation, inDays, s, useConsultations } from './consultations-support';
import { signedInAs } from './staff-support';

useConsultations('consultation_scheduling');

describe('free consultations for staff', () => {
  it('schedules, emails an .ics, takes a move request to the staff, and moves it with the same UID and a higher SEQUENCE', async () => {
    const customer = await customerWithConsultation();
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Sofia');
    const date = inDays(4);

    const scheduled = await stylist.client.request(
      'PUT',
      `/api/staff/consultations/${customer.consultationId}/schedule`,
      {
        json: {
          scheduledDate: date,
          scheduledTime: '15:30',
          meetingNote: 'Video call; we will send the link',
        },
      },
    );
    expect(scheduled.status).toBe(200);
    expect(scheduled.json).toMatchObject({
      status: 'scheduled',
      scheduledDate: date,
      scheduledTime: '15:30',
      scheduledBy: 'Sofia Member',
      scheduledAt: expect.any(String),
      meetingNote: 'Video call; we will send the link',
    });
    expect(await s.db('consultations').where({ id: customer.consultationId }).first()).toMatchObject({
      scheduledBy: stylist.id,
      calendarSequence: 0,
    });

    const [first] = await s.emailsTo(customer.email, 'Your consultation is scheduled');
    expect(first!.subject).toMatch(/^Your consultation: \w+day, \w+ \d{1,2}, \d{4} at 3:30 PM$/);
    const body = readableEmail(first!.raw);
    expect(body).toContain('Length: 30 minutes');
    expect(body).toContain('How we meet: Video call; we will send the link');
    const ics = calendarOf(first!);
    expect(ics.headers).toMatch(/content-type:\s*text\/calendar;.*method=REQUEST/i);
    expect(ics.method).toBe('REQUEST');
    expect(ics.uid).toBe(`consultation-${customer.consultationId}@bridalbeauty.example`);
    expect(ics.sequence).toBe(0);
    expect(ics.status).toBe('CONFIRMED');
    const startsAt = zonedInstant(date, '15:30');
    expect(ics.start.toISOString()).toBe(startsAt.toISOString());
    expect(ics.end.getTime() - ics.start.getTime()).toBe(CONSULTATION_MINUTES * 60_000);

    // The customer's dashboard reads the date and time.
    const own = await customer.client.get('/api/consultations');
    expect(own.json[0]).toMatchObject({ status: 'scheduled', scheduledDate: date, scheduledTime: '15:30' });

    // She asks to move it: validated, someone else's is not found, then recorded and sent to the staff.
    const move = (client: Client, json: unknown) =>
      client.request('POST', `/api/consultations/${customer.consultationId}/move-request`, { json });
    expect((await move(customer.client, { preferredTimes: '   ' })).json.errors).toEqual([
      { field: 'preferredTimes', message: consultationMessages.preferredTimesRequired },
    ]);
    expect((await move(customer.client, { preferredTimes: 'x'.repeat(501) })).status).toBe(400);
    expect((await move(customer.client, { preferredTimes: 'Mornings', extra: 1 })).status).toBe(400);
    const stranger = await signedInAs(s.api.url, s.db, 'customer');
    expect((await move(stranger.client, { preferredTimes: 'Mornings' })).status).toBe(404);
    expect((await move(new Client(s.api.url), { preferredTimes: 'Mornings' })).status).toBe(401);

    const asked = await move(customer.client, {
      preferredTimes: 'Weekday mornings before 11',
      note: 'I work late on Thursdays',
    });
    expect(asked.status).toBe(200);
    expect(asked.json.moveRequest).toEqual({
      requestedAt: expect.any(String),
      preferredTimes: 'Weekday mornings before 11',
      note: 'I work late on Thursdays',
    });
    // One open request at a time.
    expect((await move(customer.client, { preferredTimes: 'Anytime' })).status).toBe(409);

    const [staffEmail] = await s.emailsTo(STAFF[0]!, 'Weekday mornings before 11');
    expect(staffEmail!.subject).toBe('Consultation move requested: Chloe Client');
    expect(staffEmail!.replyTo).toBe(customer.email);
    const staffBody = readableEmail(staffEmail!.raw);
    expect(staffBody).toContain('Note: I work late on Thursdays');
    expect(staffBody).toContain(`Email: ${customer.email}`);
    expect(staffBody).toContain('Phone: 253-555-0147');
    expect(staffBody).toContain(`${s.api.url}/stylist`);
    expect(calendarPartOf(staffEmail!.raw)).toBeNull();

    // Staff see the request, and an admin sets a new time: the request closes, a new file follows.
    const admin = await signedInAs(s.api.url, s.db, 'admin', 'Ava');
    const listed = (await admin.client.get('/api/staff/consultations')).json.find(
      (c: { id: string }) => c.id === customer.consultationId,
    );
    expect(listed.moveRequest).toMatchObject({ preferredTimes: 'Weekday mornings before 11' });
    const newDate = inDays(6);
    const moved = await admin.client.request(
      'PUT',
      `/api/staff/consultations/${customer.consultationId}/schedule`,
      { json: { scheduledDate: newDate, scheduledTime: '09:00' } },
    );
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({
      scheduledDate: newDate,
      scheduledBy: 'Ava Member',
      moveRequest: null,
    });

    const [update] = await s.emailsTo(customer.email, 'Your consultation has moved');
    expect(update!.subject).toMatch(/^Your consultation has moved: now .* at 9:00 AM$/);
    const updated = calendarOf(update!);
    expect(updated.uid).toBe(ics.uid);
    expect(updated.sequence).toBe(1);
    expect(updated.start.toISOString()).toBe(zonedInstant(newDate, '09:00').toISOString());

    // The same time again is refused; then cancelled: a CANCEL file, same UID, next SEQUENCE.
    const same = await admin.client.request(
      'PUT',
      `/api/staff/consultations/${customer.consultationId}/schedule`,
      { json: { scheduledDate: newDate, scheduledTime: '09:00' } },
    );
    expect(same.status).toBe(409);
    const cancelled = await admin.client.request(
      'PATCH',
      `/api/staff/consultations/${customer.consultationId}`,
      {
        json: { status: 'cancelled' },
      },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe('cancelled');
    const [gone] = await s.emailsTo(customer.email, 'Your consultation has been cancelled');
    const removed = calendarOf(gone!);
    expect(removed).toMatchObject({ method: 'CANCEL', uid: ics.uid, sequence: 2, status: 'CANCELLED' });
    expect(
      (await admin.client.get('/api/staff/consultations')).json.some(
        (c: { id: string }) => c.id === customer.consultationId,
      ),
    ).toBe(false);
    // Final: it cannot be completed or scheduled any more.
    const again = await admin.client.request('PATCH', `/api/staff/consultations/${customer.consultationId}`, {
      json: { status: 'completed' },
    });
    expect(again.status).toBe(409);
  });

  it('marks a consultation completed without an email, and a cancelled booking takes its scheduled consultation out of her calendar', async () => {
    const held = await customerWithConsultation();
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const completed = await stylist.client.request(
      'PATCH',
      `/api/staff/consultations/${held.consultationId}`,
      {
        json: { status: 'completed' },
      },
    );
    expect(completed.status).toBe(200);
    expect(await s.db('consultations').where({ id: held.consultationId }).first()).toMatchObject({
      status: 'completed',
      statusChangedBy: stylist.id,
    });

    const customer = await customerWithConsultation();
    await stylist.client.request('PUT', `/api/staff/consultations/${customer.consultationId}/schedule`, {
      json: { scheduledDate: inDays(5), scheduledTime: '11:00' },
    });
    await s.emailsTo(customer.email, 'Your consultation is scheduled');
    const cancelled = await customer.client.post(`/api/bookings/${customer.bookingId}/cancel`);
    expect(cancelled.status).toBe(200);
    const [gone] = await s.emailsTo(customer.email, 'Your consultation has been cancelled');
    expect(calendarOf(gone!)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect(await s.db('consultations').where({ id: customer.consultationId }).first()).toMatchObject({
      status: 'cancelled',
      statusChangedBy: customer.id,
    });
    // Nothing was sent to the customer whose consultation was completed.
    expect(
      s.smtp.messages.filter((m) => m.to.includes(held.email) && /consultation/i.test(m.subject)),
    ).toEqual([]);
  });
});

import { TIMELINE_LABELS } from '@beauty/domain/events';
import { BUSINESS_TIME_ZONE, freeConsultationExpiresAt } from '@beauty/domain/slots';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { formatAppointment } from '@beauty/worker/bookings/emails/booking-fields';
import { deliveryKeyFor } from '@beauty/worker/pipeline/email';
import { signedInAs } from '../backoffice/staff-support';
import { futureDate, makeupAndHair, newCustomer } from '../bookings/booking-support';
import { startApi, type TestApi } from '../support/api';
import type { CapturedEmail } from '../support/smtp-capture';
import { addressedTo, bookingWorker, calendarPartOf, parseIcs } from './booking-worker';
import { readableEmail } from './worker-harness';

/**
 * The customer's cancellation email, end to end: the real API cancels (the customer on their
 * booking page, an admin in the staff controls), the worker on the same database sends it.
 */
const worker = bookingWorker('booking_cancel');
const { completed, emailsOf, timelineOf } = worker;
let api: TestApi;

beforeAll(async () => {
  // The worker's database, with its booking team (bookingWorker seeds it).
  api = await startApi({
    DATABASE_URL: worker.env.databaseUrl,
    REDIS_PREFIX: worker.env.redisPrefix,
  });
});
afterAll(() => api?.close());

/** The id of the booking's (one) event of that type. */
async function eventOf(bookingId: string, type: string): Promise<string> {
  const row = await worker.db('outbox_events').where({ entityId: bookingId, type }).first('id');
  if (!row) throw new Error(`no ${type} event for booking ${bookingId}`);
  return row.id;
}

const icsOf = (email: CapturedEmail) => parseIcs(calendarPartOf(email.raw)!.content);

/** The booking's date and time as the emails print them (Pacific Time). */
async function whenOf(bookingId: string): Promise<string> {
  const row = await worker.db('bookings').where({ id: bookingId }).first('eventDate', 'eventTime');
  return formatAppointment(appointmentStartsAt(row.eventDate, row.eventTime));
}

describe('the customer cancels on their booking page', () => {
  it('emails them once: cancelled by them, the free consultation back, a CANCEL .ics replacing the confirmation', async () => {
    const customer = await newCustomer(api, 'Chloe');
    const booked = await customer.client.post(
      '/api/bookings',
      makeupAndHair(futureDate(20), { includeConsultation: true }),
    );
    expect(booked.status).toBe(201);
    const bookingId: string = booked.json.booking.id;
    const createdId = await eventOf(bookingId, 'booking.created');
    await completed(createdId);

    const res = await customer.client.post(`/api/bookings/${bookingId}/cancel`);
    expect(res.status).toBe(200);
    const cancelId = await eventOf(bookingId, 'booking.cancelled');
    await completed(cancelId);

    const mails = await emailsOf(cancelId, 'booking-cancelled');
    expect(mails).toHaveLength(1);
    const [cancelled] = mails;
    expect(cancelled!.to).toEqual([customer.email]);
    const when = await whenOf(bookingId);
    expect(cancelled!.subject).toBe(`Your appointment on ${when} has been cancelled`);
    const body = readableEmail(cancelled!.raw);
    const user = await worker.db('users').where({ id: customer.id }).first('createdAt');
    const offerEnds = new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(freeConsultationExpiresAt(new Date(user.createdAt)));
    for (const line of [
      'Hi Chloe,',
      `This email confirms that you cancelled your appointment on ${when}.`,
      `When: ${when} (Pacific Time)`,
      'Event: Engagement',
      'Cancelled by: You',
      '- Makeup: Better: $100',
      '- Hair: Styled Half-Up: $100',
      'If you have already sent the $60 deposit, we will be in touch with you about it.',
      'Please do not send any payment for this booking.',
      `you can include it in a new booking until ${offerEnds}.`,
      'Book a new appointment: http://localhost:3000/book',
      'Questions? Write to us at hello@bridalbeauty.example or bookings@bridalbeauty.example.',
    ]) {
      expect(body).toContain(line);
    }

    // The calendar file: same UID as the confirmation's, a higher SEQUENCE, cancelled.
    const calendar = calendarPartOf(cancelled!.raw)!;
    expect(calendar.headers).toMatch(/content-type:\s*text\/calendar;.*method=CANCEL/i);
    const [confirmation] = await emailsOf(createdId, 'booking-confirmation');
    const before = icsOf(confirmation!);
    const after = parseIcs(calendar.content);
    expect(after.events).toBe(1);
    expect(after.get('METHOD', 'VCALENDAR')).toEqual(['CANCEL']);
    expect(after.get('UID')).toEqual(before.get('UID'));
    expect(after.get('UID')).toEqual([`booking-${bookingId}@bridalbeauty.example`]);
    expect(Number(after.get('SEQUENCE')[0])).toBeGreaterThan(Number(before.get('SEQUENCE')[0]));
    expect(after.get('STATUS')).toEqual(['CANCELLED']);
    expect(after.get('DTSTART')).toEqual(before.get('DTSTART'));

    // Once: one delivery under its unique key; the customer got the confirmation and this.
    const deliveries = await worker
      .db('email_deliveries')
      .where({ eventId: cancelId, template: 'booking-cancelled' });
    expect(deliveries.map((d) => [d.deliveryKey, d.status])).toEqual([
      [deliveryKeyFor(cancelId, 'booking-cancelled', customer.email), 'sent'],
    ]);
    expect(worker.smtp.messages.filter(addressedTo(customer.email))).toHaveLength(2);
    expect(await emailsOf(cancelId, 'booking-staff-notification')).toHaveLength(1);

    const jobs = await worker
      .db('outbox_event_jobs')
      .where({ eventId: cancelId, jobName: 'email.booking-cancelled' });
    expect(jobs.map((j) => j.result)).toEqual(['done']);
    const timeline = await timelineOf(bookingId);
    expect(timeline.filter((t) => t.label === TIMELINE_LABELS.bookingCancelled)).toEqual([
      { status: 'cancelled', label: TIMELINE_LABELS.bookingCancelled, detail: null },
    ]);
  });
});

describe('an admin cancels in the staff controls', () => {
  it('emails the customer once: cancelled by the studio, the deposit received followed up, the free consultation back, SEQUENCE after the confirmation', async () => {
    const admin = await signedInAs(api.url, worker.db, 'admin', 'Avery');
    const customer = await newCustomer(api, 'Maya');
    const bookingId: string = (
      await customer.client.post(
        '/api/bookings',
        makeupAndHair(futureDate(21), { includeConsultation: true }),
      )
    ).json.booking.id;
    const createdId = await eventOf(bookingId, 'booking.created');
    await completed(createdId);
    const confirm = await admin.client.request('PATCH', `/api/admin/bookings/${bookingId}`, {
      json: { status: 'confirmed', paymentStatus: 'deposit_received' },
    });
    expect(confirm.status).toBe(200);
    const confirmedId = await eventOf(bookingId, 'booking.confirmed');
    await completed(confirmedId);
    await completed(await eventOf(bookingId, 'booking.updated'));

    const cancel = await admin.client.request('PATCH', `/api/admin/bookings/${bookingId}`, {
      json: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    const cancelId = await eventOf(bookingId, 'booking.cancelled');
    await completed(cancelId);

    const mails = await emailsOf(cancelId, 'booking-cancelled');
    expect(mails).toHaveLength(1);
    const [cancelled] = mails;
    expect(cancelled!.to).toEqual([customer.email]);
    const when = await whenOf(bookingId);
    expect(cancelled!.subject).toBe(`Your appointment on ${when} has been cancelled`);
    const body = readableEmail(cancelled!.raw);
    for (const line of [
      'Hi Maya,',
      `We have cancelled your appointment on ${when}.`,
      'If you did not ask for this, we are sorry',
      'Cancelled by: Bridal Beauty South Sound',
      'We received your $60 deposit for this booking: we will be in touch with you about it.',
      'The free consultation that came with this booking is yours to use again',
      'Book a new appointment: http://localhost:3000/book',
    ]) {
      expect(body).toContain(line);
    }
    expect(body).not.toContain('you cancelled');
    // Cancelled by the studio before the appointment, the free consultation is the customer's again.
    expect(await worker.db('consultations').where({ bookingId }).select('status')).toEqual([
      { status: 'cancelled' },
    ]);
    // The team reads who cancelled.
    const [staffEmail] = await emailsOf(cancelId, 'booking-staff-notification');
    expect(readableEmail(staffEmail!.raw)).toContain(`Avery Member cancelled Maya`);

    const [confirmedEmail] = await emailsOf(confirmedId, 'booking-confirmed');
    const confirmed = icsOf(confirmedEmail!);
    const after = icsOf(cancelled!);
    expect(confirmed.get('SEQUENCE')).toEqual(['1']);
    expect(after.get('METHOD', 'VCALENDAR')).toEqual(['CANCEL']);
    expect(after.get('UID')).toEqual(confirmed.get('UID'));
    expect(after.get('SEQUENCE')).toEqual(['2']);
    expect(after.get('STATUS')).toEqual(['CANCELLED']);
    // Confirmation, 'booking confirmed', cancellation.
    expect(worker.smtp.messages.filter(addressedTo(customer.email))).toHaveLength(3);
  });

  it('sends nothing when a booking whose start has passed is cancelled (tidying up, not a cancellation)', async () => {
    const admin = await signedInAs(api.url, worker.db, 'admin');
    const customer = await newCustomer(api, 'Nora');
    const bookingId: string = (await customer.client.post('/api/bookings', makeupAndHair(futureDate(22))))
      .json.booking.id;
    await completed(await eventOf(bookingId, 'booking.created'));
    await worker.db('bookings').where({ id: bookingId }).update({ eventDate: '2020-03-02' });
    const cancel = await admin.client.request('PATCH', `/api/admin/bookings/${bookingId}`, {
      json: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    const cancelId = await eventOf(bookingId, 'booking.cancelled');
    await completed(cancelId);

    const [job] = await worker
      .db('outbox_event_jobs')
      .where({ eventId: cancelId, jobName: 'email.booking-cancelled' });
    expect(job.result).toBe('skipped');
    expect(
      await worker.db('email_deliveries').where({ eventId: cancelId, template: 'booking-cancelled' }),
    ).toEqual([]);
    // Only the confirmation; the staff still hear of it.
    expect(worker.smtp.messages.filter(addressedTo(customer.email))).toHaveLength(1);
    expect(await emailsOf(cancelId, 'booking-staff-notification')).toHaveLength(1);
  });
});

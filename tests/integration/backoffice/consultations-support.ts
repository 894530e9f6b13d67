import { seedCatalog } from '@beauty/api/db/seed';
import { addDays, todayInBusinessZone } from '@beauty/domain/slots';
import ICAL from 'ical.js';
import { futureDate, makeupAndHair } from '../bookings/booking-support';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import type { CapturedEmail } from '../support/smtp-capture';
import { addTeamStylist } from '../support/team';
import { calendarPartOf } from '../worker/booking-worker';
import { signedInAs } from './staff-support';

export let s: SubmissionsEnv;
/** Starts the suite's world before its tests and stops it after them. */
export function useConsultations(label: string): void {
  beforeAll(async () => {
    s = await startSubmissionsEnv(label, { worker: true });
    await seedCatalog(s.db);
    await addTeamStylist(s.db, { firstName: 'Consult' });
  });
  afterAll(() => s?.close());
}

export let bookedDays = 0;

/**
 * A customer with a phone number who booked with the free consultation; its consultation's id.
 * Each books her own day, so the team is never full whichever tests run.
 */
export async function customerWithConsultation() {
  const customer = await signedInAs(s.api.url, s.db, 'customer', 'Chloe');
  await s.db('users').where({ id: customer.id }).update({ phone: '253-555-0147' });
  bookedDays += 1;
  const eventDate = futureDate(30 + bookedDays);
  const booked = await customer.client.post(
    '/api/bookings',
    makeupAndHair(eventDate, { eventType: 'wedding', includeConsultation: true }),
  );
  expect(booked.status).toBe(201);
  const bookingId = booked.json.booking.id as string;
  const consultation = await s.db('consultations').where({ bookingId }).first();
  return { ...customer, bookingId, eventDate, consultationId: consultation.id as string };
}

/** The one VEVENT of an email's .ics, parsed by ical.js, and the calendar's METHOD. */
export function calendarOf(email: CapturedEmail): {
  headers: NonNullable<ReturnType<typeof calendarPartOf>>['headers'];
  method: unknown;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  status: unknown;
  summary: string;
} {
  const part = calendarPartOf(email.raw);
  expect(part).not.toBeNull();
  const calendar = new ICAL.Component(ICAL.parse(part!.content));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    headers: part!.headers,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: vevent.getFirstPropertyValue('status'),
    summary: event.summary,
  };
}

export const inDays = (days: number) => addDays(todayInBusinessZone(), days);

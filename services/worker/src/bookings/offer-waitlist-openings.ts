import { partySizeOf, type StaffingSelection, TRAVEL_ADD_ON } from '@beauty/domain/booking-rules';
import type { EventPayload } from '@beauty/domain/events';
import { quote } from '@beauty/domain/pricing';
import { type WaitlistEntry, waitlistBookPath } from '@beauty/domain/schemas/waitlist';
import { addDays, localDateOf, todayInBusinessZone } from '@beauty/domain/slots';
import type { TimeMode } from '@beauty/domain/stylist-day';
import { loadCatalog, type PricedCatalog } from '@beauty/server/bookings/booking-rows';
import { computeAvailability } from '@beauty/server/staffing/availability';
import type { Knex } from 'knex';
import type { WorkerConfig } from '../config';
import { businessSettingsFor, withBusinessSettings } from '../pipeline/business-settings';
import { unsentDeliveriesOf } from '../pipeline/email-deliveries.repository';
import type { EventJob, JobContext, JobHandler } from '../pipeline/handler';
import { sendDelivery } from '../pipeline/send-delivery';
import { bookingDateOf } from './booking-events.repository';
import { emailLineLabel } from './bookings.repository';
import { renderWaitlistOpening } from './emails/waitlist-opening';
import {
  datesWithWaitingEntries,
  markWaitlistNotified,
  type WaitingEntry,
  waitingEntriesOn,
} from './waitlist.repository';

/** The events that free stylists' time on some date: a waitlisted selection may fit there now. */
export const WAITLIST_EVENTS = [
  'booking.cancelled',
  'booking.rescheduled',
  'staffing.time_off_removed',
  'staffing.hours_changed',
] as const;
export type WaitlistEvent = (typeof WAITLIST_EVENTS)[number];

const TEMPLATE = 'waitlist-opening';

/** How far ahead new hours are checked against the waitlist (dates further out seldom have entries). */
export const WAITLIST_HORIZON_DAYS = 120;

/** Once per entry and address, whichever event found the opening: she is told once. */
export const waitlistDeliveryKey = (entryId: string, recipient: string) =>
  `${TEMPLATE}.${entryId}.${recipient.trim().toLowerCase()}`;

/**
 * The dates on which the event freed time, today or later: a cancelled (or released) booking's
 * date, the date a reschedule left, the days of removed time off, and for changed hours every
 * date within the horizon on which someone is waiting.
 */
export async function datesFreedBy(job: EventJob<WaitlistEvent>, db: Knex, today: string): Promise<string[]> {
  const dates: string[] = [];
  switch (job.eventType) {
    case 'booking.cancelled': {
      const { bookingId } = job.payload as EventPayload<'booking.cancelled'>;
      const booking = await bookingDateOf(db, bookingId);
      if (booking?.status === 'cancelled') dates.push(booking.eventDate);
      break;
    }
    case 'booking.rescheduled': {
      const { from } = job.payload as EventPayload<'booking.rescheduled'>;
      if (from) dates.push(from.eventDate);
      break;
    }
    case 'staffing.time_off_removed': {
      const { from, until } = job.payload as EventPayload<'staffing.time_off_removed'>;
      // The last day is the one its last minute falls on (time off to 00:00 ends the day before).
      const last = localDateOf(new Date(new Date(until).getTime() - 1));
      const horizon = addDays(today, WAITLIST_HORIZON_DAYS);
      for (let date = localDateOf(new Date(from)); date <= last && date <= horizon; date = addDays(date, 1))
        dates.push(date);
      break;
    }
    case 'staffing.hours_changed':
      dates.push(...(await datesWithWaitingEntries(db, today, addDays(today, WAITLIST_HORIZON_DAYS))));
      break;
  }
  return dates.filter((date) => date >= today);
}

/** What she asked for, as the booking page names it; an item gone from the catalog leaves it out. */
function servicesOf(selection: StaffingSelection, catalog: PricedCatalog): string[] {
  try {
    return quote(selection, catalog)
      .lines.filter((line) => line.id !== TRAVEL_ADD_ON)
      .map((line) => emailLineLabel(line, catalog));
  } catch {
    return [];
  }
}

/** The times a waiting entry's selection can be staffed on its date now (HH:MM; none when full). */
async function openTimes(ctx: JobContext, entry: WaitingEntry, mode: TimeMode, now: Date): Promise<string[]> {
  const { timeMode: _mode, ...selection } = entry.selection;
  const answer = await computeAvailability(ctx.db, {
    selection,
    area: { id: entry.serviceAreaId, travelMinutes: entry.travelMinutes },
    mode,
    from: entry.eventDate,
    to: entry.eventDate,
    notBefore: new Date(now.getTime() + ctx.config.bookingMinNoticeMinutes * 60_000),
  });
  return answer.days[0]?.times.map((time) => time.time) ?? [];
}

/**
 * waitlist.offer-openings: when an event frees time, the customers waiting on those dates are
 * checked in the order they joined, and each one whose selection can be staffed now is emailed
 * a link that opens /book filled in, and marked notified (first come, first served: the
 * earliest to join hears first; nothing is held for anyone). Her email is stored with her entry's
 * status in one transaction under a unique key, so she is told once whatever runs twice; a
 * retry sends what this event stored and did not send. Entries for past dates are left alone.
 */
export const offerWaitlistOpenings: JobHandler<WaitlistEvent> = async (job, ctx) => {
  const now = new Date();
  const today = todayInBusinessZone(now);
  const dates = [...new Set(await datesFreedBy(job, ctx.db, today))];
  let catalog: PricedCatalog | null = null;
  let business: WorkerConfig | null = null;
  for (const date of dates) {
    const entries = await waitingEntriesOn(ctx.db, date);
    // Entries asking the same thing get the same answer: each question is put once.
    const answers = new Map<string, Promise<string[]>>();
    for (const entry of entries) {
      const mode: TimeMode = entry.selection.timeMode ?? 'start';
      const { timeMode: _mode, ...selection } = entry.selection;
      const question = JSON.stringify([selection, entry.serviceAreaId, mode]);
      if (!answers.has(question)) answers.set(question, openTimes(ctx, entry, mode, now));
      const times = await (answers.get(question) as Promise<string[]>);
      if (times.length === 0) continue;
      catalog ??= await loadCatalog(ctx.db, 'all');
      business ??= withBusinessSettings(ctx.config, await businessSettingsFor(ctx));
      // The selection as stored, so the link is the one her dashboard shows for the entry.
      const bookPath = waitlistBookPath({
        eventDate: entry.eventDate,
        serviceArea: entry.serviceAreaId,
        timeMode: mode,
        selection: selection as WaitlistEntry['selection'],
      });
      const email = renderWaitlistOpening({
        eventDate: entry.eventDate,
        areaName: entry.areaName,
        travelFeeCents: entry.travelFeeCents,
        travelQuoted: entry.travelQuoted,
        timeMode: mode,
        services: servicesOf(selection, catalog),
        partySize: partySizeOf(selection),
        times,
        firstName: entry.customer.firstName?.trim() ?? '',
        bookUrl: `${ctx.config.publicUrl}${bookPath}`,
        businessName: business.businessName,
        contactEmails: business.contactEmails,
      });
      const stored = await markWaitlistNotified(ctx.db, entry.id, today, {
        deliveryKey: waitlistDeliveryKey(entry.id, entry.customer.email),
        eventId: job.eventId,
        template: TEMPLATE,
        toAddress: entry.customer.email,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
      });
      if (stored) ctx.logger.info({ waitlistEntryId: entry.id, eventDate: date }, 'waitlist opening found');
    }
  }
  return (await sendStoredOpenings(ctx, job.eventId)) > 0 ? 'done' : 'skipped';
};

/** Send this event's stored waitlist emails not sent yet, in the order they were stored (join order). */
async function sendStoredOpenings(ctx: JobContext, eventId: string): Promise<number> {
  const unsent = await unsentDeliveriesOf(ctx.db, eventId, TEMPLATE);
  let sent = 0;
  for (const delivery of unsent) if (await sendDelivery(ctx, delivery)) sent += 1;
  return sent;
}

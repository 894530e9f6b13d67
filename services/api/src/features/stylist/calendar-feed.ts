import { findService } from '@beauty/domain/catalog';
import { buildCalendar } from '@beauty/domain/ics';
import { appointmentMinutes, appointmentStartsAt, todayInBusinessZone } from '@beauty/domain/slots';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../http/errors';
import { fullName } from '../bookings/bookings.repository';
import { feedOwner } from './stylist.service';

const FEED_DAYS_BACK = 30;

/** The domain of MAIL_FROM, so feed entries share their UID with the emailed .ics files. */
const uidDomain = (mailFrom: string) => mailFrom.match(/@([^>\s]+)>?\s*$/)?.[1] ?? 'bridalbeauty.local';

/**
 * GET /api/calendar/{token}.ics: the stylist's appointments (from 30 days ago) as a calendar
 * apps can subscribe to. The unguessable token in the address is the only key; a reset link
 * retires it (404).
 */
export async function calendarFeedBody(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  file: string,
): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  const userId = token ? await feedOwner(deps, token) : null;
  if (!userId) throw new NotFound();
  const [y = 0, m = 1, d = 1] = todayInBusinessZone().split('-').map(Number);
  const since = new Date(Date.UTC(y, m - 1, d - FEED_DAYS_BACK)).toISOString().slice(0, 10);
  const rows = await deps
    .knex('bookings as b')
    .join('users as c', 'c.id', 'b.customerId')
    .where('b.stylistId', userId)
    .whereIn('b.status', ['pending', 'confirmed', 'completed'])
    .where('b.eventDate', '>=', since)
    .orderBy([{ column: 'b.eventDate' }, { column: 'b.eventTime' }])
    .select(
      'b.id',
      'b.eventDate',
      'b.eventTime',
      'b.eventType',
      'b.status',
      'b.location',
      'b.makeupService',
      'b.hairService',
      'b.bridalPackage',
      'b.specialNotes',
      'b.updatedAt',
      'c.firstName',
      'c.lastName',
      'c.email',
      'c.phone',
    );
  // SEQUENCE as the emailed files count it: one per reschedule and confirmation, so a calendar
  // holding both the email's file and the feed keeps the newest version of each appointment.
  const sequences = new Map<string, number>(
    rows.length
      ? (
          await deps
            .knex('outbox_events')
            .where({ entityType: 'booking' })
            .whereIn(
              'entityId',
              rows.map((b) => b.id),
            )
            .whereIn('type', ['booking.rescheduled', 'booking.confirmed'])
            .groupBy('entityId')
            .select('entityId')
            .count<Array<{ entityId: string; count: string }>>('id as count')
        ).map((r) => [r.entityId, Number(r.count)])
      : [],
  );
  const domain = uidDomain(deps.config.mailFrom);
  return buildCalendar({
    productId: `-//${deps.config.businessName}//Stylist schedule//EN`,
    name: `${deps.config.businessName} appointments`,
    refreshMinutes: 60,
    events: rows.map((b) => {
      const start = appointmentStartsAt(b.eventDate, b.eventTime);
      const client = fullName(b.firstName, b.lastName) ?? b.email;
      const services = [
        b.bridalPackage && findService('bridal', b.bridalPackage)?.name,
        b.makeupService && findService('makeup', b.makeupService)?.name,
        b.hairService && findService('hair', b.hairService)?.name,
      ].filter(Boolean);
      return {
        uid: `booking-${b.id}@${domain}`,
        sequence: sequences.get(b.id) ?? 0,
        stamp: new Date(b.updatedAt),
        start,
        end: new Date(start.getTime() + appointmentMinutes(b) * 60_000),
        summary: `${client}: ${services.join(', ') || 'Appointment'}`,
        location: b.location,
        description: [
          `Client: ${client} <${b.email}>${b.phone ? `, ${b.phone}` : ''}`,
          b.eventType ? `Event: ${b.eventType}` : null,
          b.specialNotes ? `Notes: ${b.specialNotes}` : null,
        ]
          .filter(Boolean)
          .join('\n'),
        url: new URL('/stylist', deps.config.publicUrl).toString(),
        status: b.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
      };
    }),
  });
}

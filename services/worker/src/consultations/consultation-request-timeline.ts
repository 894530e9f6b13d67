import { TIMELINE_LABELS } from '@beauty/domain/events';
import type { Knex } from 'knex';
import { appointmentOf } from '../bookings/emails/booking-fields';
import type { EventJob } from '../pipeline/handler';
import type { TimelineEntry } from '../timeline/append';
import { findRequestForCalendarEmail } from './consultation-requests.repository';

/**
 * The entry an admin's scheduling of a landing-page consultation appends: 'Consultation scheduled'
 * the first time, 'Consultation moved' after ('Consultation details updated' when only how they
 * meet changed), with the date and time it was set to (from the
 * event, so a later move does not rewrite it; an event written before the event carried them reads
 * the request). Null when the request is gone or holds no time.
 */
export async function consultationRequestScheduledEntry(
  job: EventJob,
  db: Knex,
): Promise<TimelineEntry | null> {
  const { sequence, scheduledDate, scheduledTime, moved } =
    job.payload as EventJob<'consultation_request.scheduled'>['payload'];
  const slot =
    scheduledDate && scheduledTime
      ? { scheduledDate, scheduledTime }
      : await findRequestForCalendarEmail(db, job.entityId);
  if (!slot?.scheduledDate || !slot.scheduledTime) return null;
  return {
    status: 'scheduled',
    label:
      sequence === 0
        ? TIMELINE_LABELS.consultationScheduled
        : moved === false
          ? TIMELINE_LABELS.consultationUpdated
          : TIMELINE_LABELS.consultationMoved,
    detail: appointmentOf({ eventDate: slot.scheduledDate, eventTime: slot.scheduledTime }).when,
  };
}

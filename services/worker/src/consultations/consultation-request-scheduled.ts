import { consultationCalendarEmailJob } from './consultation-calendar-email';
import { findRequestForCalendarEmail } from './consultation-requests.repository';
import { stillScheduled } from './consultations.repository';
import { renderConsultationScheduled } from './emails/consultation-emails';

/**
 * email.consultation-request-scheduled: the person who asked for a consultation on the landing
 * page gets the time an admin set, with a calendar file, as a booking's consultation does (the
 * same words; for another time she writes to the studio). An event a later move superseded sends
 * nothing.
 */
export const sendConsultationRequestScheduled =
  consultationCalendarEmailJob<'consultation_request.scheduled'>({
    template: 'consultation-request-scheduled',
    load: async (job, db) =>
      stillScheduled(
        await findRequestForCalendarEmail(db, job.payload.consultationRequestId),
        job.payload.sequence,
      ),
    render: (input) => renderConsultationScheduled({ ...input, askToMove: 'write' }),
  });

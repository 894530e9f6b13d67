import { consultationCalendarEmailJob } from './consultation-calendar-email';
import { findRequestForCalendarEmail } from './consultation-requests.repository';
import { renderConsultationScheduled } from './emails/consultation-emails';

/**
 * email.consultation-request-scheduled: the person who asked for a consultation on the landing
 * page gets the time an admin set, with a calendar file, as a booking's consultation does (the
 * same words; for another time she replies). An event a later move superseded sends nothing.
 */
export const sendConsultationRequestScheduled =
  consultationCalendarEmailJob<'consultation_request.scheduled'>({
    template: 'consultation-request-scheduled',
    load: async (job, db) => {
      const consultation = await findRequestForCalendarEmail(db, job.payload.consultationRequestId);
      if (consultation?.status !== 'scheduled') return null;
      if (consultation.calendarSequence !== job.payload.sequence) return null;
      if (!consultation.scheduledDate || !consultation.scheduledTime) return null;
      return { consultation, sequence: job.payload.sequence };
    },
    render: (input) => renderConsultationScheduled({ ...input, askToMove: 'reply' }),
  });

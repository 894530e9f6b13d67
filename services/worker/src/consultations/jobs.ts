import { defineJob, EMAIL_RETRY, type JobDefinition } from '../pipeline/job-table';
import { sendConsultationCancelled } from './consultation-cancelled';
import { sendConsultationMoveRequest } from './consultation-move-request';
import {
  sendConsultationAcknowledgment,
  sendConsultationStaffNotification,
} from './consultation-request-emails';
import { sendConsultationRequestScheduled } from './consultation-request-scheduled';
import { sendConsultationScheduled } from './consultation-scheduled';

/** The event jobs of consultation requests and consultations: job name -> queue, handler, retries, and the event types that start it. */
export const consultationJobs = {
  'email.consultation-staff-notification': defineJob({
    queue: 'emails',
    handler: sendConsultationStaffNotification,
    ...EMAIL_RETRY,
    eventTypes: ['consultation_request.received'],
  }),
  'email.consultation-acknowledgment': defineJob({
    queue: 'emails',
    handler: sendConsultationAcknowledgment,
    ...EMAIL_RETRY,
    eventTypes: ['consultation_request.received'],
  }),
  'email.consultation-scheduled': defineJob({
    queue: 'emails',
    handler: sendConsultationScheduled,
    ...EMAIL_RETRY,
    eventTypes: ['consultation.scheduled'],
  }),
  'email.consultation-request-scheduled': defineJob({
    queue: 'emails',
    handler: sendConsultationRequestScheduled,
    ...EMAIL_RETRY,
    eventTypes: ['consultation_request.scheduled'],
  }),
  'email.consultation-cancelled': defineJob({
    queue: 'emails',
    handler: sendConsultationCancelled,
    ...EMAIL_RETRY,
    eventTypes: ['consultation.status_changed'],
  }),
  'email.consultation-move-request': defineJob({
    queue: 'emails',
    handler: sendConsultationMoveRequest,
    ...EMAIL_RETRY,
    eventTypes: ['consultation.move_requested'],
  }),
} satisfies Record<string, JobDefinition>;

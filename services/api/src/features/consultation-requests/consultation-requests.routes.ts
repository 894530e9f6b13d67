import { trackedSubmission } from '@beauty/domain/schemas/answers';
import {
  consultationRequestInput,
  consultationRequestScheduled,
  consultationRequestScheduleInput,
} from '@beauty/domain/schemas/consultation-request';
import { defineRoute, type RouteSpec, uuidParams } from '../../http/routes';
import { createConsultationRequest, scheduleConsultationRequest } from './consultation-requests.service';

export const consultationRequestRoutes: RouteSpec[] = [
  defineRoute({
    method: 'POST',
    path: '/api/consultation-requests',
    role: 'public',
    summary: 'Request a free consultation: the questionnaire with optional inspiration photos (spec 000)',
    body: consultationRequestInput,
    status: 201,
    rateLimit: 'publicForm',
    response: trackedSubmission,
    errors: [422],
    handler: ({ deps, body }) => createConsultationRequest(deps, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/consultation-requests/:id/schedule',
    role: 'admin',
    summary:
      'Set or move the date and time of a requested consultation (30 minutes, America/Los_Angeles); it becomes scheduled and the client is emailed an .ics',
    body: consultationRequestScheduleInput,
    params: uuidParams('id'),
    response: consultationRequestScheduled,
    errors: [409, 422],
    handler: ({ deps, user, params, body }) => scheduleConsultationRequest(deps, user, params.id, body),
  }),
];

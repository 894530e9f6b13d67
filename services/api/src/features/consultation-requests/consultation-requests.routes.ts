import { trackedSubmission } from '@beauty/domain/schemas/answers';
import { consultationRequestInput } from '@beauty/domain/schemas/consultation-request';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { createConsultationRequest } from './consultation-requests.service';

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
];

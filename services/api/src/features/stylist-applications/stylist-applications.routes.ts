import { submitted } from '@beauty/domain/schemas/answers';
import { stylistApplicationInput } from '@beauty/domain/schemas/stylist-application';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { createStylistApplication } from './stylist-applications.service';

export const stylistApplicationRoutes: RouteSpec[] = [
  defineRoute({
    method: 'POST',
    path: '/api/stylist-applications',
    role: 'public',
    summary: 'Apply to join the team, with an uploaded PDF resume (spec 001 /stylist-application)',
    body: stylistApplicationInput,
    status: 201,
    rateLimit: 'publicForm',
    response: submitted,
    errors: [422],
    handler: ({ deps, body }) => createStylistApplication(deps, body),
  }),
];

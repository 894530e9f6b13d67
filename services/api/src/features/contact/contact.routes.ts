import { contactMessageCreated, contactMessageInput } from '@beauty/domain/schemas/contact';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { createContactMessage } from './contact.service';

export const contactRoutes: RouteSpec[] = [
  defineRoute({
    method: 'POST',
    path: '/api/contact',
    role: 'public',
    summary: 'Send a message to the team (spec 001 /contact)',
    body: contactMessageInput,
    status: 201,
    rateLimit: 'contact',
    response: contactMessageCreated,
    handler: ({ deps, body }) => createContactMessage(deps, body),
  }),
];

import { availability as availabilityAnswer, availabilityQuery } from '@beauty/domain/schemas/availability';
import {
  booking,
  bookingCreated,
  bookingDetail,
  bookingInput,
  bookingReschedule,
} from '@beauty/domain/schemas/booking';
import { Type } from '@sinclair/typebox';
import { defineRoute, idempotentCreate, listPage, type RouteSpec, uuidParams } from '../../http/routes';
import { requireConfirmedEmail } from '../auth/email-confirmation';
import { availability } from '../staffing/availability.service';
import { cancelBooking, rescheduleBooking } from './booking-changes.service';
import { parsePastCursor } from './booking-cursor';
import { createBooking, getBooking, listBookings } from './bookings.service';

export const bookingRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/bookings',
    role: 'signed-in',
    summary:
      "The signed-in user's bookings: every one from today on and the 20 latest before, newest booked first (Next-Cursor header: ?before= for earlier ones)",
    response: Type.Array(booking),
    handler: async ({ deps, user, query }) =>
      listPage(await listBookings(deps, user, parsePastCursor(query.before))),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/bookings',
    role: 'signed-in',
    summary: 'Book an appointment; the server prices it; Idempotency-Key makes retries safe',
    body: bookingInput,
    status: 201,
    // A replay (same Idempotency-Key) answers the first answer again, with its status.
    response: { 200: bookingCreated, 201: bookingCreated },
    errors: [409, 422],
    handler: async ({ ctx, deps, user, body }) => {
      await requireConfirmedEmail(deps, user);
      return idempotentCreate(ctx, (key) => createBooking(deps, user, body, key));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/bookings/:id',
    role: 'signed-in',
    summary: 'One of the signed-in user’s bookings with its price breakdown (404 for anyone else’s)',
    params: uuidParams('id'),
    response: bookingDetail,
    handler: ({ deps, user, params }) => getBooking(deps, user, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    role: 'signed-in',
    summary: 'Cancel an own pending or confirmed booking until 48 hours before it starts',
    params: uuidParams('id'),
    response: bookingDetail,
    errors: [409],
    handler: ({ deps, user, params }) => cancelBooking(deps, user, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/bookings/:id/reschedule',
    role: 'signed-in',
    summary: 'Move an own booking to another open date and slot until 48 hours before it starts',
    body: bookingReschedule,
    params: uuidParams('id'),
    response: bookingDetail,
    errors: [409, 422],
    handler: ({ deps, user, params, body }) => rescheduleBooking(deps, user, params.id, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/availability',
    role: 'public',
    summary:
      'The times at which a selection can be fully staffed in a service area, for a date or up to 31 days (no personal data)',
    query: availabilityQuery,
    response: availabilityAnswer,
    handler: ({ ctx, deps, query, user }) => {
      ctx.set('Cache-Control', 'no-store');
      return availability(deps, query, user);
    },
  }),
];

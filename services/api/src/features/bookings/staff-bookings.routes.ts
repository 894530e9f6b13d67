import { type AdminBookingPatch, adminBookingPatch } from '@beauty/domain/schemas/booking';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { listAllBookings, patchBookingAsAdmin } from './staff-bookings.service';

/** Bookings for admins (issue 5: request-to-book confirmation, assignment, payments, no-shows). */
export const staffBookingRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/bookings',
    role: 'admin',
    summary: 'Every booking by appointment time, with the client and the assigned stylist',
    handler: ({ deps }) => listAllBookings(deps),
  }),
  defineRoute<AdminBookingPatch>({
    method: 'PATCH',
    path: '/api/admin/bookings/:id',
    role: 'admin',
    summary: 'Confirm, complete or cancel a booking, assign a stylist, record payments or a no-show',
    body: adminBookingPatch,
    handler: ({ deps, user, params, body }) => patchBookingAsAdmin(deps, user!, params.id!, body),
  }),
];

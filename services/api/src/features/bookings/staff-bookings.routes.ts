import { type AdminBookingPatch, adminBookingPatch, staffBooking } from '@beauty/domain/schemas/booking';
import { Type } from '@sinclair/typebox';
import { defineRoute, type RouteSpec, uuidParams } from '../../http/routes';
import { listAllBookings, patchBookingAsAdmin } from './staff-bookings.service';

/** Bookings for admins (issue 5: request-to-book confirmation, assignment, payments, no-shows). */
export const staffBookingRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/bookings',
    role: 'admin',
    summary: 'Every booking by appointment time, with the client and the assigned stylist',
    response: Type.Array(staffBooking),
    handler: ({ deps }) => listAllBookings(deps),
  }),
  defineRoute<AdminBookingPatch>({
    method: 'PATCH',
    path: '/api/admin/bookings/:id',
    role: 'admin',
    summary: 'Confirm, complete or cancel a booking, assign a stylist, record payments or a no-show',
    body: adminBookingPatch,
    params: uuidParams('id'),
    response: staffBooking,
    errors: [409, 422],
    handler: ({ deps, user, params, body }) => patchBookingAsAdmin(deps, user!, params.id!, body),
  }),
];

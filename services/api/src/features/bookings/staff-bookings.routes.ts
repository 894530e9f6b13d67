import {
  ADMIN_BOOKINGS_LIMIT_MAX,
  ADMIN_BOOKINGS_PAGE_SIZE,
  adminBookingPatch,
  adminBookingsQuery,
  staffBooking,
} from '@beauty/domain/schemas/staff-bookings';
import { Type } from '@sinclair/typebox';
import { defineRoute, listPage, type RouteSpec, uuidParams } from '../../http/routes';
import { pageLimit } from '../../lib/keyset';
import { parsePastCursor } from './booking-cursor';
import { patchBookingAsAdmin } from './staff-booking-changes.service';
import { listAllBookings } from './staff-bookings.service';

/** Bookings for admins (issue 5: request-to-book confirmation, assignment, payments, no-shows). */
export const staffBookingRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/bookings',
    role: 'admin',
    summary: `Every booking by appointment time, with the client and the assigned stylist, ${ADMIN_BOOKINGS_PAGE_SIZE} a page (?limit= up to ${ADMIN_BOOKINGS_LIMIT_MAX}; Next-Cursor header: ?after= for the next page)`,
    query: adminBookingsQuery,
    response: Type.Array(staffBooking),
    handler: async ({ deps, query }) =>
      listPage(
        await listAllBookings(deps, {
          after: parsePastCursor(query.after, 'after', 'nextCursor'),
          limit: pageLimit(query.limit, ADMIN_BOOKINGS_PAGE_SIZE, ADMIN_BOOKINGS_LIMIT_MAX),
        }),
      ),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/api/admin/bookings/:id',
    role: 'admin',
    summary:
      'Confirm, complete or cancel a booking (with a note to the client), assign a stylist, record payments or a no-show, set its final price',
    body: adminBookingPatch,
    params: uuidParams('id'),
    response: staffBooking,
    errors: [409, 422],
    handler: ({ deps, user, params, body }) => patchBookingAsAdmin(deps, user, params.id, body),
  }),
];

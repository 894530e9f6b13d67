import { appointmentCreated } from '@beauty/domain/schemas/answers';
import { stylistAppointmentInput, stylistBookingPatch } from '@beauty/domain/schemas/booking';
import {
  calendarFeed as calendarFeedAnswer,
  staffBooking,
  staffBookingRow,
  stylistBookingsQuery,
} from '@beauty/domain/schemas/staff-bookings';
import {
  clientNotes,
  clientNotesInput,
  stylistClient,
  stylistClientsQuery,
  stylistStats,
} from '@beauty/domain/schemas/stylist-dashboard';
import { Type } from '@sinclair/typebox';
import {
  answer,
  defineRoute,
  idempotentCreate,
  listPage,
  noBody,
  type RouteSpec,
  uuidParams,
} from '../../http/routes';
import { parsePastCursor } from '../bookings/booking-cursor';
import { claimBooking, patchBookingAsStylist } from '../bookings/staff-booking-changes.service';
import { listStylistBookings } from '../bookings/staff-bookings.service';
import { calendarFeed } from './calendar-feed';
import { calendarFeedOf, rotateCalendarFeed } from './calendar-feed-link';
import { ifNoneMatchHolds } from './if-none-match';
import { createAppointment, readStats } from './stylist.service';
import { listClients, readClientNotes, saveClientNotes } from './stylist-clients.service';

/** The Stylist Dashboard's calls (spec 001 /stylist); stylists and admins. */
export const stylistRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/stylist/bookings',
    role: 'stylist',
    summary:
      'My bookings and the unassigned ones I can claim (an admin sees all): the 50 latest open past ones, the first 50 from today on, the 50 latest finished (Next-Cursor header: ?before= for earlier finished ones; Later-Cursor: ?after= for later ones; Open-Cursor: ?openBefore= for earlier open ones)',
    query: stylistBookingsQuery,
    response: Type.Array(staffBookingRow),
    handler: async ({ deps, user, query }) => {
      const { laterCursor, openCursor, ...page } = await listStylistBookings(deps, user, {
        before: parsePastCursor(query.before),
        after: parsePastCursor(query.after, 'after'),
        openBefore: parsePastCursor(query.openBefore, 'openBefore', 'Open-Cursor'),
      });
      return listPage(page, { 'Later-Cursor': laterCursor, 'Open-Cursor': openCursor });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/stylist/bookings/:id/claim',
    role: 'stylist',
    summary: 'Take an unassigned booking (409 when another stylist has it)',
    params: uuidParams('id'),
    response: staffBooking,
    errors: [409],
    handler: ({ deps, user, params }) => claimBooking(deps, user, params.id),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/api/stylist/bookings/:id',
    role: 'stylist',
    summary: 'Confirm or complete one of my bookings, record its payment status, set its final price',
    body: stylistBookingPatch,
    params: uuidParams('id'),
    response: staffBooking,
    errors: [409, 422],
    handler: ({ deps, user, params, body }) => patchBookingAsStylist(deps, user, params.id, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/stylist/appointments',
    role: 'stylist',
    summary: "Book an appointment for a client (creating the client's account for a new email)",
    body: stylistAppointmentInput,
    status: 201,
    // A replay (same Idempotency-Key) answers the first answer again, with its status.
    response: { 200: appointmentCreated, 201: appointmentCreated },
    errors: [409, 422],
    handler: ({ ctx, deps, user, body }) =>
      idempotentCreate(ctx, (key) => createAppointment(deps, user, body, key)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/stylist/stats',
    role: 'stylist',
    summary:
      "My figures (an admin's: the studio's) as the stats worker last computed them (America/Los_Angeles)",
    response: stylistStats,
    handler: ({ deps, user }) => readStats(deps, user),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/stylist/clients',
    role: 'stylist',
    summary:
      'My clients with their booking counts, latest booking first, 50 at a time (Next-Cursor header: ?before= for the next ones)',
    query: stylistClientsQuery,
    response: Type.Array(stylistClient),
    handler: async ({ deps, user, query }) => listPage(await listClients(deps, user, query)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/stylist/clients/:id/notes',
    role: 'stylist',
    summary: 'My private notes about one of my clients',
    params: uuidParams('id'),
    response: clientNotes,
    handler: ({ deps, user, params }) => readClientNotes(deps, user, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/stylist/clients/:id/notes',
    role: 'stylist',
    summary: 'Save my private notes about one of my clients',
    body: clientNotesInput,
    params: uuidParams('id'),
    response: clientNotes,
    handler: ({ deps, user, params, body }) => saveClientNotes(deps, user, params.id, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/stylist/calendar-feed',
    role: 'stylist',
    summary: 'The private .ics address of my schedule for calendar apps',
    response: calendarFeedAnswer,
    handler: ({ ctx, deps, user }) => {
      ctx.set('Cache-Control', 'no-store');
      return calendarFeedOf(deps, user);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/stylist/calendar-feed/rotate',
    role: 'stylist',
    summary: 'Reset my calendar address (the old one stops working)',
    response: calendarFeedAnswer,
    handler: ({ deps, user }) => rotateCalendarFeed(deps, user),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/calendar/:file',
    // The unguessable token in the address is the key, as calendar apps cannot sign in.
    role: 'public',
    summary:
      "A stylist's schedule as an iCalendar subscription feed (/api/calendar/<token>.ics); ETag, 304 on If-None-Match",
    params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,200}\\.ics$' }) }),
    response: {
      200: { description: 'The iCalendar feed', contentType: 'text/calendar' },
      304: noBody('Not modified since the ETag sent in If-None-Match'),
    },
    handler: async ({ ctx, deps, params }) => {
      const feed = await calendarFeed(deps, params.file);
      ctx.set('Cache-Control', 'private, max-age=300');
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.etag = feed.etag;
      // The app's copy is this revision's: nothing to send again.
      if (ifNoneMatchHolds(ctx.get('If-None-Match'), feed.etag)) return answer(304);
      return answer(200, feed.body);
    },
  }),
];

import { type Static, Type } from '@sinclair/typebox';
import type { Role } from '../status';
import { LIMITS, optionalText, strictObject, timestamp, uuid } from './fields';
import { cursorParam, limitParam } from './user';

/**
 * GET /api/stylist/stats: a stylist's own figures (the bookings she works on, the revenue of the
 * ones she leads), or for an admin the studio's (every booking once, assigned or not).
 */
export const stylistStats = Type.Object({
  scope: Type.Union([Type.Literal('stylist'), Type.Literal('studio')]),
  todaysBookings: Type.Integer(),
  thisWeekBookings: Type.Integer(),
  totalClients: Type.Integer(),
  totalBookings: Type.Integer(),
  thisMonthRevenue: Type.Number(),
  thisMonthRevenueCents: Type.Integer(),
  revenueByMonth: Type.Array(Type.Object({ month: Type.String(), revenueCents: Type.Integer() })),
  computedAt: Type.Union([timestamp(), Type.Null()]),
});
export type StylistStats = Static<typeof stylistStats>;

/** Whose figures a staff member's Stylist Dashboard shows: an admin runs the studio. */
export const figureScopeOf = (role: Role): StylistStats['scope'] => (role === 'admin' ? 'studio' : 'stylist');

/** GET /api/stylist/clients. */
export const stylistClient = Type.Object({
  id: uuid(),
  name: Type.String(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  createdAt: timestamp(),
  totalBookings: Type.Integer(),
});
export type StylistClient = Static<typeof stylistClient>;

/** GET /api/stylist/clients: how many clients one answer holds unless `limit` says. */
export const CLIENT_LIST_LIMIT = 50;

/**
 * GET /api/stylist/clients: my clients, the one with the latest booking first, `limit` of them
 * (default and most 50); `before` asks for the page after a Next-Cursor header.
 */
export const stylistClientsQuery = strictObject(
  { limit: limitParam(), before: cursorParam() },
  { $id: 'StylistClientsQuery' },
);
export type StylistClientsQuery = Static<typeof stylistClientsQuery>;

/** PUT /api/stylist/clients/{id}/notes: notes are per stylist and client. */
export const clientNotesInput = strictObject(
  {
    skinTone: optionalText(LIMITS.shortText),
    allergies: optionalText(LIMITS.shortText),
    preferences: optionalText(LIMITS.notes),
    generalNotes: optionalText(LIMITS.notes),
  },
  { $id: 'ClientNotesInput' },
);
export type ClientNotesInput = Static<typeof clientNotesInput>;

/** GET/PUT /api/stylist/clients/{id}/notes answer. */
export const clientNotes = Type.Object({
  clientId: uuid(),
  skinTone: Type.Union([Type.String(), Type.Null()]),
  allergies: Type.Union([Type.String(), Type.Null()]),
  preferences: Type.Union([Type.String(), Type.Null()]),
  generalNotes: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([timestamp(), Type.Null()]),
});
export type ClientNotes = Static<typeof clientNotes>;

/**
 * Who comes when: a booking's plan read from its appointment blocks, for many bookings in one
 * query (plansOf) or in the same statement as the bookings (planBlocksColumn).
 */
import { partyMembers } from '@beauty/domain/booking-rules';
import type { BookingPlan } from '@beauty/domain/schemas/booking';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import type { Knex } from 'knex';
import type { BookingRow } from './booking-rows';
import { fullName } from './booking-views';

export interface BlockRow {
  bookingId: string;
  stylistId: string;
  role: 'lead' | 'assist';
  firstName: string | null;
  lastName: string | null;
  email: string;
  heldFrom: Date;
  heldUntil: Date;
  serviceStart: Date;
  serviceEnd: Date;
  members: Array<{ label: string; minutes: number; startsAt: string }>;
}

/**
 * Who comes when, for many bookings in one query: each booking's appointment blocks with the
 * stylists' names (active ones, or the last plan of a cancelled or completed booking).
 */
export async function plansOf(knex: Knex, rows: readonly BookingRow[]): Promise<Map<string, BookingPlan>> {
  const blocks: BlockRow[] =
    rows.length === 0
      ? []
      : await knex('stylist_blocks as k')
          .join('users as u', 'u.id', 'k.stylistId')
          // One array parameter, not one per booking: a list of every booking (the admin's) runs
          // past the 65,535 parameters a statement may carry.
          .whereRaw('k.booking_id = ANY(?::uuid[])', [rows.map((r) => r.id)])
          .where('k.kind', 'appointment')
          .orderBy([{ column: 'k.role', order: 'desc' }, { column: 'k.createdAt' }])
          .select(
            'k.bookingId',
            'k.stylistId',
            'k.role',
            'k.members',
            'u.firstName',
            'u.lastName',
            'u.email',
            knex.raw('lower(k.held) as held_from'),
            knex.raw('upper(k.held) as held_until'),
            knex.raw('lower(k.service) as service_start'),
            knex.raw('upper(k.service) as service_end'),
          );
  const byBooking = new Map<string, BlockRow[]>();
  for (const block of blocks)
    byBooking.set(block.bookingId, [...(byBooking.get(block.bookingId) ?? []), block]);
  return new Map(rows.map((row) => [row.id, planOf(row, byBooking.get(row.id) ?? [])]));
}

/**
 * Each booking's appointment blocks as one JSON column (`planBlocks`, the rows plansOf reads), for
 * a list that reads its bookings and their plans in one statement. On bookings aliased `b`.
 */
export function planBlocksColumn(knex: Knex) {
  return knex.raw(
    `coalesce((select json_agg(json_build_object(
        'bookingId', k.booking_id, 'stylistId', k.stylist_id, 'role', k.role, 'members', k.members,
        'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email,
        'heldFrom', lower(k.held), 'heldUntil', upper(k.held),
        'serviceStart', lower(k.service), 'serviceEnd', upper(k.service))
        order by k.role desc, k.created_at)
      from stylist_blocks k join users u on u.id = k.stylist_id
      where k.booking_id = b.id and k.kind = 'appointment'), '[]'::json) as plan_blocks`,
  );
}

/** A booking's plan from the blocks read with it (planBlocksColumn). */
export function planFromBlocks(row: BookingRow & { planBlocks: BlockRow[] }): BookingPlan {
  return planOf(row, row.planBlocks);
}

const iso = (value: Date | string) => new Date(value).toISOString();

function planOf(row: BookingRow, blocks: BlockRow[]): BookingPlan {
  const start = appointmentStartsAt(row.eventDate, row.eventTime);
  if (blocks.length === 0) {
    const members = partyMembers({ ...row, addOns: row.addOnIds ?? [] }, row.partySize);
    const minutes = members.reduce((sum, m) => sum + m.minutes, 0);
    return {
      staffed: false,
      startsAt: start.toISOString(),
      readyAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
      assignments: [],
    };
  }
  const assignments = blocks.map((block) => ({
    stylistId: block.stylistId,
    stylistName: fullName(block.firstName, block.lastName) ?? block.email,
    role: block.role,
    serviceStart: iso(block.serviceStart),
    serviceEnd: iso(block.serviceEnd),
    heldFrom: iso(block.heldFrom),
    heldUntil: iso(block.heldUntil),
    members: block.members.map((m) => ({ label: m.label, minutes: m.minutes, startsAt: iso(m.startsAt) })),
  }));
  const ends = assignments.flatMap((a) =>
    a.members.map((m) => new Date(m.startsAt).getTime() + m.minutes * 60_000),
  );
  const starts = assignments.map((a) => new Date(a.serviceStart).getTime());
  return {
    staffed: true,
    startsAt: new Date(Math.min(...starts)).toISOString(),
    readyAt: new Date(Math.max(...ends)).toISOString(),
    assignments,
  };
}

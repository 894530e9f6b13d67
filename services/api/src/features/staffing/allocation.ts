import { partyMembers, type StaffingSelection, stayMinutes } from '@beauty/domain/booking-rules';
import { bookingMessages } from '@beauty/domain/messages';
import { planStaffing, type StaffingPlan } from '@beauty/domain/staffing';
import type { TimeMode } from '@beauty/domain/stylist-day';
import {
  bookableStylistIds,
  dayWindow,
  heldRanges,
  stylistDaysOn,
  weeklyHours,
} from '@beauty/server/staffing/stylist-time';
import type { Knex } from 'knex';
import { Conflict } from '../../errors';
import { deleteActiveBookingBlocks, insertAppointmentBlocks, setBookingStylist } from './staffing.repository';

/**
 * Where time is placed and moved: every path that gives a booking stylists' time (create,
 * reschedule, claim, assign, New Appointment) plans here and writes blocks with `holdPlan`;
 * the exclusion constraint `stylist_blocks_no_overlap` has the last word.
 */

export interface PlacementRequest {
  selection: StaffingSelection;
  date: string;
  mode: TimeMode;
  time: string;
  travelMinutes: number;
  /** Nothing held before this (now, plus the notice customers must give); staff moving a booking may leave it out. */
  notBefore?: Date;
  /** A booking being moved: its own time does not stand in its way. */
  exceptBookingId?: string;
  /** Only these stylists (a claim, an assignment), else the whole team. */
  only?: readonly string[];
  /** Goes first: the stylist booking her own client, the one claiming. */
  prefer?: string;
  /** The plan must send `prefer` (she books her own client). */
  requirePreferred?: boolean;
}

/** A plan for the request against the stylists' hours and held time as the transaction sees them. */
export async function planPlacement(knex: Knex, request: PlacementRequest): Promise<StaffingPlan | null> {
  const team = request.only ? [...request.only] : await bookableStylistIds(knex);
  // The stylist booking her own client, or claiming, is on it even when not on the team page.
  if (request.prefer && !team.includes(request.prefer)) team.push(request.prefer);
  if (team.length === 0) return null;
  const [from, until] = dayWindow(request.date);
  const [hours, held] = await Promise.all([
    weeklyHours(knex, team),
    heldRanges(knex, team, from, until, request.exceptBookingId),
  ]);
  return planStaffing(
    {
      date: request.date,
      mode: request.mode,
      time: request.time,
      members: partyMembers(request.selection),
      travelMinutes: request.travelMinutes,
      stayMinutes: stayMinutes(request.selection),
      notBefore: request.notBefore,
      mustInclude: request.requirePreferred ? request.prefer : undefined,
    },
    stylistDaysOn(request.date, team, hours, held, request.prefer),
  );
}

/**
 * Write a plan's blocks for `bookingId` (active: the booking is pending or confirmed) and make
 * the lead the booking's stylist. Throws the database's exclusion violation when a block
 * overlaps one written meanwhile; `withAllocation` turns that into a fresh try or a 409.
 */
export async function holdPlan(
  trx: Knex.Transaction,
  bookingId: string,
  plan: StaffingPlan,
  createdBy: string | null,
): Promise<void> {
  await insertAppointmentBlocks(trx, bookingId, plan.assignments, createdBy);
  const lead = plan.assignments.find((a) => a.role === 'lead');
  await setBookingStylist(trx, bookingId, lead?.stylistId ?? null);
}

/** Let a booking's held time go (before it is placed again, or when staff unassign it). */
export async function releaseBookingTime(trx: Knex.Transaction, bookingId: string): Promise<string[]> {
  return deleteActiveBookingBlocks(trx, bookingId);
}

const EXCLUSION_VIOLATION = '23P01';
/** Two requests writing blocks that refuse each other can deadlock; PostgreSQL picks one to fail. */
const DEADLOCK = '40P01';
const ATTEMPTS = 5;

export function isOverlap(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === EXCLUSION_VIOLATION;
}

const worthRetrying = (error: unknown) =>
  isOverlap(error) || (error as { code?: string } | null)?.code === DEADLOCK;

/**
 * Run a transaction that places time; when the constraint refuses a block because another
 * request took the time first, try again from scratch (the next plan sees that request's
 * blocks and picks someone else, or finds nobody): after a few tries, or when nobody is left,
 * the answer is 409 and nothing is written.
 */
export async function withAllocation<T>(knex: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await knex.transaction(work);
    } catch (error) {
      if (!worthRetrying(error)) throw error;
      if (attempt >= ATTEMPTS) throw new Conflict(bookingMessages.slotFull);
    }
  }
}

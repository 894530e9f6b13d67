import type { HoursInput, TimeOff, TimeOffInput, WorkingTime } from '@beauty/domain/schemas/working-time';
import { workingTimeMessages } from '@beauty/domain/schemas/working-time';
import { addDays, daysBetween, todayInBusinessZone } from '@beauty/domain/slots';
import { MAX_TIME_OFF_DAYS } from '@beauty/domain/stylist-day';
import { zonedInstant } from '@beauty/domain/zoned-time';
import { fullName } from '@beauty/server/bookings/booking-views';
import { writeEvent } from '@beauty/server/outbox';
import { DEFAULT_DAY_HOURS, weeklyHours } from '@beauty/server/staffing/stylist-time';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, Forbidden, Invalid, NotFound, Unprocessable } from '../../errors';
import type { SessionUser } from '../../http/session';
import { isOverlap } from './allocation';
import {
  deleteBlock,
  insertTimeOff,
  isStaffMember,
  lockTimeOff,
  nameRowOf,
  type TimeOffRow,
  upcomingTimeOff,
  upsertWeekHours,
} from './working-time.repository';

/** Whose working time a request is about: one's own, or (admins) anyone on the staff. */
async function subjectOf(knex: Knex, actor: SessionUser, stylistId: string | undefined): Promise<string> {
  const id = stylistId ?? actor.id;
  if (id !== actor.id && actor.role !== 'admin') throw new Forbidden(workingTimeMessages.notYours);
  if (id !== actor.id) {
    if (!(await isStaffMember(knex, id))) throw new NotFound();
  }
  return id;
}

async function nameOf(knex: Knex, id: string): Promise<string> {
  const user = await nameRowOf(knex, id);
  return fullName(user?.firstName ?? null, user?.lastName ?? null) ?? user?.email ?? 'Stylist';
}

function toTimeOff(row: TimeOffRow): TimeOff {
  return {
    id: row.id,
    startsAt: new Date(row.heldFrom).toISOString(),
    endsAt: new Date(row.heldUntil).toISOString(),
    note: row.note,
  };
}

/** GET /api/stylist/working-time: her hours (or the spec's default) and her time off still to come. */
export async function readWorkingTime(
  deps: Pick<AppDeps, 'knex'>,
  actor: SessionUser,
  stylistId: string | undefined,
  now: Date = new Date(),
): Promise<WorkingTime> {
  const id = await subjectOf(deps.knex, actor, stylistId);
  const [hours, name, offRows] = await Promise.all([
    weeklyHours(deps.knex, [id]),
    nameOf(deps.knex, id),
    upcomingTimeOff(deps.knex, id, now),
  ]);
  const week = hours.get(id);
  return {
    stylistId: id,
    stylistName: name,
    usesDefaultHours: !week,
    days: Array.from({ length: 7 }, (_, weekday) => (week ? (week[weekday] ?? null) : DEFAULT_DAY_HOURS)),
    timeOff: offRows.map(toTimeOff),
  };
}

/**
 * PUT /api/stylist/working-time/hours: all seven days at once. Hours hold no time, so they never
 * overlap anything; appointments already booked outside new hours stay (the studio sees them).
 * Widened hours may fit a waitlisted request: the event tells the worker.
 */
export async function saveHours(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  actor: SessionUser,
  input: HoursInput,
): Promise<WorkingTime> {
  const id = await subjectOf(deps.knex, actor, input.stylistId);
  input.days.forEach((day, weekday) => {
    if (day && day.lastStart < day.firstStart)
      throw new Invalid([{ field: `days.${weekday}.lastStart`, message: workingTimeMessages.hoursOrder }]);
  });
  await deps.knex.transaction(async (trx) => {
    await upsertWeekHours(trx, id, input.days, actor.id);
    await writeEvent(trx, {
      type: 'staffing.hours_changed',
      entityType: 'stylist',
      entityId: id,
      payload: { stylistId: id, changedBy: actor.id },
    });
  });
  await deps.publicCache?.invalidate('availability');
  return readWorkingTime(deps, actor, id);
}

/**
 * POST /api/stylist/time-off: whole days (00:00 to 00:00 in Puyallup, DST included) or part of a
 * day. It holds her time like an appointment does, so the constraint refuses it (409) over an
 * appointment she already has.
 */
export async function addTimeOff(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  actor: SessionUser,
  input: TimeOffInput,
  now: Date = new Date(),
): Promise<TimeOff> {
  const id = await subjectOf(deps.knex, actor, input.stylistId);
  const to = input.to ?? input.from;
  if (to < input.from) throw new Unprocessable(workingTimeMessages.timeOffOrder);
  if (daysBetween(input.from, to) + 1 > MAX_TIME_OFF_DAYS)
    throw new Unprocessable(workingTimeMessages.timeOffTooLong);
  if (to < todayInBusinessZone(now)) throw new Unprocessable(workingTimeMessages.timeOffInPast);
  const startsAt = zonedInstant(input.from, input.startTime ?? '00:00');
  const endsAt = input.endTime ? zonedInstant(to, input.endTime) : zonedInstant(addDays(to, 1), '00:00');
  if (endsAt <= startsAt) throw new Unprocessable(workingTimeMessages.timeOffOrder);
  try {
    const row = await insertTimeOff(deps.knex, {
      stylistId: id,
      startsAt,
      endsAt,
      note: input.note?.trim() || null,
      createdBy: actor.id,
    });
    await deps.publicCache?.invalidate('availability');
    return toTimeOff({ id: row.id, note: row.note, heldFrom: startsAt, heldUntil: endsAt });
  } catch (error) {
    if (isOverlap(error)) throw new Conflict(workingTimeMessages.timeOffOverlaps);
    throw error;
  }
}

/** DELETE /api/stylist/time-off/{id}: her time is free again (waitlisted requests may fit). */
export async function removeTimeOff(
  deps: Pick<AppDeps, 'knex' | 'publicCache'>,
  actor: SessionUser,
  blockId: string,
): Promise<{ removed: true }> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(blockId)) throw new NotFound();
  await deps.knex.transaction(async (trx) => {
    const block = await lockTimeOff(trx, blockId);
    if (!block || (block.stylistId !== actor.id && actor.role !== 'admin')) throw new NotFound();
    await deleteBlock(trx, blockId);
    await writeEvent(trx, {
      type: 'staffing.time_off_removed',
      entityType: 'stylist',
      entityId: block.stylistId,
      payload: {
        stylistId: block.stylistId,
        from: new Date(block.heldFrom).toISOString(),
        until: new Date(block.heldUntil).toISOString(),
      },
    });
  });
  await deps.publicCache?.invalidate('availability');
  return { removed: true };
}

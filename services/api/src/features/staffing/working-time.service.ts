import { findService } from '@beauty/domain/catalog';
import type {
  HoursInput,
  Schedule,
  ScheduleBlock,
  TimeOff,
  TimeOffInput,
  WorkingTime,
} from '@beauty/domain/schemas/working-time';
import { workingTimeMessages } from '@beauty/domain/schemas/working-time';
import { addDays, daysBetween, todayInBusinessZone } from '@beauty/domain/slots';
import { ACTIVE_BOOKING_STATUSES } from '@beauty/domain/status';
import { zonedInstant } from '@beauty/domain/zoned-time';
import { writeEvent } from '@beauty/server/outbox';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Conflict, Forbidden, Invalid, NotFound, Unprocessable } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { fullName } from '../bookings/booking-views';
import { isOverlap } from './allocation';
import {
  bookableStylistIds,
  type DayHours,
  DEFAULT_DAY_HOURS,
  dayWindow,
  hoursOn,
  weeklyHours,
} from './staffing.repository';

const MAX_TIME_OFF_DAYS = 60;

/** Whose working time a request is about: one's own, or (admins) anyone on the staff. */
async function subjectOf(knex: Knex, actor: SessionUser, stylistId: string | undefined): Promise<string> {
  const id = stylistId ?? actor.id;
  if (id !== actor.id && actor.role !== 'admin') throw new Forbidden(workingTimeMessages.notYours);
  if (id !== actor.id) {
    const staff = await knex('users').where({ id }).whereIn('role', ['stylist', 'admin']).first('id');
    if (!staff) throw new NotFound();
  }
  return id;
}

async function nameOf(knex: Knex, id: string): Promise<string> {
  const user = await knex('users').where({ id }).first('firstName', 'lastName', 'email');
  return fullName(user?.firstName ?? null, user?.lastName ?? null) ?? user?.email ?? 'Stylist';
}

function toTimeOff(row: { id: string; heldFrom: Date; heldUntil: Date; note: string | null }): TimeOff {
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
    deps
      .knex('stylist_blocks')
      .where({ stylistId: id, kind: 'time-off', active: true })
      .whereRaw('upper(held) > ?', [now.toISOString()])
      .orderByRaw('lower(held)')
      .select(
        'id',
        'note',
        deps.knex.raw('lower(held) as held_from'),
        deps.knex.raw('upper(held) as held_until'),
      ),
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
    await trx('stylist_hours')
      .insert(
        input.days.map((day: DayHours, weekday) => ({
          stylistId: id,
          weekday,
          firstStart: day?.firstStart ?? null,
          lastStart: day?.lastStart ?? null,
          updatedAt: trx.fn.now(),
          updatedBy: actor.id,
        })),
      )
      .onConflict(['stylistId', 'weekday'])
      .merge();
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
  if (to < todayInBusinessZone(now)) throw new Unprocessable('Time off must be today or later.');
  const startsAt = zonedInstant(input.from, input.startTime ?? '00:00');
  const endsAt = input.endTime ? zonedInstant(to, input.endTime) : zonedInstant(addDays(to, 1), '00:00');
  if (endsAt <= startsAt) throw new Unprocessable(workingTimeMessages.timeOffOrder);
  try {
    const [row] = await deps
      .knex('stylist_blocks')
      .insert({
        stylistId: id,
        kind: 'time-off',
        held: deps.knex.raw('tstzrange(?, ?)', [startsAt.toISOString(), endsAt.toISOString()]),
        note: input.note?.trim() || null,
        createdBy: actor.id,
      })
      .returning(['id', 'note']);
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
    const block = await trx('stylist_blocks')
      .where({ id: blockId, kind: 'time-off' })
      .forUpdate()
      .first('id', 'stylistId', trx.raw('lower(held) as held_from'), trx.raw('upper(held) as held_until'));
    if (!block || (block.stylistId !== actor.id && actor.role !== 'admin')) throw new NotFound();
    await trx('stylist_blocks').where({ id: blockId }).delete();
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

interface BlockView {
  id: string;
  stylistId: string;
  kind: 'appointment' | 'time-off';
  bookingId: string | null;
  role: 'lead' | 'assist' | null;
  note: string | null;
  members: Array<{ label: string }>;
  heldFrom: Date;
  heldUntil: Date;
  serviceStart: Date | null;
  serviceEnd: Date | null;
  status: string | null;
  eventType: string | null;
  makeupService: string | null;
  hairService: string | null;
  bridalPackage: string | null;
  areaName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

function servicesOf(row: Pick<BlockView, 'bridalPackage' | 'makeupService' | 'hairService'>): string {
  return (
    [
      row.bridalPackage && findService('bridal', row.bridalPackage)?.name,
      row.makeupService && findService('makeup', row.makeupService)?.name,
      row.hairService && findService('hair', row.hairService)?.name,
    ]
      .filter(Boolean)
      .join(', ') || 'Appointment'
  );
}

function toScheduleBlock(row: BlockView): ScheduleBlock {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  if (row.kind === 'time-off')
    return {
      kind: 'time-off',
      id: row.id,
      bookingId: null,
      role: null,
      status: null,
      heldFrom: new Date(row.heldFrom).toISOString(),
      heldUntil: new Date(row.heldUntil).toISOString(),
      serviceStart: null,
      serviceEnd: null,
      title: row.note ? `Time off: ${row.note}` : 'Time off',
      detail: null,
    };
  const client = fullName(row.firstName, row.lastName) ?? row.email ?? 'Client';
  return {
    kind: 'appointment',
    id: row.id,
    bookingId: row.bookingId,
    role: row.role,
    status: row.status,
    heldFrom: new Date(row.heldFrom).toISOString(),
    heldUntil: new Date(row.heldUntil).toISOString(),
    serviceStart: iso(row.serviceStart),
    serviceEnd: iso(row.serviceEnd),
    title: `${client}: ${servicesOf(row)}`,
    detail: [
      row.areaName,
      row.members.map((m) => m.label).join(', '),
      row.role === 'assist' ? 'assisting' : null,
    ]
      .filter(Boolean)
      .join(' · '),
  };
}

/**
 * GET /api/stylist/schedule: `days` days from `from`, side by side. An admin sees the whole team
 * (and anyone else holding time then) and the requests nobody holds time for; a stylist sees her
 * own column. Three queries whatever the number of stylists and blocks.
 */
export async function readSchedule(
  deps: Pick<AppDeps, 'knex'>,
  actor: SessionUser,
  from: string,
  days: number,
): Promise<Schedule> {
  const to = addDays(from, days - 1);
  const knex = deps.knex;
  const [windowFrom, windowUntil] = dayWindow(from, to, 0);
  const rows: BlockView[] = await knex('stylist_blocks as k')
    .leftJoin('bookings as b', 'b.id', 'k.bookingId')
    .leftJoin('users as c', 'c.id', 'b.customerId')
    .leftJoin('service_areas as area', 'area.id', 'b.serviceAreaId')
    .whereRaw('k.held && tstzrange(?, ?)', [windowFrom.toISOString(), windowUntil.toISOString()])
    .where((q) =>
      q
        .where('k.active', true)
        .orWhere((done) => done.where('k.kind', 'appointment').where('b.status', 'completed')),
    )
    .modify((q) => {
      if (actor.role !== 'admin') q.where('k.stylistId', actor.id);
    })
    .orderByRaw('lower(k.held)')
    .select(
      'k.id',
      'k.stylistId',
      'k.kind',
      'k.bookingId',
      'k.role',
      'k.note',
      'k.members',
      knex.raw('lower(k.held) as held_from'),
      knex.raw('upper(k.held) as held_until'),
      knex.raw('lower(k.service) as service_start'),
      knex.raw('upper(k.service) as service_end'),
      'b.status',
      'b.eventType',
      'b.makeupService',
      'b.hairService',
      'b.bridalPackage',
      'area.name as areaName',
      'c.firstName',
      'c.lastName',
      'c.email',
    );
  const team = actor.role === 'admin' ? await bookableStylistIds(knex) : [actor.id];
  const ids = [...new Set([...team, ...rows.map((r) => r.stylistId)])];
  const [hours, people] = await Promise.all([
    weeklyHours(knex, ids),
    knex('users').whereIn('id', ids).select('id', 'firstName', 'lastName', 'email'),
  ]);
  const names = new Map(
    people.map((p: { id: string; firstName: string | null; lastName: string | null; email: string }) => [
      p.id,
      fullName(p.firstName, p.lastName) ?? p.email,
    ]),
  );
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const unstaffed =
    actor.role === 'admin'
      ? await knex('bookings as b')
          .join('users as c', 'c.id', 'b.customerId')
          .whereIn('b.status', ACTIVE_BOOKING_STATUSES)
          .whereBetween('b.eventDate', [from, to])
          .whereNotExists((q) =>
            q.from('stylist_blocks as k').whereRaw('k.booking_id = b.id').where('k.active', true),
          )
          .orderBy([{ column: 'b.eventDate' }, { column: 'b.eventTime' }])
          .select(
            'b.id',
            'b.eventDate',
            'b.eventTime',
            'b.status',
            'b.makeupService',
            'b.hairService',
            'b.bridalPackage',
            'c.firstName',
            'c.lastName',
            'c.email',
          )
      : [];
  return {
    from,
    to,
    stylists: ids.map((id) => ({
      id,
      name: names.get(id) ?? 'Stylist',
      days: dates.map((date) => ({ date, hours: hoursOn(hours.get(id), date) })),
      blocks: rows.filter((r) => r.stylistId === id).map(toScheduleBlock),
    })),
    unstaffed: unstaffed.map(
      (b: BlockView & { id: string; eventDate: string; eventTime: string; status: string }) => ({
        bookingId: b.id,
        clientName: fullName(b.firstName, b.lastName) ?? b.email ?? 'Client',
        eventDate: b.eventDate,
        eventTime: b.eventTime,
        status: b.status,
        title: servicesOf(b),
      }),
    ),
  };
}

/**
 * The Schedule (GET /api/stylist/schedule): the team's days side by side, each stylist's hours
 * and the blocks holding her time, and (for an admin) the requests nobody holds time for.
 */
import { findService } from '@beauty/domain/catalog';
import type { Schedule, ScheduleBlock } from '@beauty/domain/schemas/working-time';
import { addDays } from '@beauty/domain/slots';
import { fullName } from '@beauty/server/bookings/booking-views';
import { bookableStylistIds, dayWindow, hoursOn, weeklyHours } from '@beauty/server/staffing/stylist-time';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';
import {
  type BlockView,
  scheduleBlocks,
  staffNameRows,
  type UnstaffedRow,
  unstaffedBookings,
} from './working-time.repository';

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
  const rows = await scheduleBlocks(knex, windowFrom, windowUntil, actor.role === 'admin' ? null : actor.id);
  const team = actor.role === 'admin' ? await bookableStylistIds(knex) : [actor.id];
  const ids = [...new Set([...team, ...rows.map((r) => r.stylistId)])];
  const [hours, people] = await Promise.all([weeklyHours(knex, ids), staffNameRows(knex, ids)]);
  const names = new Map(people.map((p) => [p.id, fullName(p.firstName, p.lastName) ?? p.email]));
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const unstaffed = actor.role === 'admin' ? await unstaffedBookings(knex, from, to) : [];
  return {
    from,
    to,
    stylists: ids.map((id) => ({
      id,
      name: names.get(id) ?? 'Stylist',
      days: dates.map((date) => ({ date, hours: hoursOn(hours.get(id), date) })),
      blocks: rows.filter((r) => r.stylistId === id).map(toScheduleBlock),
    })),
    unstaffed: unstaffed.map((b: UnstaffedRow) => ({
      bookingId: b.id,
      clientName: fullName(b.firstName, b.lastName) ?? b.email ?? 'Client',
      eventDate: b.eventDate,
      eventTime: b.eventTime,
      status: b.status,
      title: servicesOf(b),
    })),
  };
}

import {
  SELECTION_PROBLEM_MESSAGES,
  type StaffingSelection,
  selectionProblem,
} from '@beauty/domain/booking-rules';
import { bookingMessages } from '@beauty/domain/messages';
import {
  type WaitlistEntry,
  type WaitlistInput,
  waitlistBookPath,
  waitlistMessages,
} from '@beauty/domain/schemas/waitlist';
import { todayInBusinessZone } from '@beauty/domain/slots';
import type { TimeMode } from '@beauty/domain/stylist-day';
import { computeAvailability } from '@beauty/server/staffing/availability';
import type { AppDeps } from '../../deps';
import { Conflict, NotFound, Unprocessable } from '../../errors';
import type { SessionUser } from '../../http/session';
import { offeredCatalog } from '../catalog/priced-catalog';
import { findServiceArea, offeredServiceAreas } from './service-areas.service';
import {
  findWaitlistEntry,
  insertWaitlistEntry,
  markWaitlistEntryLeft,
  upcomingWaitlistEntries,
  type WaitlistRow,
} from './waitlist.repository';

function toEntry(row: WaitlistRow): WaitlistEntry {
  const { timeMode = 'start', ...selection } = row.selection;
  const entry = {
    eventDate: row.eventDate,
    serviceArea: row.serviceAreaId,
    timeMode,
    selection,
  };
  return {
    id: row.id,
    ...entry,
    serviceAreaName: row.areaName,
    status: row.status,
    notifiedAt: row.notifiedAt ? new Date(row.notifiedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
    bookUrl: waitlistBookPath(entry),
  };
}

/** GET /api/waitlist: her entries for dates still to come, waiting or already told of an opening. */
export async function listWaitlist(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  now: Date = new Date(),
): Promise<WaitlistEntry[]> {
  const rows = await upcomingWaitlistEntries(deps.knex, user.id, todayInBusinessZone(now));
  return rows.map(toEntry);
}

/**
 * POST /api/waitlist: join a date that cannot staff her selection. Refused while the date still
 * has a time that fits (she should book it), for a party more than the whole team can style at
 * once (no opening would ever fit it) and when she is already waiting for the same.
 */
export async function joinWaitlist(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  user: SessionUser,
  input: WaitlistInput,
  now: Date = new Date(),
): Promise<WaitlistEntry> {
  if (input.eventDate < todayInBusinessZone(now)) throw new Unprocessable(bookingMessages.dateInPast);
  const [areas, catalog] = await Promise.all([offeredServiceAreas(deps), offeredCatalog(deps)]);
  const area = findServiceArea(areas, input.serviceArea);
  const selection = {
    makeupService: input.makeupService || null,
    hairService: input.hairService || null,
    bridalPackage: input.bridalPackage || null,
    addOns: [...(input.addOns ?? [])].sort(),
    partySize: input.bridalPackage ? null : (input.partySize ?? null),
    bridesmaidCount: input.bridesmaidCount ?? null,
  } satisfies StaffingSelection;
  const problem = selectionProblem(selection, { addOns: catalog.addOns });
  if (problem) throw new Unprocessable(SELECTION_PROBLEM_MESSAGES[problem]);
  const mode: TimeMode = input.timeMode ?? 'start';
  const open = await computeAvailability(deps.knex, {
    selection,
    area,
    mode,
    from: input.eventDate,
    to: input.eventDate,
    notBefore: new Date(now.getTime() + deps.config.booking.minNoticeMinutes * 60_000),
  });
  if (open.days.some((day) => day.times.length > 0)) throw new Conflict(waitlistMessages.stillOpen);
  // No opening can ever staff it: say so now rather than keep her waiting for nothing.
  if (open.partyTooLarge) throw new Unprocessable(bookingMessages.partyTooLarge);
  const stored = { ...selection, timeMode: mode };
  const inserted = await deps.knex.transaction((trx) =>
    insertWaitlistEntry(trx, {
      customerId: user.id,
      eventDate: input.eventDate,
      serviceAreaId: area.id,
      selection: stored,
    }),
  );
  if (inserted === 'already waiting') throw new Conflict(waitlistMessages.alreadyWaiting);
  return toEntry(await findWaitlistEntry(deps.knex, inserted.id));
}

/** DELETE /api/waitlist/{id}: leave it (her own entries only; anyone else's is 404). */
export async function leaveWaitlist(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  id: string,
): Promise<{ message: string }> {
  const updated = await markWaitlistEntryLeft(deps.knex, id, user.id);
  if (updated === 0) throw new NotFound();
  return { message: waitlistMessages.left };
}

import { AppError } from '../../errors';

/** How many open consultations one answer of GET /api/staff/consultations carries. */
export const OPEN_CONSULTATIONS_PAGE_SIZE = 50;

/**
 * Where a page of open consultations ends, in the list's order: the date and time it is set
 * for (null while to be scheduled), when it was asked for (microseconds since 1970, exact) and
 * its id.
 */
export interface OpenConsultationCursor {
  scheduledDate: string | null;
  scheduledTime: string | null;
  createdMicros: string;
  id: string;
}

const CURSOR =
  /^(-|\d{4}-\d{2}-\d{2})\.(-|\d{2}:\d{2})\.(\d{1,16})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** '2026-12-05.10:00.1764145800123456.<id>', or '-.-.…' for one still to schedule. */
export const openConsultationCursorOf = (c: OpenConsultationCursor) =>
  `${c.scheduledDate ?? '-'}.${c.scheduledTime ?? '-'}.${c.createdMicros}.${c.id}`;

/** The `after` of GET /api/staff/consultations?after=…, or a 400 saying what one looks like. */
export function parseOpenConsultationCursor(raw: unknown): OpenConsultationCursor | null {
  if (raw === undefined) return null;
  const match = typeof raw === 'string' ? CURSOR.exec(raw) : null;
  const [, date = '', time = '', micros = '', id = ''] = match ?? [];
  const day = new Date(`${date}T00:00:00Z`);
  const validDay = date === '-' || (!Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date);
  // Set for a date means set for a time, and to be scheduled means neither.
  if (!match || !validDay || (date === '-') !== (time === '-')) {
    throw new AppError(
      400,
      "'after' must be the nextCursor of an earlier answer (date.time.created.id, e.g. 2026-03-14.10:00.1764145800123456.<consultation id>).",
    );
  }
  return {
    scheduledDate: date === '-' ? null : date,
    scheduledTime: time === '-' ? null : time,
    createdMicros: micros,
    id: id.toLowerCase(),
  };
}

/** Booking plans for unit tests, written as a stylist's times on one day (UTC) instead of instants. */
import type { BookingPlan } from '@beauty/domain/schemas/booking';

type Assignment = BookingPlan['assignments'][number];

/** 'HH:MM' (UTC) on `day`, as the API writes the instant. */
export const instant = (day: string, time: string) => `${day}T${time}:00.000Z`;

/**
 * One stylist's part of a plan on `day`: when she styles and the time held around it
 * ('HH:MM-HH:MM'), and each person she styles as [label, minutes, starts at].
 */
export function assignment(
  day: string,
  [stylistId, stylistName]: readonly [id: string, name: string],
  role: Assignment['role'],
  styling: string,
  held: string,
  people: readonly (readonly [label: string, minutes: number, startsAt: string])[],
): Assignment {
  const [serviceStart = '', serviceEnd = ''] = styling.split('-').map((time) => instant(day, time));
  const [heldFrom = '', heldUntil = ''] = held.split('-').map((time) => instant(day, time));
  return {
    stylistId,
    stylistName,
    role,
    serviceStart,
    serviceEnd,
    heldFrom,
    heldUntil,
    members: people.map(([label, minutes, startsAt]) => ({
      label,
      minutes,
      startsAt: instant(day, startsAt),
    })),
  };
}

import type { BookingPlan } from './schemas/booking';
import { formatSlot } from './slots';
import type { TimeMode } from './stylist-day';
import { localTimeOf } from './zoned-time';

/**
 * A booking's plan in words, the same wherever it is read (emails, calendar files, the booking's
 * pages): who comes, whom each stylist styles when, and when everyone is ready.
 */

/** An instant as a clock time in the business's time zone: '9:00 AM'. */
export const clockOf = (instant: string | Date) => formatSlot(localTimeOf(new Date(instant)));

export interface PlannedPersonWords {
  label: string;
  /** When her styling starts: '9:00 AM'. */
  at: string;
  minutes: number;
}

export interface PlannedStylistWords {
  stylistId: string;
  name: string;
  role: 'lead' | 'assist';
  /** Styling, first person to last (with a stay for touch-ups): '8:00 AM – 12:30 PM'. */
  styling: string;
  /** Held with travel and buffer when that is longer: '7:15 AM – 1:30 PM'. */
  held: string | null;
  people: PlannedPersonWords[];
}

export interface PlanWords {
  /** Whether stylists hold the booking's time (false: nobody is assigned yet). */
  staffed: boolean;
  /** When the first stylist starts styling. */
  startsAt: Date;
  /** When everyone is ready. */
  readyAt: Date;
  /** When the last stylist is done (after a stay for touch-ups, later than readyAt). */
  endsAt: Date;
  /** 'by 2:00 PM' (the time the customer gave) or 'at 11:30 AM' (when styling ends). */
  ready: string;
  /** The lead first, then the others in the order they start. */
  stylists: PlannedStylistWords[];
}

export function planWords(booking: {
  plan: BookingPlan;
  timeMode: TimeMode;
  readyBy: string | null;
}): PlanWords {
  const { plan } = booking;
  const readyAt = new Date(plan.readyAt);
  const ends = plan.assignments.map((a) => new Date(a.serviceEnd).getTime());
  const stylists = [...plan.assignments]
    .sort(
      (a, b) =>
        Number(b.role === 'lead') - Number(a.role === 'lead') || a.serviceStart.localeCompare(b.serviceStart),
    )
    .map((assignment) => ({
      stylistId: assignment.stylistId,
      name: assignment.stylistName,
      role: assignment.role,
      styling: `${clockOf(assignment.serviceStart)} – ${clockOf(assignment.serviceEnd)}`,
      held:
        assignment.heldFrom === assignment.serviceStart && assignment.heldUntil === assignment.serviceEnd
          ? null
          : `${clockOf(assignment.heldFrom)} – ${clockOf(assignment.heldUntil)}`,
      people: [...assignment.members]
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
        .map((member) => ({ label: member.label, at: clockOf(member.startsAt), minutes: member.minutes })),
    }));
  return {
    staffed: plan.staffed && stylists.length > 0,
    startsAt: new Date(plan.startsAt),
    readyAt,
    endsAt: new Date(Math.max(readyAt.getTime(), ...ends)),
    ready:
      booking.timeMode === 'ready-by' && booking.readyBy
        ? `by ${formatSlot(booking.readyBy)}`
        : `at ${clockOf(readyAt)}`,
    stylists,
  };
}

/** 'Bride at 8:00 AM, Bridesmaid 1 at 10:30 AM': whom a stylist styles when. */
export function peopleWords(people: readonly PlannedPersonWords[]): string {
  return people.map((person) => `${person.label} at ${person.at}`).join(', ');
}

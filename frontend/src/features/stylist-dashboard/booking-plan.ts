import { formatDollars } from '@beauty/domain/pricing';
import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { formatSlot } from '@beauty/domain/slots';
import { localTimeOf } from '@beauty/domain/zoned-time';

/**
 * A booking's plan as an appointment row says it: when everyone is ready, where, how many, and
 * who comes, each stylist with her styling times, the time held with travel, and whom she styles
 * when. The viewer's own part is marked.
 */

const clock = (iso: string) => formatSlot(localTimeOf(new Date(iso)));

export interface PlanPerson {
  label: string;
  at: string;
  minutes: number;
}

export interface PlanStylist {
  stylistId: string;
  name: string;
  role: 'Lead' | 'Assist';
  mine: boolean;
  /** Styling, first person to last: '8:00 AM – 12:30 PM'. */
  styling: string;
  /** Held with travel and buffer, when that is longer: '7:15 AM – 1:30 PM'. */
  held: string | null;
  people: PlanPerson[];
}

export interface PlanView {
  staffed: boolean;
  /** 'Ready by 2:00 PM' (the time the customer gave) or 'Ready at 11:30 AM' (when styling ends). */
  ready: string;
  facts: string[];
  stylists: PlanStylist[];
}

export function planView(
  booking: Pick<
    StaffBookingRow,
    'plan' | 'timeMode' | 'readyBy' | 'serviceAreaName' | 'travelFeeCents' | 'partySize'
  >,
  viewerId: string,
): PlanView {
  const { plan } = booking;
  const ready =
    booking.timeMode === 'ready-by' && booking.readyBy
      ? `Ready by ${formatSlot(booking.readyBy)}`
      : `Ready at ${clock(plan.readyAt)}`;
  const facts = [
    booking.serviceAreaName
      ? booking.travelFeeCents > 0
        ? `${booking.serviceAreaName} (travel ${formatDollars(booking.travelFeeCents)})`
        : booking.serviceAreaName
      : null,
    booking.partySize > 1 ? `Party of ${booking.partySize}` : null,
  ].filter((fact): fact is string => fact !== null);
  const stylists = plan.assignments.map((assignment) => ({
    stylistId: assignment.stylistId,
    name: assignment.stylistName,
    role: assignment.role === 'lead' ? ('Lead' as const) : ('Assist' as const),
    mine: assignment.stylistId === viewerId,
    styling: `${clock(assignment.serviceStart)} – ${clock(assignment.serviceEnd)}`,
    held:
      assignment.heldFrom === assignment.serviceStart && assignment.heldUntil === assignment.serviceEnd
        ? null
        : `${clock(assignment.heldFrom)} – ${clock(assignment.heldUntil)}`,
    people: [...assignment.members]
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .map((member) => ({ label: member.label, at: clock(member.startsAt), minutes: member.minutes })),
  }));
  // The viewer's own part first, then the lead, then the others.
  stylists.sort(
    (a, b) => Number(b.mine) - Number(a.mine) || Number(b.role === 'Lead') - Number(a.role === 'Lead'),
  );
  return { staffed: plan.staffed && stylists.length > 0, ready, facts, stylists };
}

/** '45 min', '2 h', '1 h 30 min'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

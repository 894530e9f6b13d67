import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import type { PaymentStatus, Role } from '@beauty/domain/status';
import { isActiveBooking } from '@beauty/domain/status';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import type { BadgeVariant } from '@/components/ui/badge';
// Relative, not '@/': the unit tests (jest) load this file and map only @beauty/*.
import { bookingTitle } from '../../lib/booking-display';

/** Spec 001 fallbacks of the appointment rows. */
export const clientLabel = (clientName: string | null | undefined) => clientName?.trim() || 'Client';

/** The event type as it reads, or 'Service Appointment' when none was given. */
export const appointmentTitle = (eventType: string | null | undefined) =>
  eventType ? bookingTitle(eventType) : 'Service Appointment';

/** Spec 001: the status badge is green when completed, outline otherwise. */
export function appointmentStatusBadge(status: string): { label: string; variant: BadgeVariant } {
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  return { label, variant: status === 'completed' ? 'success' : 'outline' };
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  deposit_received: 'Deposit received',
  completed: 'Paid in full',
  refunded: 'Refunded',
};

/** The payment choices in the order staff record them. */
export const PAYMENT_STATUS_CHOICES: readonly PaymentStatus[] = [
  'unpaid',
  'deposit_received',
  'completed',
  'refunded',
];

export interface Viewer {
  id: string;
  role: Role;
}

export interface RowActions {
  /** An active booking nobody has: 'Claim'. */
  claim: boolean;
  /**
   * A pending or confirmed booking I lead or style part of (an admin: any), once it has started
   * (the server refuses earlier): 'Mark as Completed'.
   */
  complete: boolean;
  /** Admins: confirm, assign, payment, no-show and cancel (issue 5 point 2). */
  staffControls: boolean;
  /** Admins, on a pending booking. */
  confirm: boolean;
  /** Admins, on a pending or confirmed booking. */
  cancel: boolean;
}

/** What a row offers the person looking at it (at `now`). */
export function rowActions(booking: StaffBookingRow, viewer: Viewer, now: Date = new Date()): RowActions {
  const admin = viewer.role === 'admin';
  const active = isActiveBooking(booking.status);
  return {
    claim: booking.claimable && booking.stylistId === null && active,
    complete:
      active &&
      hasStarted(booking, now) &&
      (admin ||
        booking.stylistId === viewer.id ||
        booking.plan.assignments.some((assignment) => assignment.stylistId === viewer.id)),
    staffControls: admin,
    confirm: admin && booking.status === 'pending',
    cancel: admin && active,
  };
}

/** A no-show can be recorded once the appointment has started (the server says the same). */
export function hasStarted(
  booking: Pick<StaffBookingRow, 'eventDate' | 'eventTime'>,
  now: Date = new Date(),
) {
  return appointmentStartsAt(booking.eventDate, booking.eventTime).getTime() <= now.getTime();
}

/**
 * The list split at `today`: past ones still pending or confirmed, which wait to be completed
 * (most recent first, at the top: they are the stylist's to-do); upcoming ones (today on) soonest
 * first, the day's work; finished earlier ones most recent first, kept reachable below; and
 * cancelled ones apart (most recent first).
 */
export function splitByDate(
  bookings: readonly StaffBookingRow[],
  today: string,
): {
  toComplete: StaffBookingRow[];
  upcoming: StaffBookingRow[];
  earlier: StaffBookingRow[];
  cancelled: StaffBookingRow[];
} {
  const when = (b: StaffBookingRow) => `${b.eventDate} ${b.eventTime}`;
  const soonest = (a: StaffBookingRow, b: StaffBookingRow) => when(a).localeCompare(when(b));
  const latest = (a: StaffBookingRow, b: StaffBookingRow) => when(b).localeCompare(when(a));
  const active = bookings.filter((b) => b.status !== 'cancelled');
  const past = active.filter((b) => today && b.eventDate < today);
  return {
    toComplete: past.filter((b) => isActiveBooking(b.status)).sort(latest),
    upcoming: active.filter((b) => !today || b.eventDate >= today).sort(soonest),
    earlier: past.filter((b) => !isActiveBooking(b.status)).sort(latest),
    cancelled: bookings.filter((b) => b.status === 'cancelled').sort(latest),
  };
}

/** 'https://host/api/calendar/abc.ics' -> 'webcal://host/api/calendar/abc.ics' (opens the calendar app). */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, 'webcal://');
}

/** A client's name as the Clients tab shows it: the name, or first plus last, or 'Client'. */
export function clientName(client: {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  return (
    client.name?.trim() ||
    [client.firstName, client.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') ||
    'Client'
  );
}

/** What was booked, in a line: 'Bride + 1 Package', 'Better makeup · Full Updo hair', with add-ons counted. */
export function servicesSummary(
  booking: Pick<StaffBookingRow, 'makeupService' | 'hairService' | 'bridalPackage' | 'addOns'>,
  services: ReadonlyArray<{ category: string; tier: string; name: string }>,
): string {
  const nameOf = (category: string, tier: string | null) =>
    tier ? (services.find((s) => s.category === category && s.tier === tier)?.name ?? tier) : null;
  const parts: string[] = [];
  const bridal = nameOf('bridal', booking.bridalPackage);
  const makeup = nameOf('makeup', booking.makeupService);
  const hair = nameOf('hair', booking.hairService);
  if (bridal) parts.push(bridal);
  if (makeup) parts.push(`${makeup} makeup`);
  if (hair) parts.push(`${hair} hair`);
  const addOns = booking.addOns.length;
  if (addOns > 0) parts.push(addOns === 1 ? '1 add-on' : `${addOns} add-ons`);
  return parts.join(' · ');
}

/**
 * A booking's add-ons by name, in the catalog's order ('False Lashes, Personal Shopping'); an id
 * the catalog no longer has reads as itself. Empty when it has none.
 */
export function addOnNames(
  addOnIds: readonly string[],
  addOns: ReadonlyArray<{ id: string; name: string }>,
): string {
  const known = addOns.filter((addOn) => addOnIds.includes(addOn.id)).map((addOn) => addOn.name);
  const unknown = addOnIds.filter((id) => !addOns.some((addOn) => addOn.id === id));
  return [...known, ...unknown].join(', ');
}

/** The list with `changed` replacing its old self, or added in date and time order. */
export function upsertBooking(list: readonly StaffBookingRow[], changed: StaffBookingRow): StaffBookingRow[] {
  if (list.some((booking) => booking.id === changed.id)) {
    return list.map((booking) => (booking.id === changed.id ? changed : booking));
  }
  const when = (b: StaffBookingRow) => `${b.eventDate} ${b.eventTime}`;
  return [...list, changed].sort((a, b) => when(a).localeCompare(when(b)));
}

/** Where a booking's row is: the Appointments tab, scrolled to it (and its staff controls, for admins). */
export const bookingRowLink = (bookingId: string) => `/stylist?booking=${encodeURIComponent(bookingId)}`;

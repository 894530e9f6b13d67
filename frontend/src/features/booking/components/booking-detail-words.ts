import { clockOf, peopleWords, planWords } from '@beauty/domain/booking-plan';
import { TRAVEL_ADD_ON } from '@beauty/domain/booking-rules';
import {
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type TESTIMONIAL_SERVICE_TYPES,
} from '@beauty/domain/catalog';
import { depositDueBy } from '@beauty/domain/payment-words';
import { formatDollars, formatEstimate } from '@beauty/domain/pricing';
import type { BookingDetail, BookingLine } from '@beauty/domain/schemas/booking';
import { isActiveBooking } from '@beauty/domain/status';

/**
 * A booking's page in words, for the customer: who comes when (from the domain's plan words, as
 * the emails say it), how big the party is, what a price line costs and whether a deposit is due.
 */

export interface CustomerPlanStylist {
  key: string;
  /** Her first name as the studio gives it ('Sofia'); 'Your stylist' when no name is known. */
  firstName: string;
  /** 'Your stylist' alone; 'Lead stylist' or 'Assisting' in a team. */
  role: string;
  /** Her styling, first person to last: '8:00 AM – 12:30 PM'. */
  styling: string;
  /** Whom she styles when ('Bride at 8:00 AM, Bridesmaid 1 at 10:30 AM'); null for a party of one. */
  people: string | null;
}

export interface CustomerPlan {
  /** When the first stylist starts styling: '9:00 AM'. */
  startsAt: string;
  /** 'Everyone ready by' (the time she gave) or 'Everyone ready at'; 'Ready …' for one person. */
  readyLabel: string;
  /** '2:00 PM'. */
  ready: string;
  /** When a stylist stays on for touch-ups after everyone is ready: '2:00 PM'; otherwise null. */
  stayUntil: string | null;
  party: string;
  /** 'staffed': the stylists hold the time; 'to-assign': the studio has yet to; 'none': nothing to say (cancelled). */
  team: 'staffed' | 'to-assign' | 'none';
  stylists: CustomerPlanStylist[];
}

type PlanSource = Pick<
  BookingDetail,
  'plan' | 'timeMode' | 'readyBy' | 'partySize' | 'bridalPackage' | 'status'
>;

/** 'Sofia Reyes' -> 'Sofia'; an address (no name on file) is not shown to the customer. */
export function stylistFirstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first && !first.includes('@') ? first : 'Your stylist';
}

/** '1 person', '3 people', 'The bride', '5 people, the bride included'. */
export function partyWords(booking: Pick<BookingDetail, 'partySize' | 'bridalPackage'>): string {
  const size = Math.max(1, booking.partySize);
  if (booking.bridalPackage) return size === 1 ? 'The bride' : `${size} people, the bride included`;
  return size === 1 ? '1 person' : `${size} people`;
}

export function customerPlan(booking: PlanSource): CustomerPlan {
  const words = planWords(booking);
  const several = booking.partySize > 1;
  const team = words.staffed ? 'staffed' : isActiveBooking(booking.status) ? 'to-assign' : 'none';
  const stylists =
    team === 'staffed'
      ? words.stylists.map((stylist) => ({
          key: stylist.stylistId,
          firstName: stylistFirstName(stylist.name),
          role:
            words.stylists.length === 1
              ? 'Your stylist'
              : stylist.role === 'lead'
                ? 'Lead stylist'
                : 'Assisting',
          styling: stylist.styling,
          people: several && stylist.people.length > 0 ? peopleWords(stylist.people) : null,
        }))
      : [];
  // The plan words say 'by 2:00 PM' or 'at 11:30 AM': the label takes the 'by' or 'at'.
  const [readyWord = 'at', ...readyTime] = words.ready.split(' ');
  return {
    startsAt: clockOf(words.startsAt),
    readyLabel: `${several ? 'Everyone ready' : 'Ready'} ${readyWord}`,
    ready: readyTime.join(' '),
    stayUntil:
      team === 'staffed' && words.endsAt.getTime() > words.readyAt.getTime() ? clockOf(words.endsAt) : null,
    party: partyWords(booking),
    team,
    stylists,
  };
}

/**
 * What a price line costs: the travel fee is a fixed amount (nothing for the home area, a quote
 * for an area further out); services and add-ons start from their minimum.
 */
export function linePrice(line: Pick<BookingLine, 'id' | 'custom' | 'priceMinCents'>): string {
  if (line.id === TRAVEL_ADD_ON) {
    if (line.custom) return 'Quoted separately';
    return line.priceMinCents === 0 ? 'No charge' : formatDollars(line.priceMinCents);
  }
  return line.custom ? 'Custom pricing' : formatEstimate(line.priceMinCents);
}

/**
 * Until when the date is held for the deposit (the instant as the API sent it), while a pending
 * request still waits for it; null once it is paid, confirmed, cancelled, or nothing is due. The
 * rule is the domain's `depositDueBy` (the emails' hold sentence).
 */
export function depositHeldUntil(
  booking: Pick<BookingDetail, 'status' | 'paymentStatus' | 'depositCents' | 'holdExpiresAt'>,
): string | null {
  return depositDueBy(booking) ? booking.holdExpiresAt : null;
}

/** 'venmo' -> 'Venmo'; an unknown method as stored; null when none was chosen. */
export function paymentMethodLabel(method: string | null): string | null {
  return method ? (PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method) : null;
}

/**
 * Is the appointment behind her: completed by the studio, or its day gone (in the business's
 * zone) while it was still pending or confirmed? Then the page thanks her instead of offering
 * changes. `today` is '' until the business's date is known.
 */
export function appointmentIsOver(
  booking: Pick<BookingDetail, 'status' | 'eventDate'>,
  today: string,
): boolean {
  if (booking.status === 'completed') return true;
  return isActiveBooking(booking.status) && today !== '' && booking.eventDate < today;
}

/** The review form's service for what she booked: a package is 'bridal', both tiers 'both'. */
export function reviewServiceOf(
  booking: Pick<BookingDetail, 'bridalPackage' | 'makeupService' | 'hairService'>,
): (typeof TESTIMONIAL_SERVICE_TYPES)[number] {
  if (booking.bridalPackage) return 'bridal';
  if (booking.makeupService && booking.hairService) return 'both';
  return booking.hairService ? 'hair' : 'makeup';
}

import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './catalog';
import { formatDollars } from './pricing';
import { BUSINESS_TIME_ZONE, withTimeZoneName } from './slots';

/**
 * Where and when to pay, in the words the booking emails, /book and the booking page share: one
 * wording for a pending request and a confirmed booking, for the deposit and the balance, and for
 * an estimate ('$620+') against a booking's total ('$620').
 */

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An instant as the business reads it: 'Saturday, December 5, 2026 at 10:00 AM' (Pacific time). */
export function formatAppointment(startsAt: Date): string {
  // Intl may put a narrow no-break space before AM/PM; emails and tests want a plain space.
  return `${dateFormat.format(startsAt)} at ${timeFormat.format(startsAt).replace(/\s/g, ' ')}`;
}

/**
 * An instant with its zone, as every email states a time to customers and staff alike:
 * 'Saturday, December 5, 2026 at 10:00 AM (Pacific Time)'.
 */
export function formatAppointmentInZone(startsAt: Date | string): string {
  return withTimeZoneName(formatAppointment(startsAt instanceof Date ? startsAt : new Date(startsAt)));
}

/** A plain date of the business's calendar (YYYY-MM-DD): 'Saturday, December 5, 2026'. */
export function formatServiceDate(date: string): string {
  // Noon UTC is the same calendar day in Puyallup all year round.
  return dateFormat.format(new Date(`${date}T12:00:00Z`));
}

/** A short reference the customer puts in the payment note: the first 8 characters of the id. */
export function bookingReference(bookingId: string): string {
  return bookingId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** Pending or confirmed, the same sentence in the emails and on the booking page. */
export function bookingStateSentence(status: string): string | null {
  if (status === 'confirmed') return 'Your appointment is confirmed.';
  if (status === 'pending') return 'Your booking is pending: our team will confirm it shortly.';
  return null;
}

/** What the + after an amount means ('$620+' against '$620'), wherever an amount is shown. */
export const ESTIMATE_NOTE =
  'An amount with a + is an estimate: the starting prices of what you chose. Your booking’s total is that sum without the +, fixed when you book; your stylist confirms the final price.';

export interface PaymentFacts {
  id: string;
  status: string;
  eventDate: string;
  paymentMethod: string | null;
  paymentHandle: string | null;
  paymentStatus: string;
  totalPriceCents: number;
  depositCents: number;
  holdExpiresAt: Date | string | null;
}

/**
 * Whether a booking's total is its final price, no longer the estimate it was booked with: staff
 * set it, or it was paid in full.
 */
export function hasFinalPrice(booking: { priceSetAt?: string | null; paymentStatus: string }): boolean {
  return Boolean(booking.priceSetAt) || booking.paymentStatus === 'completed';
}

/** The amounts as stored with the booking (the server computed them), and the deposit's share. */
export function amountsOf(booking: Pick<PaymentFacts, 'totalPriceCents' | 'depositCents'>) {
  const balanceCents = booking.totalPriceCents - booking.depositCents;
  // The percentage only while the deposit is that share of the total, to the cent as it was rounded
  // (a deposit received before staff set a different final price is not): 'Deposit' alone otherwise.
  const rounded =
    booking.totalPriceCents > 0 ? Math.round((booking.depositCents / booking.totalPriceCents) * 100) : null;
  const percent =
    rounded !== null && Math.abs((booking.totalPriceCents * rounded) / 100 - booking.depositCents) <= 1
      ? rounded
      : null;
  return {
    total: formatDollars(booking.totalPriceCents),
    deposit: formatDollars(booking.depositCents),
    balance: formatDollars(balanceCents),
    balanceCents,
    percent,
    depositLabel: percent === null ? 'Deposit' : `Deposit (${percent}%)`,
  };
}

const instantOf = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * Until when a pending request's date is held for its deposit (the deposit is due by then);
 * null when nothing is held (confirmed, paid, or no deposit due).
 */
export function depositDueBy(
  booking: Pick<PaymentFacts, 'status' | 'paymentStatus' | 'depositCents' | 'holdExpiresAt'>,
): Date | null {
  if (booking.status !== 'pending' || booking.paymentStatus !== 'unpaid' || booking.depositCents <= 0)
    return null;
  return instantOf(booking.holdExpiresAt);
}

export function holdSentence(
  booking: Pick<PaymentFacts, 'status' | 'paymentStatus' | 'depositCents' | 'holdExpiresAt'>,
): string | null {
  const dueBy = depositDueBy(booking);
  if (!dueBy) return null;
  return `We hold your date until ${formatAppointmentInZone(dueBy)}: if the deposit has not arrived by then, the date is released.`;
}

export const HOW_TO_SEND: Record<PaymentMethod, string> = {
  cashapp: 'with Cash App',
  venmo: 'with Venmo',
  applepay: 'with Apple Pay (Apple Cash, in Messages or Wallet)',
};

export function paymentMethodOf(method: string | null): PaymentMethod | null {
  return method && Object.hasOwn(PAYMENT_METHOD_LABELS, method) ? (method as PaymentMethod) : null;
}

/**
 * How to pay, in sentences: the deposit to the business's handle for the chosen method, with
 * the reference in the note, and the customer's own handle so the team can match the payment;
 * then the balance on the service date. Follows the payment status (a paid deposit is thanked,
 * not asked for). A method the business no longer offers names no handle.
 */
export function paymentInstructions(
  booking: PaymentFacts,
  businessHandles: Readonly<Partial<Record<PaymentMethod, string>>>,
  /** Leave out the hold sentence where the page states the deposit's due time already (depositTerms). */
  { hold = true }: { hold?: boolean } = {},
): string[] {
  const { deposit, balance, balanceCents } = amountsOf(booking);
  const method = paymentMethodOf(booking.paymentMethod);
  const handle = method ? businessHandles[method]?.trim() : undefined;
  const sendTo = method ? `${HOW_TO_SEND[method]}${handle ? ` to ${handle}` : ''}` : '';
  const balanceLine =
    balanceCents > 0
      ? `The balance of ${balance} is due on the day of your appointment (${formatServiceDate(booking.eventDate)})${sendTo ? `, ${sendTo}` : ''}.`
      : null;
  const lines: Array<string | null> = [];
  switch (booking.paymentStatus) {
    case 'completed':
      return ['Your booking is paid in full. Thank you!'];
    case 'refunded':
      return ['Your payment has been refunded.'];
    case 'deposit_received':
      lines.push(`We have received your ${deposit} deposit. Thank you!`, balanceLine);
      break;
    default:
      if (booking.depositCents <= 0) {
        lines.push('No deposit is due now.', balanceLine);
      } else if (!method || !handle) {
        lines.push(`We will contact you about paying the ${deposit} deposit.`, balanceLine);
      } else {
        const own = booking.paymentHandle?.trim();
        // A confirmed booking is already secured (the team confirmed it before the deposit came).
        const ask =
          booking.status === 'confirmed' ? 'Please send' : 'To secure your appointment, please send';
        lines.push(
          `${ask} the ${deposit} deposit ${sendTo}, with "Booking ${bookingReference(booking.id)}" in the note.`,
          own
            ? `We will match it to your ${PAYMENT_METHOD_LABELS[method]} account ${own}.`
            : `Please pay from the ${PAYMENT_METHOD_LABELS[method]} account you will use on the day.`,
          balanceLine,
        );
      }
      // Before the balance line, which every branch ends with.
      if (hold) lines.splice(lines.length - 1, 0, holdSentence(booking));
  }
  return lines.filter((line): line is string => Boolean(line));
}

/**
 * When the deposit is due, after its amount: by a pending request's hold ('due by Tuesday,
 * December 1, 2026 at 5:34 PM (Pacific Time), or the date is released'), within the hold a new
 * request will get ('due within 72 hours of booking (we hold your date until then)'), or, before
 * booking with neither known, 'due when you book, to secure your date'. Null for a booking with no
 * hold (confirmed before its deposit came, or already paid): it has no due time to state, and
 * the payment instructions ask for it.
 */
export function depositDue(input: {
  /** An estimate before booking, or a booking's own amounts. */
  estimate: boolean;
  holdHours: number | null;
  dueBy?: Date | string | null;
  /** Before booking, when the appointment's start is known: a hold never outlasts it. */
  startsAt?: Date | null;
  now?: Date;
}): string | null {
  const dueBy = input.dueBy ? instantOf(input.dueBy) : null;
  if (dueBy) return `due by ${formatAppointmentInZone(dueBy)}, or the date is released`;
  if (input.holdHours) {
    const holdEnds = (input.now ?? new Date()).getTime() + input.holdHours * 3_600_000;
    if (input.startsAt && input.startsAt.getTime() < holdEnds)
      return 'due before your appointment starts, or the date is released';
    return `due within ${input.holdHours} hours of booking (we hold your date until then)`;
  }
  return input.estimate ? 'due when you book, to secure your date' : null;
}

/**
 * The deposit and the balance, each with when it is due, as /book's estimate, the booking page
 * and the booking emails state them: 'Deposit (30%): $60+, due within 72 hours of booking (we
 * hold your date until then).' and 'Balance: $140+, due on the day of your appointment
 * (Saturday, December 5, 2026).'
 */
export function depositTerms(input: {
  percent: number | null;
  depositCents: number;
  balanceCents: number;
  /** An estimate ('$60+', before booking) or the booking's own amounts ('$60'). */
  estimate: boolean;
  /** How long a request holds its date for the deposit, when the deposit is not due by a known time. */
  holdHours: number | null;
  /** When the deposit is due (a pending request's hold), when known. */
  dueBy?: Date | string | null;
  /** Before booking: the appointment's start, when chosen (a hold ends at the start at the latest). */
  startsAt?: Date | null;
  now?: Date;
  eventDate: string | null;
}): { deposit: string; balance: string } {
  const amount = (cents: number) => `${formatDollars(cents)}${input.estimate ? '+' : ''}`;
  const share = input.percent === null ? 'Deposit' : `Deposit (${input.percent}%)`;
  const due = depositDue(input);
  const day = input.eventDate ? ` (${formatServiceDate(input.eventDate)})` : '';
  return {
    deposit:
      input.depositCents > 0
        ? `${share}: ${amount(input.depositCents)}${due ? `, ${due}` : ''}.`
        : 'No deposit is due now.',
    balance: `Balance: ${amount(input.balanceCents)}, due on the day of your appointment${day}.`,
  };
}

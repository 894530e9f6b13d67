import {
  amountsOf,
  bookingReference,
  depositDueBy,
  depositTerms,
  ESTIMATE_NOTE,
  HOW_TO_SEND,
  hasFinalPrice,
  paymentInstructions,
  paymentMethodOf,
} from '@beauty/domain/payment-words';
import { formatDollars, formatEstimate } from '@beauty/domain/pricing';
import type { BookingDetail } from '@beauty/domain/schemas/booking';
import { isActiveBooking } from '@beauty/domain/status';
import { ClockIcon } from '@/components/icons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatInstant } from '@/lib/booking-display';
import { useSite } from '@/lib/site';
import { depositHeldUntil, linePrice } from './booking-detail-words';

/** The business's handle for the booking's method (Business Settings), once /api/site answers. */
function useBusinessHandles() {
  return useSite().data?.paymentHandles ?? {};
}

/**
 * The booking's price lines (with the travel fee of its area), its total, the deposit and when
 * it is due, the balance due on the service date, and how to pay: the same sentences as the
 * booking emails (packages/domain/payment-words). `over`: its day has passed, so how and when to
 * pay is no longer asked.
 */
export function PriceBreakdown({ booking, over = false }: { booking: BookingDetail; over?: boolean }) {
  const hasCustom = booking.lines.some((line) => line.custom);
  // Once the total is final, the lines are only the starting prices she booked with.
  const final = hasFinalPrice(booking);
  const estimateCents = booking.estimateCents ?? booking.totalPriceCents;
  const handles = useBusinessHandles();
  // Once its day has passed, nothing is asked of her here any more (the studio settles the rest).
  const active = isActiveBooking(booking.status) && !over;
  const { percent } = amountsOf(booking);
  const terms = depositTerms({
    percent,
    depositCents: booking.depositCents,
    balanceCents: booking.balanceCents,
    estimate: false,
    holdHours: null,
    dueBy: depositDueBy(booking),
    eventDate: booking.eventDate,
  });
  // Each fact once: the deposit's due time is in terms.deposit, so not the hold sentence again;
  // the instructions end with the balance and how to pay it, so not terms.balance as well.
  const instructions = active ? paymentInstructions(booking, handles, { hold: false }) : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Services & Price</CardTitle>
        <CardDescription>
          {final
            ? 'The final price of your booking has been set.'
            : "Prices start from each service's minimum; your stylist confirms the final price."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <table className="price-breakdown">
          <caption className="visually-hidden">Price breakdown</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {booking.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">{line.label}</th>
                <td>{linePrice(line)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {final && estimateCents !== booking.totalPriceCents ? (
              <tr>
                <th scope="row">Estimate when booked</th>
                <td>{formatEstimate(estimateCents)}</td>
              </tr>
            ) : null}
            <tr className="price-breakdown__total">
              <th scope="row">{final ? 'Final price' : 'Total'}</th>
              <td>{formatDollars(booking.totalPriceCents)}</td>
            </tr>
            {/* Nothing is due on a cancelled booking, nor once it is paid in full. */}
            {booking.status === 'cancelled' ? null : booking.paymentStatus === 'completed' ? (
              <tr>
                <th scope="row">Paid in full</th>
                <td>{formatDollars(booking.totalPriceCents)}</td>
              </tr>
            ) : (
              <>
                <tr>
                  <th scope="row">
                    {percent === null ? 'Deposit' : `Deposit (${percent}%)`}
                    {booking.paymentStatus === 'deposit_received'
                      ? ' received'
                      : active && booking.status === 'pending'
                        ? ' to secure your date'
                        : null}
                  </th>
                  <td>{formatDollars(booking.depositCents)}</td>
                </tr>
                <tr>
                  <th scope="row">Balance due on the day</th>
                  <td>{formatDollars(booking.balanceCents)}</td>
                </tr>
              </>
            )}
          </tfoot>
        </table>
        {hasCustom && !final ? (
          <p className="price-breakdown__note fine-print">
            Custom-priced items and travel outside our areas are quoted separately and are not in the total.
          </p>
        ) : null}
        <p className="price-breakdown__note fine-print">
          {final
            ? 'Amounts with a + are the starting prices you booked with; the final price replaces them.'
            : ESTIMATE_NOTE}
        </p>
        {active ? (
          <section className="price-breakdown__pay stack gap-2" aria-labelledby="price-breakdown-pay-title">
            <h3 id="price-breakdown-pay-title">Where and when to pay</h3>
            <ul>
              {booking.paymentStatus === 'unpaid' ? <li>{terms.deposit}</li> : null}
              {instructions.length === 0 &&
              booking.paymentStatus !== 'completed' &&
              booking.paymentStatus !== 'refunded' ? (
                <li>{terms.balance}</li>
              ) : null}
              {instructions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * While a pending request waits for its deposit: how much, and until when its date is held (the
 * date is released if the deposit has not arrived by then).
 */
export function DepositDue({ booking }: { booking: BookingDetail }) {
  const heldUntil = depositHeldUntil(booking);
  const handles = useBusinessHandles();
  if (!heldUntil) return null;
  const method = paymentMethodOf(booking.paymentMethod);
  const handle = method ? handles[method] : undefined;
  return (
    <section className="deposit-due beside callout" aria-labelledby="deposit-due-title">
      <span className="deposit-due__icon ring" aria-hidden="true">
        <ClockIcon />
      </span>
      <div className="deposit-due__text stack gap-2">
        <h2 id="deposit-due-title" className="deposit-due__title">
          Deposit due: <span className="deposit-due__amount">{formatDollars(booking.depositCents)}</span>
        </h2>
        <p>
          Your date is held until <strong>{formatInstant(heldUntil)}</strong>; please send the deposit by
          then.
        </p>
        {method && handle ? (
          <p className="note">
            Send it {HOW_TO_SEND[method]} to <strong>{handle}</strong>, with "Booking{' '}
            {bookingReference(booking.id)}" in the note.
          </p>
        ) : null}
      </div>
    </section>
  );
}

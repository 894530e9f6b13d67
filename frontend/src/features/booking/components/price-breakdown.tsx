import { formatDollars, formatEstimate } from '@beauty/domain/pricing';
import type { BookingDetail } from '@beauty/domain/schemas/booking';
import { ClockIcon } from '@/components/icons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatInstant } from '@/lib/booking-display';
import { depositHeldUntil, linePrice, paymentMethodLabel } from './booking-detail-words';

/**
 * The booking's price lines (with the travel fee of its area), the estimated total, the deposit
 * and the balance due on the day.
 */
export function PriceBreakdown({ booking }: { booking: BookingDetail }) {
  const hasCustom = booking.lines.some((line) => line.custom);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Services & Price</CardTitle>
        <CardDescription>
          Prices start from each service's minimum; your stylist confirms the final price.
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
            <tr className="price-breakdown__total">
              <th scope="row">Estimated total</th>
              <td>{formatEstimate(booking.totalPriceCents)}</td>
            </tr>
            <tr>
              <th scope="row">Deposit to secure your date</th>
              <td>{formatDollars(booking.depositCents)}</td>
            </tr>
            <tr>
              <th scope="row">Balance due on the day</th>
              <td>{formatDollars(booking.balanceCents)}</td>
            </tr>
          </tfoot>
        </table>
        {hasCustom ? (
          <p className="price-breakdown__note">
            Custom-priced items and travel outside our areas are quoted separately and are not in the total.
          </p>
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
  if (!heldUntil) return null;
  const method = paymentMethodLabel(booking.paymentMethod);
  return (
    <section className="deposit-due" aria-labelledby="deposit-due-title">
      <span className="deposit-due__icon" aria-hidden="true">
        <ClockIcon />
      </span>
      <div className="deposit-due__text">
        <h2 id="deposit-due-title" className="deposit-due__title">
          Deposit due: <span className="deposit-due__amount">{formatDollars(booking.depositCents)}</span>
        </h2>
        <p>
          Your date is held until <strong>{formatInstant(heldUntil)}</strong>; please send the deposit by
          then.
        </p>
        {method ? (
          <p className="deposit-due__how">
            Pay with {method}: your confirmation email says where to send it and the reference to add.
          </p>
        ) : null}
      </div>
    </section>
  );
}

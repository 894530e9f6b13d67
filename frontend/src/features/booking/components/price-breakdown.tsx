import { formatDollars, formatEstimate } from '@beauty/domain/pricing';
import type { BookingDetail } from '@beauty/domain/schemas/booking';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The booking's price lines, the estimated total, the deposit and the balance due on the day. */
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
                <td>{line.custom ? 'Custom pricing' : formatEstimate(line.priceMinCents)}</td>
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
            Custom-priced items are quoted separately and are not in the total.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

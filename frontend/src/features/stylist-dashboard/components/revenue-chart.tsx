import { formatDollars } from '@beauty/domain/pricing';
import { Skeleton } from '@/components/ui/skeleton';
import { type FigureScope, lastSixMonths, type StatFigures } from '../stat-figures';
import '@/styles/patterns/staff-panel.css';

/**
 * Revenue from completed bookings for each of the last six months: bars drawn with CSS (hidden
 * from screen readers) over a table holding the same figures, which is what assistive
 * technology reads.
 */
export function RevenueChart({
  figures,
  today,
  scope,
}: {
  figures: StatFigures | undefined;
  today: string;
  scope: FigureScope;
}) {
  const months = today ? lastSixMonths(figures?.revenueByMonth ?? [], today) : [];
  const highest = Math.max(0, ...months.map((m) => m.revenueCents));
  const total = months.reduce((sum, m) => sum + m.revenueCents, 0);
  return (
    <section className="staff-panel staff-padded stack gap-6" aria-labelledby="stylist-chart-title">
      <div className="stylist-chart__header staff-header-row">
        <div>
          <h2 id="stylist-chart-title" className="stylist-chart__title">
            Revenue, last 6 months
          </h2>
          <p className="stylist-chart__subtitle note">
            {scope === 'studio' ? "The studio's completed appointments" : 'Completed appointments'}, by the
            month of the event
          </p>
        </div>
        {figures ? (
          <p className="stylist-chart__total stack">
            <span className="stylist-chart__total-label">Six-month total</span>
            <span className="stylist-chart__total-value">{formatDollars(total)}</span>
          </p>
        ) : null}
      </div>
      {!figures || months.length === 0 ? (
        <div className="stylist-chart__loading">
          <p role="status" className="visually-hidden">
            Loading revenue…
          </p>
          <Skeleton className="stylist-chart__skeleton" />
        </div>
      ) : (
        <>
          <div className="stylist-chart__bars" aria-hidden="true">
            {months.map((m, index) => (
              <div
                key={m.month}
                className={`stylist-chart__bar${index === months.length - 1 ? ' stylist-chart__bar--current' : ''} stack gap-2`}
              >
                <span className="stylist-chart__amount muted">{formatDollars(m.revenueCents)}</span>
                <span className="stylist-chart__track">
                  <span
                    className="stylist-chart__fill"
                    style={{
                      height: highest > 0 ? `${Math.max(2, (m.revenueCents / highest) * 100)}%` : '2%',
                    }}
                  />
                </span>
                <span className="stylist-chart__month fine-print">{m.shortLabel}</span>
              </div>
            ))}
          </div>
          <div className="visually-hidden">
            <table>
              <caption>Revenue from completed appointments, last 6 months</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{m.label}</th>
                    <td>{formatDollars(m.revenueCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

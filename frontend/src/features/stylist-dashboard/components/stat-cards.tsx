import { formatDollars } from '@beauty/domain/pricing';
import type { ReactNode } from 'react';
import { CalendarIcon, RevenueIcon, UsersIcon, WeekIcon } from '@/components/back-office-icons';
import { formatInstant } from '@/lib/booking-display';
import type { FigureScope, StatFigures } from '../stat-figures';
import '@/styles/patterns/staff-stat-cards.css';
import '@/styles/patterns/staff-icon-ring.css';

function StatCard({
  icon,
  title,
  value,
  text,
}: {
  icon: ReactNode;
  title: string;
  /** undefined while loading: an ellipsis shows. */
  value: string | number | undefined;
  text: ReactNode;
}) {
  return (
    <li className="stylist-stat">
      <div className="stylist-stat__top">
        <h2 className="stylist-stat__title">{title}</h2>
        <span
          className="stylist-stat__icon staff-icon-ring ring staff-icon-ring--sm staff-icon-ring--fine"
          aria-hidden="true"
        >
          {icon}
        </span>
      </div>
      <p className="stylist-stat__value">
        {value === undefined ? (
          <>
            <span aria-hidden="true">…</span>
            <span className="visually-hidden">Loading</span>
          </>
        ) : (
          value
        )}
      </p>
      <p className="stylist-stat__text fine-print">{text}</p>
    </li>
  );
}

/**
 * Spec 001's four cards: Today's Appointments, This Week (with the total), Total Clients and
 * Revenue this month from completed bookings, all counted in the business's time zone. A
 * stylist's own, or for an admin the studio's (every booking once, whoever works on it).
 */
export function StatCards({ figures, scope }: { figures: StatFigures | undefined; scope: FigureScope }) {
  const studio = scope === 'studio';
  return (
    <div className="stack gap-3">
      <ul className="stylist-stats" aria-label={studio ? 'Studio figures' : 'Your figures'}>
        <StatCard
          icon={<CalendarIcon />}
          title="Today's Appointments"
          value={figures?.todaysBookings}
          text="Booked for today"
        />
        <StatCard
          icon={<WeekIcon />}
          title="This Week"
          value={figures?.thisWeekBookings}
          text={figures ? `${figures.totalBookings} booked in total` : 'Sunday to Saturday'}
        />
        <StatCard icon={<UsersIcon />} title="Total Clients" value={figures?.totalClients} text="All time" />
        <StatCard
          icon={<RevenueIcon />}
          title="Revenue"
          value={figures ? formatDollars(figures.thisMonthRevenueCents) : undefined}
          text="This month, completed"
        />
      </ul>
      {figures ? (
        <p className="stylist-stats__note fine-print">
          {studio ? "The studio's figures: every stylist's appointments, and those not yet assigned. " : null}
          {figures.computedAt
            ? `Figures updated ${formatInstant(figures.computedAt)}.`
            : `Counted from ${studio ? 'the' : 'your'} appointment list until the figures are next worked out.`}
        </p>
      ) : null}
    </div>
  );
}

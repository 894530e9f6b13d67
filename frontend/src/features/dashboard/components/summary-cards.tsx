import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, CalendarHeartIcon, ClockIcon, SparkleIcon, UserIcon } from '@/components/icons';
import { Skeleton } from '@/components/ui/skeleton';
import '@/styles/patterns/staff-stat-cards.css';
import '@/styles/patterns/staff-icon-ring.css';

function LinkCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <li className="summary-card summary-card--link">
      <span className="summary-card__icon staff-icon-ring ring" aria-hidden="true">
        {icon}
      </span>
      <h2 className="summary-card__title">
        <Link to={to} className="summary-card__link">
          {title}
        </Link>
      </h2>
      <p className="summary-card__text note">{text}</p>
      <ArrowRightIcon className="summary-card__arrow" />
    </li>
  );
}

function CountCard({
  icon,
  title,
  text,
  count,
  to,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  /** undefined while loading, null when it could not be loaded. */
  count: number | null | undefined;
  /** Where the card leads (the whole list), if anywhere. */
  to?: string;
}) {
  return (
    <li className={to ? 'summary-card summary-card--link' : 'summary-card'}>
      <span className="summary-card__icon staff-icon-ring ring" aria-hidden="true">
        {icon}
      </span>
      <h2 className="summary-card__title">
        {to ? (
          <Link to={to} className="summary-card__link">
            {title}
          </Link>
        ) : (
          title
        )}
      </h2>
      {count === undefined ? (
        <>
          <span className="visually-hidden">Loading…</span>
          <Skeleton className="summary-card__count-skeleton" />
        </>
      ) : (
        <p className="summary-card__count">{count ?? '–'}</p>
      )}
      <p className="summary-card__text note">{text}</p>
      {to ? <ArrowRightIcon className="summary-card__arrow" /> : null}
    </li>
  );
}

/**
 * The four cards of spec 001: Quick Book, Upcoming (pending and confirmed bookings still ahead,
 * saying how many of each, leading to My Bookings), Consultations, Account.
 */
export function SummaryCards({
  upcoming,
  upcomingText,
  consultations,
}: {
  upcoming: number | null | undefined;
  upcomingText: string;
  consultations: number | null | undefined;
}) {
  return (
    <ul className="summary-cards">
      <LinkCard
        to="/book"
        icon={<CalendarHeartIcon />}
        title="Quick Book"
        text="Reserve your next appointment"
      />
      <CountCard icon={<ClockIcon />} title="Upcoming" text={upcomingText} count={upcoming} to="/bookings" />
      <CountCard
        icon={<SparkleIcon />}
        title="Consultations"
        text="Requested and scheduled"
        count={consultations}
      />
      <LinkCard to="/account" icon={<UserIcon />} title="Account" text="Your profile and details" />
    </ul>
  );
}

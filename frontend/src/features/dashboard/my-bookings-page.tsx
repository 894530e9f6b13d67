import type { Booking } from '@beauty/domain/schemas/booking';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/lib/document-meta';
import { useBusinessToday } from '@/lib/use-business-today';
import { useBookings } from './api/get-bookings';
import { BookingItem } from './components/booking-item';
import { BookingsStates } from './components/bookings-states';
import { Panel } from './components/panel';
import { groupBookings } from './dashboard-summary';
import './dashboard.css';
import { nextPageOf, ShowMore } from '@/components/show-more';

function Group({
  id,
  title,
  bookings,
  empty,
  more,
}: {
  id: string;
  title: string;
  bookings: Booking[];
  empty: string;
  more?: ReactNode;
}) {
  return (
    <Panel id={id} title={`${title} (${bookings.length})`}>
      {bookings.length > 0 ? (
        <ul className="panel__list stack plain-list">
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      ) : (
        <p className="panel__empty muted">{empty}</p>
      )}
      {more}
    </Panel>
  );
}

/**
 * /bookings: every booking of the signed-in customer, upcoming first, then past (the latest first;
 * 'Show earlier bookings' reads more), cancelled apart.
 */
export function MyBookingsPage() {
  usePageTitle('My Bookings');
  const today = useBusinessToday();
  const bookings = useBookings();
  const groups = groupBookings(bookings.data ?? [], today);

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="My Bookings"
        lead="Every appointment you have booked with us. Open one to see who comes when, pay, move or cancel it."
      />
      <div className="container page-section my-bookings">
        <p className="my-bookings__back">
          <Link to="/">Back to Dashboard</Link>
        </p>
        <BookingsStates bookings={bookings}>
          {() => (
            <div className="stack gap-6">
              <Group
                id="upcoming-bookings"
                title="Upcoming"
                bookings={groups.upcoming}
                empty="Nothing booked ahead. Book your next appointment whenever you are ready."
              />
              <Group
                id="past-bookings"
                title="Past"
                bookings={groups.past}
                empty="No past appointments yet."
                more={
                  <ShowMore
                    page={nextPageOf(bookings)}
                    label="Show earlier bookings"
                    loadingLabel="Loading earlier bookings…"
                    failure="Earlier bookings could not be loaded just now."
                    className="my-bookings__more"
                  />
                }
              />
              {groups.cancelled.length > 0 ? (
                <Group id="cancelled-bookings" title="Cancelled" bookings={groups.cancelled} empty="" />
              ) : null}
            </div>
          )}
        </BookingsStates>
      </div>
    </>
  );
}

import type { StaffBookingRow } from '@beauty/domain/schemas/staff-bookings';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PlusIcon } from '@/components/back-office-icons';
import { CalendarHeartIcon } from '@/components/icons';
import { EmptyState, QueryListStates } from '@/components/list-states';
import { nextPageOf, ShowMore } from '@/components/show-more';
import { Button } from '@/components/ui/button';
import { useCatalogServices } from '@/lib/catalog-queries';
import {
  useEarlierOpenStylistBookings,
  useFirstPageLaterCursor,
  useFirstPageOpenCursor,
  useLaterStylistBookings,
  type useStylistBookings,
} from '../api/get-stylist-bookings';
import { splitByDate, type Viewer } from '../appointment-rows';
import { AppointmentRow } from './appointment-row';
import { BookingNotesDialog } from './booking-notes-dialog';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { CompleteDialog } from './complete-dialog';
import { NewAppointmentDialog } from './new-appointment-dialog';
import { TabSection } from './panel';
import '@/styles/patterns/staff-panel.css';

/**
 * The Appointments tab (spec 001): my bookings and the unassigned ones I can claim, those to
 * complete first ('Show more to complete' past the 50 latest), upcoming next ('Show later
 * appointments' reads more), the earlier ones folded below (the latest first;
 * 'Show earlier appointments' reads more); 'New Appointment'; the complete, notes and (admins)
 * staff dialogs.
 */
export function AppointmentsTab({
  bookings,
  viewer,
  today,
}: {
  bookings: ReturnType<typeof useStylistBookings>;
  viewer: Viewer;
  today: string;
}) {
  const services = useCatalogServices();
  const [creating, setCreating] = useState(false);
  const [completing, setCompleting] = useState<StaffBookingRow | null>(null);
  const [reading, setReading] = useState<StaffBookingRow | null>(null);
  const [cancelling, setCancelling] = useState<StaffBookingRow | null>(null);
  const laterFrom = useFirstPageLaterCursor({ enabled: bookings.isSuccess }) ?? null;
  const later = useLaterStylistBookings(laterFrom, { enabled: bookings.isSuccess });
  const openFrom = useFirstPageOpenCursor({ enabled: bookings.isSuccess }) ?? null;
  const earlierOpen = useEarlierOpenStylistBookings(openFrom, { enabled: bookings.isSuccess });
  const listedBookings = mergeById(bookings.data ?? [], [...later.bookings, ...earlierOpen.bookings]);
  const { toComplete, upcoming, earlier, cancelled } = splitByDate(listedBookings, today);
  // ?booking={id}: opened from the week view, that row is brought into view and focused once.
  const [searchParams, setSearchParams] = useSearchParams();
  const spotlight = searchParams.get('booking');
  const spotlit = useCallback(
    () =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete('booking');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const listed = listedBookings.some((booking) => booking.id === spotlight);
  // Not among those shown yet: read later pages for it, a few at most (a week view link is most
  // often to the weeks ahead), before concluding it is not in this list.
  const [searched, setSearched] = useState(0);
  const { more: laterMore, loading: laterLoading, failed: laterFailed, showMore } = later;
  useEffect(() => {
    if (!spotlight || !bookings.isSuccess || listed || laterLoading) return;
    if (laterMore && !laterFailed && searched < SPOTLIGHT_PAGES_SEARCHED) {
      setSearched((n) => n + 1);
      showMore();
      return;
    }
    // Not in this list (not hers, or gone): nothing to show, so the address forgets it.
    spotlit();
  }, [
    spotlight,
    bookings.isSuccess,
    listed,
    laterLoading,
    laterMore,
    laterFailed,
    searched,
    showMore,
    spotlit,
  ]);

  const rows = (list: StaffBookingRow[]) => (
    <ul className="stylist-appts staff-panel">
      {list.map((booking) => (
        <AppointmentRow
          key={booking.id}
          booking={booking}
          viewer={viewer}
          services={services}
          onComplete={setCompleting}
          onNotes={setReading}
          onCancel={setCancelling}
          spotlight={booking.id === spotlight}
          onSpotlit={spotlit}
        />
      ))}
    </ul>
  );

  return (
    <TabSection
      id="stylist-appointments"
      title="Appointments"
      intro={
        viewer.role === 'admin'
          ? 'Every booking, with the staff controls to confirm, assign, record payments and cancel.'
          : 'Your appointments and open bookings you can claim.'
      }
      action={
        <Button onClick={() => setCreating(true)}>
          <PlusIcon />
          New Appointment
        </Button>
      }
    >
      <QueryListStates
        boxed
        tile
        query={bookings}
        loading="Loading appointments…"
        failed="Your appointments could not be loaded just now."
        empty={
          <EmptyState
            boxed
            icon={<CalendarHeartIcon />}
            title="No appointments scheduled"
            text="New bookings assigned to you, and open ones you can claim, appear here."
          />
        }
      >
        {() => (
          <div className="stack gap-6">
            {toComplete.length > 0 ? (
              <div className="stack gap-3">
                <h3 className="caps-heading stylist-appts-group__title">
                  To complete <span className="stylist-appts-group__count muted">({toComplete.length})</span>
                </h3>
                <p className="stylist-appts-group__hint note">
                  These have taken place: mark each completed and record its payment.
                </p>
                {rows(toComplete)}
                <ShowMore
                  page={earlierOpen}
                  label="Show more to complete"
                  loadingLabel="Loading more to complete…"
                  failure="More appointments to complete could not be loaded just now."
                  className="stylist-appts-group__more"
                />
              </div>
            ) : null}
            <div className="stack gap-3">
              <h3 className="caps-heading stylist-appts-group__title">
                Upcoming <span className="stylist-appts-group__count muted">({upcoming.length})</span>
              </h3>
              {upcoming.length > 0 ? (
                rows(upcoming)
              ) : (
                <p className="stylist-appts-group__empty muted">No appointments scheduled</p>
              )}
              <ShowMore
                page={later}
                label="Show later appointments"
                loadingLabel="Loading later appointments…"
                failure="Later appointments could not be loaded just now."
                className="stylist-appts-group__more"
              />
            </div>
            {earlier.length > 0 || bookings.hasNextPage ? (
              <details className="stylist-appts-group--earlier stack gap-3">
                <summary className="caps-heading stylist-appts-group__summary">
                  Earlier appointments{' '}
                  <span className="stylist-appts-group__count muted">({earlier.length})</span>
                </summary>
                {earlier.length > 0 ? rows(earlier) : null}
                <ShowMore
                  page={nextPageOf(bookings)}
                  label="Show earlier appointments"
                  loadingLabel="Loading earlier appointments…"
                  failure="Earlier appointments could not be loaded just now."
                  className="stylist-appts-group__more"
                />
              </details>
            ) : null}
            {cancelled.length > 0 ? (
              <details className="stylist-appts-group--earlier stack gap-3">
                <summary className="caps-heading stylist-appts-group__summary">
                  Cancelled <span className="stylist-appts-group__count muted">({cancelled.length})</span>
                </summary>
                {rows(cancelled)}
              </details>
            ) : null}
          </div>
        )}
      </QueryListStates>
      <NewAppointmentDialog open={creating} onClose={() => setCreating(false)} today={today} />
      <CompleteDialog
        booking={completing}
        onClose={() => setCompleting(null)}
        onCompleted={followCompletedRow}
      />
      <BookingNotesDialog booking={reading} services={services} onClose={() => setReading(null)} />
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </TabSection>
  );
}

/** How many later pages a week view link may read to find its booking. */
const SPOTLIGHT_PAGES_SEARCHED = 10;

/** `first`, then those of `more` not already in it (a page read again may overlap). */
function mergeById(first: readonly StaffBookingRow[], more: readonly StaffBookingRow[]): StaffBookingRow[] {
  if (more.length === 0) return [...first];
  const ids = new Set(first.map((booking) => booking.id));
  return [...first, ...more.filter((booking) => !ids.has(booking.id))];
}

/**
 * The complete button is gone once done, and a past appointment moves from 'To complete' to the
 * folded 'Earlier appointments': unfold it and keep keyboard focus in the same row, once the
 * list has re-rendered it as completed (a few frames at most).
 */
function followCompletedRow(id: string, framesLeft = 30) {
  window.requestAnimationFrame(() => {
    const row = document.querySelector<HTMLElement>(`[data-booking-id="${id}"]`);
    if (!row || row.querySelector('[data-action="complete"]')) {
      if (framesLeft > 0) followCompletedRow(id, framesLeft - 1);
      return;
    }
    const folded = row.closest('details');
    if (folded && !folded.open) folded.open = true;
    row.querySelector<HTMLElement>('.stylist-appt__actions button')?.focus();
  });
}

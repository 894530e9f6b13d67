import { ConfirmEmailBanner } from '@/components/confirm-email-banner';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/document-meta';
import { useBusinessToday } from '@/lib/use-business-today';
import { useMarkHydrated } from '@/lib/use-mark-hydrated';
import { useBookings } from './api/get-bookings';
import { useConsultations } from './api/get-consultations';
import { RecentBookings } from './components/recent-bookings';
import { RecentConsultations } from './components/recent-consultations';
import { SummaryCards } from './components/summary-cards';
import { WaitlistPanel } from './components/waitlist-panel';
import { greeting, upcomingSummary, upcomingText } from './dashboard-summary';
import './dashboard.css';

/**
 * The signed-in customer's home (spec 001 section 2): the four cards, the dates she waits on (when
 * she does), recent bookings and consultations.
 */
export function DashboardPage() {
  const { user } = useAuth();
  usePageTitle('Dashboard');
  useMarkHydrated();
  const bookings = useBookings();
  const consultations = useConsultations();
  const today = useBusinessToday();
  const upcoming = bookings.data ? upcomingSummary(bookings.data, today) : null;

  const countOf = <T,>(query: { data?: T; isError: boolean }, count: (data: T) => number) =>
    query.data !== undefined ? count(query.data) : query.isError ? null : undefined;

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title={greeting(user?.firstName)}
        lead="Your bookings, consultations and account in one place."
      />
      <div className="container page-section stack gap-8">
        <ConfirmEmailBanner />
        <SummaryCards
          upcoming={countOf(bookings, () => upcoming?.count ?? 0)}
          upcomingText={upcoming ? upcomingText(upcoming) : 'Pending and confirmed'}
          consultations={countOf(consultations, (list) => list.length)}
        />
        <WaitlistPanel />
        <div className="dashboard__panels stack gap-6">
          <RecentBookings bookings={bookings} />
          <RecentConsultations consultations={consultations} />
        </div>
      </div>
    </>
  );
}

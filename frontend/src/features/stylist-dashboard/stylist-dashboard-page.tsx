import { toasts } from '@beauty/domain/messages';
import { figureScopeOf } from '@beauty/domain/schemas/stylist-dashboard';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { StaffConsultations } from '@/components/staff-consultations/staff-consultations';
import { Tabs } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast/use-toast';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/document-meta';
import { useBusinessToday } from '@/lib/use-business-today';
import { useTabParam } from '@/lib/use-tab-param';
import { useStylistBookings } from './api/get-stylist-bookings';
import { useStylistClients } from './api/get-stylist-clients';
import { useStylistStats } from './api/get-stylist-stats';
import { AppointmentsTab } from './components/appointments-tab';
import { ClientsTab } from './components/clients-tab';
import { RevenueChart } from './components/revenue-chart';
import { ScheduleTab } from './components/schedule-tab';
import { SettingsTab } from './components/settings-tab';
import { Spinner } from './components/spinner';
import { StatCards } from './components/stat-cards';
import { statFigures } from './stat-figures';
import './stylist-dashboard.css';

/** The tabs, in order; the key is also the `?tab=` value in the address. */
const TABS = ['appointments', 'clients', 'schedule', 'settings'] as const;

/**
 * /stylist 'Stylist Dashboard' (spec 001, issue 5): the screen's own role check, the four stat
 * cards and the revenue chart, and the Appointments, Clients, Schedule and Settings tabs.
 */
export function StylistDashboardPage() {
  usePageTitle('Stylist Dashboard');
  const { user, role } = useAuth();
  const staff = role === 'stylist' || role === 'admin';
  const today = useBusinessToday();
  const navigate = useNavigate();
  const [tab, chooseTab] = useTabParam(TABS);

  // Spec 001 section 6: anyone but a stylist or an admin is told so and sent home, once.
  const denied = user !== null && !staff;
  const told = useRef(false);
  useEffect(() => {
    if (!denied || told.current) return;
    told.current = true;
    toast({ ...toasts.accessDenied, variant: 'destructive' });
    navigate('/', { replace: true });
  }, [denied, navigate]);

  const bookings = useStylistBookings({ enabled: staff });
  const stats = useStylistStats({ enabled: staff });
  const clients = useStylistClients({ enabled: staff && tab === 'clients' });

  // Spec 001: while the first load is pending a spinner shows (the appointments and the figures;
  // a failed one shows its error on the page). Later refreshes keep the page and its skeletons.
  const firstLoad = bookings.isPending || stats.isPending;
  if (!user || !staff || !role || firstLoad) {
    return <Spinner label={denied ? 'Checking your access…' : 'Loading the Stylist Dashboard…'} />;
  }

  const viewer = { id: user.id, role };
  // An admin's cards count every booking, as her lists show them.
  const scope = figureScopeOf(role);
  const figures = statFigures(stats.isError ? null : stats.data, bookings.isError ? null : bookings.data, {
    today,
    userId: user.id,
    scope,
  });

  return (
    <>
      <PageHeader
        eyebrow={role === 'admin' ? 'Studio · Admin' : 'Studio'}
        title="Stylist Dashboard"
        lead="Manage your appointments and clients, and keep an eye on your week."
      />
      <div className="container page-section stylist-dashboard">
        <StatCards figures={figures} scope={scope} />
        <RevenueChart figures={figures} today={today} scope={scope} />
        <Tabs
          label="Stylist Dashboard"
          className="stylist-tabs"
          active={tab}
          onChange={chooseTab}
          items={[
            {
              key: 'appointments',
              label: 'Appointments',
              panel: (
                <>
                  <AppointmentsTab bookings={bookings} viewer={viewer} today={today} />
                  <StaffConsultations />
                </>
              ),
            },
            { key: 'clients', label: 'Clients', panel: <ClientsTab clients={clients} /> },
            {
              key: 'schedule',
              label: 'Schedule',
              panel: <ScheduleTab viewer={viewer} today={today} />,
            },
            { key: 'settings', label: 'Settings', panel: <SettingsTab user={user} /> },
          ]}
        />
      </div>
    </>
  );
}

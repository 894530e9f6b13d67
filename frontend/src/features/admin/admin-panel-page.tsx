import { AdminToolLinks } from '@/components/admin-tool-links';
import { PageHeader } from '@/components/page-header';
import { StaffConsultations } from '@/components/staff-consultations/staff-consultations';
import { type TabItem, Tabs } from '@/components/ui/tabs';
import { usePageTitle } from '@/lib/document-meta';
import { useMarkHydrated } from '@/lib/use-mark-hydrated';
import { useTabParam } from '@/lib/use-tab-param';
import { usePanelCounts } from './api/get-panel-counts';
import { ConsultationRequestsTab } from './components/consultation-requests-tab';
import { ContactMessagesTab } from './components/contact-messages-tab';
import { GalleryTab } from './components/gallery-tab';
import { TestimonialsTab } from './components/testimonials-tab';
import { PANEL_TABS, type PanelTab, panelBadges } from './panel-counts';
import './admin.css';

/**
 * The admin's signed-in home (spec 001 'Admin Management Panel'): four tabs with their counts, and
 * shortcuts to the bookings, the stylist applications (with how many are new) and the job queues.
 * The open tab lives in the address (?tab=), so a reload or a shared link keeps it.
 */
export function AdminPanelPage() {
  usePageTitle('Management Panel');
  useMarkHydrated();
  const [active, openTab] = useTabParam(PANEL_TABS, { preventScrollReset: true });

  // The badges come from the server; each tab reads its own list, a page at a time, when opened.
  const counts = panelBadges(usePanelCounts().data);

  const items: TabItem<PanelTab>[] = [
    {
      key: 'consultations',
      label: 'Consultation Requests',
      count: counts.consultationRequests,
      panel: <ConsultationRequestsTab />,
    },
    { key: 'testimonials', label: 'Testimonials', count: counts.testimonials, panel: <TestimonialsTab /> },
    {
      key: 'messages',
      label: 'Contact Messages',
      count: counts.contactMessages,
      panel: <ContactMessagesTab />,
    },
    { key: 'gallery', label: 'Gallery', panel: <GalleryTab /> },
  ];

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Management Panel"
        lead="Consultation requests, reviews, messages and the gallery, all in one place."
      >
        <AdminToolLinks
          block="admin-shortcuts"
          className="cluster"
          links={[
            { label: 'Manage bookings', to: '/stylist' },
            {
              label: counts.applications
                ? `Stylist applications (${counts.applications} new)`
                : 'Stylist applications',
              to: '/admin/applications',
            },
            { label: 'Job queues', to: '/admin/queues', served: true },
          ]}
        />
      </PageHeader>
      <div className="container page-section admin-panel">
        <StaffConsultations />
        <Tabs label="Management Panel" items={items} active={active} onChange={openTab} />
      </div>
    </>
  );
}

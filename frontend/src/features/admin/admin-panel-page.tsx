import { Link, useSearchParams } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { StaffConsultations } from '@/components/staff-consultations/staff-consultations';
import { type TabItem, Tabs } from '@/components/ui/tabs';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';
import { useMarkHydrated } from '@/lib/use-mark-hydrated';
import { usePanelCounts } from './api/get-panel-counts';
import { ConsultationRequestsTab } from './components/consultation-requests-tab';
import { ContactMessagesTab } from './components/contact-messages-tab';
import { GalleryTab } from './components/gallery-tab';
import { TestimonialsTab } from './components/testimonials-tab';
import { type PanelTab, panelBadges, panelTabFrom } from './panel-counts';
import './admin.css';

/**
 * The admin's signed-in home (spec 001 'Admin Management Panel'): four tabs with their counts.
 * The open tab lives in the address (?tab=), so a reload or a shared link keeps it.
 */
export function AdminPanelPage() {
  const businessName = useBusinessName();
  useDocumentMeta({ title: `Management Panel | ${businessName}` });
  useMarkHydrated();
  const [params, setParams] = useSearchParams();
  const active = panelTabFrom(params.get('tab'));

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

  const openTab = (tab: PanelTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'consultations') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Management Panel"
        lead="Consultation requests, reviews, messages and the gallery, all in one place."
      >
        <nav className="admin-shortcuts" aria-label="Admin tools">
          <Link to="/stylist" className="admin-shortcuts__link">
            Manage bookings
            <ArrowRightIcon />
          </Link>
          <a href="/admin/queues" className="admin-shortcuts__link">
            Job queues
            <ArrowRightIcon />
          </a>
        </nav>
      </PageHeader>
      <div className="container page-section admin-panel">
        <StaffConsultations />
        <Tabs label="Management Panel" items={items} active={active} onChange={openTab} />
      </div>
    </>
  );
}

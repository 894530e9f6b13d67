import { SparkleIcon } from '@/components/icons';
import { ConsultationStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { formatAppointment } from '@/lib/booking-display';
import type { useConsultations } from '../api/get-consultations';
import { consultationTitle, recent } from '../dashboard-summary';
import { ListSkeleton, Panel, PanelEmpty } from './panel';

/** The first 3 consultations: free or paid, when (or 'To be scheduled'), and status. */
export function RecentConsultations({
  consultations,
}: {
  consultations: ReturnType<typeof useConsultations>;
}) {
  return (
    <Panel id="recent-consultations" title="Consultations">
      {consultations.isPending ? (
        <ListSkeleton label="Loading your consultations…" />
      ) : consultations.isError ? (
        <div className="panel__error">
          <p>Your consultations could not be loaded just now.</p>
          <Button variant="outline" size="sm" onClick={() => void consultations.refetch()}>
            Try Again
          </Button>
        </div>
      ) : consultations.data.length === 0 ? (
        <PanelEmpty
          icon={<SparkleIcon />}
          title="No consultations scheduled"
          text="Talk through your look with a stylist before the big day."
          action={{ to: '/book', label: 'Schedule Free Consultation' }}
        />
      ) : (
        <ul className="panel__list">
          {recent(consultations.data).map((consultation) => (
            <li key={consultation.id} className="dashboard-item">
              <span className="dashboard-item__main">
                <span className="dashboard-item__title">{consultationTitle(consultation)}</span>
                <span className="dashboard-item__when">
                  {consultation.scheduledDate
                    ? formatAppointment(consultation.scheduledDate, consultation.scheduledTime)
                    : 'To be scheduled'}
                </span>
              </span>
              <ConsultationStatusBadge status={consultation.status} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

import { Link } from 'react-router-dom';
import { SparkleIcon } from '@/components/icons';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-states';
import { ConsultationStatusBadge } from '@/components/status-badge';
import { buttonClasses } from '@/components/ui/button';
import { formatAppointment } from '@/lib/booking-display';
import type { useConsultations } from '../api/get-consultations';
import { consultationTitle, recent } from '../dashboard-summary';
import { Panel } from './panel';

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
        <LoadError
          text="Your consultations could not be loaded just now."
          onRetry={() => void consultations.refetch()}
        />
      ) : consultations.data.length === 0 ? (
        <EmptyState
          icon={<SparkleIcon />}
          title="No consultations scheduled"
          text="Talk through your look with a stylist before the big day."
          action={
            <Link to="/book" className={buttonClasses()}>
              Schedule Free Consultation
            </Link>
          }
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

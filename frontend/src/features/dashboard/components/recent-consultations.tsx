import { consultationMessages } from '@beauty/domain/messages';
import type { Consultation } from '@beauty/domain/schemas/consultation';
import { withTimeZoneName } from '@beauty/domain/slots';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SparkleIcon } from '@/components/icons';
import { EmptyState, QueryListStates } from '@/components/list-states';
import { ConsultationStatusBadge } from '@/components/status-badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { formatAppointment } from '@/lib/booking-display';
import type { useConsultations } from '../api/get-consultations';
import { consultationTitle, recent } from '../dashboard-summary';
import { MoveConsultationDialog } from './move-consultation-dialog';
import { Panel } from './panel';
import '@/styles/patterns/staff-list-item.css';

/**
 * The first 3 consultations: free or paid, when (or 'To be scheduled'), and status; a scheduled
 * one can be asked to move ('Move requested' until the team sets a new time).
 */
export function RecentConsultations({
  consultations,
}: {
  consultations: ReturnType<typeof useConsultations>;
}) {
  const [moving, setMoving] = useState<Consultation | null>(null);
  return (
    <Panel id="recent-consultations" title="Consultations">
      <QueryListStates
        query={consultations}
        loading="Loading your consultations…"
        failed="Your consultations could not be loaded just now."
        empty={
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
        }
      >
        {(list) => (
          <ul className="panel__list stack plain-list">
            {recent(list).map((consultation) => {
              const scheduled = consultation.status === 'scheduled' && consultation.scheduledDate;
              return (
                <li key={consultation.id} className="dashboard-item" data-consultation-id={consultation.id}>
                  <span className="staff-item__main stack dashboard-item__main">
                    <span className="staff-item__title dashboard-item__title">
                      {consultationTitle(consultation)}
                    </span>
                    <span className="note">
                      {consultation.scheduledDate
                        ? withTimeZoneName(
                            formatAppointment(consultation.scheduledDate, consultation.scheduledTime),
                          )
                        : consultationMessages.toBeScheduled}
                    </span>
                    {scheduled && consultation.meetingNote ? (
                      <span className="note">{consultation.meetingNote}</span>
                    ) : null}
                    {scheduled && consultation.askedOnline ? (
                      <span className="dashboard-item__note">
                        Another time? <Link to="/contact">Write to us</Link> and we will find one.
                      </span>
                    ) : scheduled ? (
                      consultation.moveRequest ? (
                        <span className="dashboard-item__note">
                          {consultationMessages.moveRequested}: we will email you a new time.
                        </span>
                      ) : (
                        <span>
                          <Button
                            size="sm"
                            variant="link"
                            className="dashboard-item__action"
                            onClick={() => setMoving(consultation)}
                          >
                            Ask to move
                          </Button>
                        </span>
                      )
                    ) : null}
                  </span>
                  <ConsultationStatusBadge status={consultation.status} />
                </li>
              );
            })}
          </ul>
        )}
      </QueryListStates>
      <MoveConsultationDialog consultation={moving} onClose={() => setMoving(null)} />
    </Panel>
  );
}

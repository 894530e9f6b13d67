import { adminUpdateFailures, toasts } from '@beauty/domain/messages';
import type { ConsultationRequest } from '@beauty/domain/schemas/consultation-request';
import { withTimeZoneName } from '@beauty/domain/slots';
import { useMemo, useState } from 'react';
import { CalendarHeartIcon } from '@/components/icons';
import { ImageLink } from '@/components/image-link';
import {
  ScheduleConsultationDialog,
  type ScheduleTarget,
} from '@/components/staff-consultations/schedule-consultation-dialog';
import { formatAppointment } from '@/lib/booking-display';
import { formatEventDate } from '@/lib/labels';
import { displayImageUrl, sizedImageUrl } from '../admin-images';
import { useAdminConsultationRequests } from '../api/get-consultation-requests';
import { useScheduleConsultationRequest } from '../api/schedule-consultation-request';
import { useUpdateConsultationRequestStatus } from '../api/update-consultation-request-status';
import {
  answeredCount,
  CONSULTATION_REQUEST_BADGES,
  consultationRequestActions,
  eventTypeLabel,
  questionnaireAnswers,
} from '../moderation-display';
import { emailLink, Facts, ItemCard, ItemTimes, phoneLink } from './item-parts';
import { ModerationList } from './list-states';
import { StatusActions } from './status-actions';
import { useItemStatusChange } from './status-feedback';

/**
 * Tab 1 (spec 001): consultation requests from the landing page's questionnaire, the new ones
 * first (those the badge counts), then the others, each newest first, 50 at a time.
 */
export function ConsultationRequestsTab() {
  // Mark Scheduled asks when: the request being scheduled, with the notes written beside it.
  const [scheduling, setScheduling] = useState<{ request: ConsultationRequest; notes: string } | null>(null);
  const schedule = useScheduleConsultationRequest();
  // One object while the dialog is open: the dialog fills its form when this changes.
  const target = useMemo(() => (scheduling ? requestTarget(scheduling.request) : null), [scheduling]);
  return (
    <>
      <ModerationList
        list={useAdminConsultationRequests()}
        what="consultation requests"
        older="requests"
        empty={{
          icon: <CalendarHeartIcon />,
          title: 'No Consultation Requests',
          text: 'Requests sent with the consultation questionnaire on the home page will appear here.',
        }}
        renderItem={(request) => (
          <ConsultationRequestItem
            key={request.id}
            request={request}
            onSchedule={(notes) => setScheduling({ request, notes })}
          />
        )}
      />
      <ScheduleConsultationDialog
        consultation={target}
        schedule={{
          isPending: schedule.isPending,
          mutate: (variables, outcome) =>
            schedule.mutate({ ...variables, adminNotes: scheduling?.notes }, outcome),
        }}
        onClose={() => setScheduling(null)}
      />
    </>
  );
}

/** A request as the schedule dialog reads it: moved when it already has a time. */
const requestTarget = (request: ConsultationRequest): ScheduleTarget => ({
  id: request.id,
  name: request.name,
  scheduled: request.status === 'scheduled' && request.scheduledDate !== null,
  scheduledDate: request.scheduledDate,
  scheduledTime: request.scheduledTime,
  meetingNote: request.meetingNote,
});

const STATUS_WORDS = { contacted: 'contacted', scheduled: 'scheduled', completed: 'completed' } as const;

function ConsultationRequestItem({
  request,
  onSchedule,
}: {
  request: ConsultationRequest;
  onSchedule: (notes: string) => void;
}) {
  const statusChange = useItemStatusChange({
    update: useUpdateConsultationRequestStatus(),
    id: request.id,
    failure: adminUpdateFailures.consultationRequest,
    succeeded: (status) => ({
      title: toasts.statusUpdated.title,
      description: `${request.name}'s request is marked ${STATUS_WORDS[status]}.`,
    }),
  });
  const id = `consultation-${request.id}`;
  const eventType = eventTypeLabel(request.eventType);
  const eventDate = request.eventDate ? formatEventDate(request.eventDate) : null;
  const held = request.status === 'scheduled' || request.status === 'completed';
  const when =
    held && request.scheduledDate && request.scheduledTime
      ? withTimeZoneName(formatAppointment(request.scheduledDate, request.scheduledTime))
      : null;
  // Mark Scheduled asks for the date and time, also for one marked scheduled before it had any;
  // once it has one, the same button moves it, and it cannot go back to Contacted (she holds
  // the time in her calendar): it is moved or held.
  const actions = consultationRequestActions(request.status).map((action) => {
    if (request.status !== 'scheduled') return action;
    if (action.status === 'scheduled')
      return { ...action, enabled: true, ...(when ? { label: 'Move Consultation' } : {}) };
    return action.status === 'contacted' && when ? { ...action, enabled: false } : action;
  });

  return (
    <ItemCard
      id={id}
      title={request.name}
      subtitle={[eventType, eventDate].filter(Boolean).join(' · ') || 'No event details given'}
      badge={CONSULTATION_REQUEST_BADGES[request.status]}
      actions={
        <StatusActions
          id={id}
          notesLabel="Admin notes"
          savedNotes={request.adminNotes}
          actions={actions}
          {...statusChange}
          onChange={(status, notes) =>
            status === 'scheduled' ? onSchedule(notes) : statusChange.onChange(status, notes)
          }
        />
      }
    >
      <Facts
        items={[
          { label: 'Email', value: emailLink(request.email) },
          { label: 'Phone', value: phoneLink(request.phone) },
          {
            label: 'Consultation',
            value: when ? [when, request.meetingNote].filter(Boolean).join(' · ') : null,
          },
        ]}
      />
      <Questionnaire request={request} />
      <InspirationPhotos name={request.name} urls={request.inspirationImages} />
      <ItemTimes
        receivedLabel="Submitted"
        createdAt={request.createdAt}
        contactedAt={request.contactedAt}
        statusChangedAt={request.statusChangedAt}
        statusChangedBy={request.statusChangedBy}
      />
    </ItemCard>
  );
}

function Questionnaire({ request }: { request: ConsultationRequest }) {
  const answers = questionnaireAnswers(request);
  return (
    <details className="admin-questionnaire">
      <summary>
        Questionnaire{' '}
        <span className="admin-questionnaire__count note">
          ({answeredCount(answers)} of {answers.length} answered)
        </span>
      </summary>
      <dl>
        {answers.map(({ key, question, answer }) => (
          <div key={key} className="admin-questionnaire__row">
            <dt className="note">{question}</dt>
            <dd className={answer ? undefined : 'admin-questionnaire__blank muted'}>
              {answer ?? 'Not answered'}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The request's photos as thumbnails; each opens the full-size image in a new tab. */
function InspirationPhotos({ name, urls }: { name: string; urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <div className="stack gap-2">
      <p className="admin-photos__label">Inspiration photos</p>
      <ul className="cluster gap-3 plain-list">
        {urls.map((url, index) => (
          <li key={url}>
            <InspirationPhoto
              url={url}
              alt={`Inspiration photo ${index + 1} of ${urls.length} from ${name}`}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function InspirationPhoto({ url, alt }: { url: string; alt: string }) {
  return (
    <ImageLink
      className="admin-photo"
      block="admin-photo"
      href={displayImageUrl(url)}
      image={{ src: sizedImageUrl(url, 480), width: 96, height: 96 }}
      alt={alt}
      unavailable={{ label: 'preview unavailable' }}
      newTabHint="opens full size in a new tab"
    />
  );
}

import { SPECIALTY_LABELS } from '@beauty/domain/catalog';
import { adminUpdateFailures, toasts } from '@beauty/domain/messages';
import type { StylistApplication } from '@beauty/domain/schemas/stylist-application';
import type { ApplicationStatus } from '@beauty/domain/status';
import { DocumentIcon } from '@/components/icons';
import type { useAdminStylistApplications } from '../api/get-stylist-applications';
import { useUpdateStylistApplicationStatus } from '../api/update-stylist-application-status';
import { APPLICATION_BADGES, applicationActions } from '../moderation-display';
import { emailLink, Facts, ItemCard, ItemTimes, phoneLink } from './item-parts';
import { ModerationList } from './list-states';
import { StatusActions } from './status-actions';
import { useItemStatusChange } from './status-feedback';

/**
 * The applications list: what applicants sent on /stylist-application, the new ones first, then
 * the others, each newest first, 50 at a time, with the resume to download and the hiring steps.
 */
export function ApplicationsList({ list }: { list: ReturnType<typeof useAdminStylistApplications> }) {
  return (
    <ModerationList
      list={list}
      what="stylist applications"
      older="applications"
      empty={{
        icon: <DocumentIcon />,
        title: 'No Applications',
        text: 'Applications sent from the Become a Stylist page will appear here, with their resumes.',
      }}
      renderItem={(application) => <ApplicationItem key={application.id} application={application} />}
    />
  );
}

/** What the success toast says each step did. */
const DONE: Record<Exclude<ApplicationStatus, 'new'>, string> = {
  reviewed: 'is marked reviewed',
  interviewing: 'is marked for an interview',
  hired: 'is marked hired',
  declined: 'is declined',
};

/** Only web addresses become links; anything else an applicant typed stays text. */
const webLink = (address: string | null) =>
  address && /^https?:\/\//i.test(address) ? (
    <a href={address} target="_blank" rel="noopener noreferrer">
      {address}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    address
  );

function ApplicationItem({ application }: { application: StylistApplication }) {
  const name = `${application.firstName} ${application.lastName}`;
  const statusChange = useItemStatusChange({
    update: useUpdateStylistApplicationStatus(),
    id: application.id,
    failure: adminUpdateFailures.application,
    succeeded: (status) => ({
      title: toasts.applicationUpdated.title,
      description: `The application from ${name} ${DONE[status]}.`,
    }),
  });
  const id = `application-${application.id}`;

  return (
    <ItemCard
      id={id}
      title={name}
      subtitle={
        <>
          <span className="visually-hidden">Specialties: </span>
          {SPECIALTY_LABELS[application.specialties]}
        </>
      }
      badge={APPLICATION_BADGES[application.status]}
      actions={
        <StatusActions
          id={id}
          notesLabel="Notes"
          notesNote="(optional)"
          savedNotes={application.adminNotes}
          actions={applicationActions(application.status)}
          variants={{ declined: 'outline' }}
          {...statusChange}
        />
      }
    >
      <div className="stack gap-2">
        <h4 className="admin-item__label">Experience</h4>
        <p className="admin-message">{application.experience}</p>
      </div>
      {application.additionalInfo ? (
        <div className="stack gap-2">
          <h4 className="admin-item__label">Additional information</h4>
          <p className="admin-message">{application.additionalInfo}</p>
        </div>
      ) : null}
      <Facts
        items={[
          { label: 'Email', value: emailLink(application.email) },
          { label: 'Phone', value: phoneLink(application.phone) },
          { label: 'Portfolio', value: webLink(application.portfolio) },
          {
            label: 'Resume',
            value: (
              <a href={application.resumeUrl} download>
                Download resume (PDF)
                <span className="visually-hidden"> of {name}</span>
              </a>
            ),
          },
        ]}
      />
      <ItemTimes
        receivedLabel="Received"
        createdAt={application.createdAt}
        statusChangedAt={application.statusChangedAt}
        statusChangedBy={application.statusChangedBy}
      />
    </ItemCard>
  );
}

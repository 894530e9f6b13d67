import { SPECIALTY_LABELS } from '@beauty/domain/catalog';
import type { StylistApplication } from '@beauty/domain/schemas/stylist-application';
import { DocumentIcon } from '@/components/icons';
import type { useAdminStylistApplications } from '../api/get-stylist-applications';
import { type ApplicationFilter, emptyFilterText } from '../application-review';
import { APPLICATION_BADGES } from '../moderation-display';
import { ApplicationActions } from './application-actions';
import { emailLink, Facts, ItemCard, ItemTimes, phoneLink } from './item-parts';
import { ModerationList } from './list-states';

/**
 * The applications list: what applicants sent on /stylist-application, the new ones first, then
 * the others, each newest first (or those of the step `filter` names), 50 at a time, with the
 * resume to download and the hiring steps.
 */
export function ApplicationsList({
  list,
  filter,
}: {
  list: ReturnType<typeof useAdminStylistApplications>;
  filter: ApplicationFilter;
}) {
  return (
    <ModerationList
      list={list}
      what="stylist applications"
      older="applications"
      empty={{ icon: <DocumentIcon />, ...emptyFilterText(filter) }}
      renderItem={(application) => <ApplicationItem key={application.id} application={application} />}
    />
  );
}

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
      actions={<ApplicationActions id={id} application={application} />}
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

import { emailsApplicant } from '@beauty/domain/application-steps';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@beauty/domain/status';
import { APPLICATION_BADGES, type StatusAction } from './moderation-display';

/**
 * The Stylist Applications page's rules beside the list: which step the list shows (?status=),
 * and when a step emails the applicant.
 */

/** The list's filter: one status, or null for every application. */
export type ApplicationFilter = ApplicationStatus | null;

/** All, then each status by its badge's word, in the order an application moves through them. */
export const APPLICATION_FILTERS: ReadonlyArray<{ status: ApplicationFilter; label: string }> = [
  { status: null, label: 'All' },
  ...APPLICATION_STATUSES.map((status) => ({ status, label: APPLICATION_BADGES[status].label })),
];

/** The filter a ?status= value asks for: a status we know, else every application. */
export function applicationFilterOf(param: string | null): ApplicationFilter {
  return (APPLICATION_STATUSES as readonly string[]).includes(param ?? '')
    ? (param as ApplicationStatus)
    : null;
}

/** What the list says when the chosen step has no application. */
export function emptyFilterText(filter: ApplicationFilter): { title: string; text: string } {
  if (filter === null) {
    return {
      title: 'No Applications',
      text: 'Applications sent from the Become a Stylist page will appear here, with their resumes.',
    };
  }
  return {
    title: `Nothing under ${APPLICATION_BADGES[filter].label}`,
    text: 'Applications at this step will appear here. Choose All to see every application.',
  };
}

/**
 * The line under 'Email … about this': the steps on offer now that send it, as their buttons read
 * ('Sent with Invite to Interview, Mark Hired or Decline.'), or null when none does (a declined
 * application offers only Reconsider): then the box is not shown.
 */
export function applicantEmailSteps<S extends string>(actions: readonly StatusAction<S>[]): string | null {
  const labels = actions
    .filter((action) => action.enabled && emailsApplicant(action.status))
    .map((action) => action.label);
  if (labels.length === 0) return null;
  const listed = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
  return `Sent with ${listed}. Your notes stay private.`;
}

/**
 * A step's body with `notifyApplicant: true` when the admin ticked 'Email … about this' and the
 * step sends one; Mark Reviewed and Reconsider never do, ticked or not, so nothing is added there.
 */
export function withApplicantNotice<B extends { status: string }>(
  body: B,
  ticked: boolean,
): B & { notifyApplicant?: true } {
  return ticked && emailsApplicant(body.status) ? { ...body, notifyApplicant: true } : body;
}

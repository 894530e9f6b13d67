import { emailsApplicant } from '@beauty/domain/application-steps';
import { adminUpdateFailures, toasts } from '@beauty/domain/messages';
import type { StylistApplication } from '@beauty/domain/schemas/stylist-application';
import type { ApplicationStatus } from '@beauty/domain/status';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { useUpdateStylistApplicationStatus } from '../api/update-stylist-application-status';
import { applicantEmailSteps } from '../application-review';
import { applicationActions } from '../moderation-display';
import { StatusActions } from './status-actions';
import { useItemStatusChange } from './status-feedback';

type ApplicationStep = Exclude<ApplicationStatus, 'new'>;

/** What the success toast says each step did. */
const DONE: Record<ApplicationStep, string> = {
  reviewed: 'is marked reviewed',
  interviewing: 'is marked for an interview',
  hired: 'is marked hired',
  declined: 'is declined',
};

/**
 * An application's notes, its hiring steps and, while a step on offer can send one, 'Email <first
 * name> about this' (unticked to begin with, and again once a step is saved): the applicant gets
 * a short note from the studio about that step, never the admin's notes.
 */
export function ApplicationActions({ id, application }: { id: string; application: StylistApplication }) {
  const name = `${application.firstName} ${application.lastName}`;
  const firstName = application.firstName.trim();
  const actions = applicationActions(application.status);
  const emailNote = applicantEmailSteps(actions);
  // The box belongs to the step at hand: a saved step (a new status) starts it unticked again.
  const [box, setBox] = useState({ status: application.status, ticked: false });
  const ticked = emailNote !== null && box.status === application.status && box.ticked;
  const statusChange = useItemStatusChange<ApplicationStep, { notifyApplicant?: boolean }>({
    update: useUpdateStylistApplicationStatus(),
    id: application.id,
    failure: adminUpdateFailures.application,
    extra: { notifyApplicant: ticked },
    succeeded: (status, change) => ({
      title: toasts.applicationUpdated.title,
      description:
        `The application from ${name} ${DONE[status]}.` +
        (change.notifyApplicant && emailsApplicant(status) ? ` An email is on its way to ${firstName}.` : ''),
    }),
  });

  return (
    <StatusActions
      id={id}
      notesLabel="Notes"
      notesNote="(optional)"
      savedNotes={application.adminNotes}
      actions={actions}
      variants={{ declined: 'outline' }}
      {...statusChange}
      options={
        emailNote ? (
          <Checkbox
            id={`${id}-email`}
            label={`Email ${firstName} about this`}
            description={emailNote}
            checked={ticked}
            disabled={statusChange.pendingStatus !== undefined}
            onChange={(event) => setBox({ status: application.status, ticked: event.target.checked })}
            className="status-actions__email"
          />
        ) : null
      }
    />
  );
}

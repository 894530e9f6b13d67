import type { StylistApplicationStatusUpdate } from '@beauty/domain/schemas/admin';
import { withApplicantNotice } from '../application-review';
import { adminStylistApplicationsQueryKey } from './get-stylist-applications';
import { type StatusChange, statusChangeBody, useStatusChange } from './status-change';

type ApplicationStep = StylistApplicationStatusUpdate['status'];

/** An application's step, and whether the admin ticked 'Email … about this'. */
export interface ApplicationStatusChange extends StatusChange<ApplicationStep> {
  notifyApplicant?: boolean;
}

/**
 * PUT /api/admin/stylist-applications/{id}/status: reviewed, interviewing, hired or declined, as
 * the application's status machine allows (409 otherwise), optionally emailing the applicant.
 */
export function useUpdateStylistApplicationStatus() {
  return useStatusChange<ApplicationStep, ApplicationStatusChange>(
    adminStylistApplicationsQueryKey[0],
    adminStylistApplicationsQueryKey,
    undefined,
    (change) => withApplicantNotice(statusChangeBody(change), change.notifyApplicant === true),
  );
}

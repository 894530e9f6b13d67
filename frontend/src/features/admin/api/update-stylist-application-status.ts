import type { StylistApplicationStatusUpdate } from '@beauty/domain/schemas/admin';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { withApplicantNotice } from '../application-review';
import { adminStylistApplicationsQueryKey } from './get-stylist-applications';
import {
  applyStatusChange,
  type StatusChange,
  type StatusChangeAnswer,
  statusChangeBody,
} from './status-change';

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
  return useApiMutation(
    (change: ApplicationStatusChange) =>
      apiJson<StatusChangeAnswer<ApplicationStep>>(
        'PUT',
        `${adminStylistApplicationsQueryKey[0]}/${encodeURIComponent(change.id)}/status`,
        withApplicantNotice(statusChangeBody(change), change.notifyApplicant === true),
      ),
    {
      onSuccess: (queryClient, answer) =>
        applyStatusChange(queryClient, adminStylistApplicationsQueryKey, answer),
    },
  );
}

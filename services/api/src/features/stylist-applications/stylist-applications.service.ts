import { randomUUID } from 'node:crypto';
import { fieldMessages, toasts } from '@beauty/domain/messages';
import type { StylistApplicationInput } from '@beauty/domain/schemas/stylist-application';
import { insertAnnouncedIn } from '../../db/insert-announced';
import type { AppDeps } from '../../deps';
import { Invalid } from '../../errors';
import { blankToNull } from '../../lib/text';
import { claimUploads } from '../uploads/uploads.service';

export interface StylistApplicationCreated {
  id: string;
  message: string;
}

/**
 * Save a stylist application with its claimed resume upload and its
 * `stylist_application.received` event in one transaction. A resume address that is not a
 * finished resume upload of ours is answered with the spec's 'Please upload your resume'.
 */
export async function createStylistApplication(
  deps: AppDeps,
  input: StylistApplicationInput,
): Promise<StylistApplicationCreated> {
  const id = randomUUID();
  await deps.knex.transaction(async (trx) => {
    const [resumeUploadId] = await claimUploads(trx, deps, {
      urls: [input.resumeUrl.trim()],
      purpose: 'resume',
      entityType: 'stylist-application',
      entityId: id,
      field: 'resumeUrl',
    }).catch((error: unknown) => {
      if (error instanceof Invalid)
        throw new Invalid([{ field: 'resumeUrl', message: fieldMessages.resume }]);
      throw error;
    });
    if (!resumeUploadId) throw new Invalid([{ field: 'resumeUrl', message: fieldMessages.resume }]);
    await insertAnnouncedIn(
      trx,
      'stylist_applications',
      {
        id,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email: input.email.trim(),
        phone: input.phone.trim(),
        specialties: input.specialties,
        experience: input.experience.trim(),
        portfolio: blankToNull(input.portfolio),
        resumeUploadId,
        additionalInfo: blankToNull(input.additionalInfo),
      },
      {
        type: 'stylist_application.received',
        entityType: 'stylist-application',
        entityId: id,
        payload: { applicationId: id },
      },
    );
  });
  return { id, message: toasts.applicationSubmitted.description };
}

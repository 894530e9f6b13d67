import { randomUUID } from 'node:crypto';
import { imageAddress } from '@beauty/domain/image-address';
import { toasts } from '@beauty/domain/messages';
import { QUESTIONNAIRE_FIELDS } from '@beauty/domain/questionnaire';
import type { ConsultationRequestInput } from '@beauty/domain/schemas/consultation-request';
import { hashToken, newToken } from '@beauty/server/tokens';
import { insertAnnouncedIn } from '../../db/insert-announced';
import type { AppDeps } from '../../deps';
import { blankToNull } from '../../lib/text';
import { claimUploads } from '../uploads/uploads.service';

export interface ConsultationRequestCreated {
  id: string;
  trackingToken: string;
  message: string;
}

/**
 * Save a consultation request, claim its inspiration photos and write its
 * `consultation_request.received` event, all in one transaction: a photo that is not a finished
 * upload of ours refuses the whole request and nothing is kept.
 */
export async function createConsultationRequest(
  deps: AppDeps,
  input: ConsultationRequestInput,
): Promise<ConsultationRequestCreated> {
  const id = randomUUID();
  const trackingToken = newToken(24);
  await deps.knex.transaction(async (trx) => {
    const uploadIds = input.inspirationImages?.length
      ? await claimUploads(trx, deps, {
          urls: input.inspirationImages,
          purpose: 'consultation-inspiration',
          entityType: 'consultation-request',
          entityId: id,
          field: 'inspirationImages',
        })
      : [];
    await insertAnnouncedIn(
      trx,
      'consultation_requests',
      {
        id,
        name: input.name.trim(),
        email: input.email.trim(),
        phone: blankToNull(input.phone),
        eventType: blankToNull(input.eventType),
        eventDate: blankToNull(input.eventDate),
        ...Object.fromEntries(QUESTIONNAIRE_FIELDS.map((field) => [field, blankToNull(input[field])])),
        // The stable addresses, whatever spelling the client sent.
        inspirationImages: JSON.stringify(uploadIds.map((uploadId) => imageAddress(uploadId))),
        trackingTokenHash: hashToken(trackingToken),
      },
      {
        type: 'consultation_request.received',
        entityType: 'consultation-request',
        entityId: id,
        payload: { consultationRequestId: id },
      },
    );
  });
  return { id, trackingToken, message: toasts.consultationSubmitted.description };
}

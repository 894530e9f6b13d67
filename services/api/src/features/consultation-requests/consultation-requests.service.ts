import { randomUUID } from 'node:crypto';
import { imageAddress } from '@beauty/domain/image-address';
import { bookingMessages, consultationMessages, toasts } from '@beauty/domain/messages';
import { QUESTIONNAIRE_FIELDS } from '@beauty/domain/questionnaire';
import type {
  ConsultationRequestInput,
  ConsultationRequestScheduled,
  ConsultationRequestScheduleInput,
} from '@beauty/domain/schemas/consultation-request';
import { todayInBusinessZone } from '@beauty/domain/slots';
import { writeEvent } from '@beauty/server/outbox';
import { hashToken, newToken } from '@beauty/server/tokens';
import { insertAnnouncedIn } from '../../db/insert-announced';
import type { AppDeps } from '../../deps';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import { blankToNull } from '../../lib/text';
import { checkConsultationTime } from '../consultations/consultation-time';
import { claimUploads } from '../uploads/uploads.service';
import { lockRequestForSchedule, saveRequestSchedule } from './consultation-requests.repository';

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
  now: Date = new Date(),
): Promise<ConsultationRequestCreated> {
  // An event already behind her is a typing slip (as the booking forms say).
  if (input.eventDate && input.eventDate < todayInBusinessZone(now)) {
    throw new Invalid([{ field: 'eventDate', message: bookingMessages.dateInPast }]);
  }
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

/**
 * Give a consultation request its date and time (or move it): in the future in
 * America/Los_Angeles, within a year, as a booking's consultation. The request becomes
 * 'scheduled' (a status change the timeline shows, the first time), records who set it, and
 * the worker emails the client the time with a calendar file: the same UID each time, SEQUENCE 0
 * the first time and one higher for each move, so her calendar keeps one entry.
 */
export async function scheduleConsultationRequest(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
  id: string,
  input: ConsultationRequestScheduleInput,
  now: Date = new Date(),
): Promise<ConsultationRequestScheduled> {
  checkConsultationTime(input, now);
  const meetingNote = input.meetingNote?.trim() || null;
  const adminNotes = input.adminNotes?.trim() || null;
  return deps.knex.transaction(async (trx) => {
    const row = await lockRequestForSchedule(trx, id);
    if (!row) throw new NotFound();
    if (
      row.status === 'scheduled' &&
      row.scheduledDate === input.scheduledDate &&
      row.scheduledTime === input.scheduledTime &&
      row.meetingNote === meetingNote
    ) {
      throw new Conflict(consultationMessages.sameTime);
    }
    const sequence = row.scheduledAt ? row.calendarSequence + 1 : 0;
    await saveRequestSchedule(trx, id, {
      scheduledDate: input.scheduledDate,
      scheduledTime: input.scheduledTime,
      meetingNote,
      scheduledBy: user.id,
      calendarSequence: sequence,
      adminNotes,
    });
    if (row.status !== 'scheduled') {
      await writeEvent(trx, {
        type: 'consultation_request.status_changed',
        entityType: 'consultation-request',
        entityId: id,
        payload: {
          consultationRequestId: id,
          from: row.status,
          to: 'scheduled',
          changedBy: user.id,
          adminNotes,
        },
      });
    }
    await writeEvent(trx, {
      type: 'consultation_request.scheduled',
      entityType: 'consultation-request',
      entityId: id,
      payload: {
        consultationRequestId: id,
        changedBy: user.id,
        sequence,
        scheduledDate: input.scheduledDate,
        scheduledTime: input.scheduledTime,
        moved:
          row.scheduledAt !== null &&
          (row.scheduledDate !== input.scheduledDate || row.scheduledTime !== input.scheduledTime),
      },
    });
    return {
      id,
      status: 'scheduled',
      scheduledDate: input.scheduledDate,
      scheduledTime: input.scheduledTime,
      meetingNote,
    };
  });
}

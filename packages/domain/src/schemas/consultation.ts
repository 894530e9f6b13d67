import { type Static, Type } from '@sinclair/typebox';
import { CONSULTATION_STATUSES } from '../status';
import { nullable, timestamp, uuid } from './fields';

/** GET /api/consultations (customer view). */
export const consultation = Type.Object({
  id: uuid(),
  usedFreeConsultation: Type.Boolean(),
  scheduledDate: nullable(Type.String()),
  scheduledTime: nullable(Type.String()),
  status: Type.Union(CONSULTATION_STATUSES.map((s) => Type.Literal(s))),
  createdAt: timestamp(),
});
export type Consultation = Static<typeof consultation>;

/** GET /api/consultations/free-status. */
export const freeConsultationStatus = Type.Object({
  hasUsedFreeConsultation: Type.Boolean(),
  eligible: Type.Boolean(),
  expiresAt: nullable(timestamp()),
});
export type FreeConsultationStatus = Static<typeof freeConsultationStatus>;

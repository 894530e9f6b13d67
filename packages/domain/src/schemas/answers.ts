import { type Static, Type } from '@sinclair/typebox';
import { PAYMENT_METHODS } from '../catalog';
import { businessSettingsInput, SOCIAL_NETWORKS } from './business-settings';
import { contactMessageCreated } from './contact';
import { literals, nullable, timestamp, uuid } from './fields';
import { staffBooking } from './staff-bookings';
import { uploadTarget } from './uploads';

/**
 * The API's answers that had no schema of their own: the route table declares them (the
 * contract test checks every answer against its route's declaration; OpenAPI shows them).
 */

/** GET /healthz. */
export const processUp = Type.Object({ status: Type.Literal('ok') });

/** GET /readyz: 200 when both are reachable, 503 otherwise. */
export const readiness = Type.Object({
  status: literals(['ready', 'unavailable'] as const),
  database: literals(['ok', 'unavailable'] as const),
  redis: literals(['ok', 'unavailable'] as const),
});

/** GET /api/site: what the public pages show, from Business Settings. */
export const siteInfo = Type.Object({
  businessName: Type.String(),
  contactEmails: Type.Array(Type.String()),
  phone: nullable(Type.String()),
  paymentHandles: Type.Object(
    Object.fromEntries(PAYMENT_METHODS.map((method) => [method, Type.Optional(Type.String())])),
    { additionalProperties: false },
  ),
  paymentMethods: Type.Array(literals(PAYMENT_METHODS)),
  depositPercents: Type.Object({ bridal: Type.Integer(), standard: Type.Integer() }),
  cancellationHours: Type.Integer(),
  depositHoldHours: Type.Number(),
  socialLinks: Type.Array(Type.Object({ network: literals(SOCIAL_NETWORKS), url: Type.String() })),
  legal: Type.Object({ privacy: Type.Boolean(), terms: Type.Boolean() }),
});

/** GET /api/site/legal/{document}. */
export const legalText = Type.Object({
  document: literals(['privacy', 'terms'] as const),
  title: Type.String(),
  text: Type.String(),
  businessName: Type.String(),
});

/** POST /api/login/handoff: the token for the sign-in address (null when signed in). */
export const handoffToken = Type.Object({ handoff: nullable(Type.String()) });

/** A submission saved: its id and the message to show. */
export const submitted = Type.Object({ id: uuid(), message: Type.String() });

/** A public submission saved with the token that lets its sender follow its timeline. */
export const trackedSubmission = contactMessageCreated;

/** An answer that is only a message to show. */
export const messageOnly = Type.Object({ message: Type.String() });
export type MessageOnly = Static<typeof messageOnly>;

/** Upload addresses: where to PUT the bytes and the address the file will have. */
export const imageUploadTarget = Type.Object({ ...uploadTarget.properties, imageUrl: Type.String() });
export const resumeUploadTarget = Type.Object({ ...uploadTarget.properties, resumeUrl: Type.String() });

/** The companion upload service (Uppy's @uppy/aws-s3 contract). */
export const multipartStarted = Type.Object({ uploadId: Type.String(), key: Type.String() });
export const uploadedParts = Type.Array(
  Type.Object({ PartNumber: Type.Integer(), Size: Type.Integer(), ETag: Type.String() }),
);
export const signedPart = Type.Object({ url: Type.String(), expires: Type.Number() });
export const multipartCompleted = Type.Object({ location: Type.String(), key: Type.String() });
export const emptyObject = Type.Object({}, { additionalProperties: false });
export const singleUploadParameters = Type.Object({
  method: Type.Literal('PUT'),
  url: Type.String(),
  fields: emptyObject,
  headers: Type.Record(Type.String(), Type.String()),
  expires: Type.Number(),
});

/** A moderated item's new status. */
export const moderationStatusChanged = Type.Object({
  id: uuid(),
  status: Type.String(),
  adminNotes: nullable(Type.String()),
});

/** DELETE /api/stylist/time-off/{id}. */
export const timeOffRemoved = Type.Object({ removed: Type.Literal(true) });

/** POST /api/stylist/appointments. */
export const appointmentCreated = Type.Object({ booking: staffBooking, message: Type.String() });

/** GET /api/service-areas: one offered area. */
export const serviceAreaAnswer = Type.Object({
  id: Type.String(),
  name: Type.String(),
  travelMinutes: Type.Integer(),
  travelFeeCents: Type.Integer(),
  quoted: Type.Boolean(),
  sortOrder: Type.Integer(),
});

/** GET and PUT /api/admin/business-settings. */
export const businessSettingsAnswer = Type.Object({
  settings: businessSettingsInput,
  updatedAt: nullable(timestamp()),
  history: Type.Array(
    Type.Object({
      id: Type.String(),
      changedAt: timestamp(),
      changedBy: Type.Object({ id: nullable(Type.String()), name: Type.String() }),
      changes: Type.Array(Type.Object({ field: Type.String(), from: Type.Unknown(), to: Type.Unknown() })),
    }),
  ),
});

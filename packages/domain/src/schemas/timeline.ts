import { type Static, Type } from '@sinclair/typebox';

export const TIMELINE_ENTITY_TYPES = [
  'contact-message',
  'consultation-request',
  'booking',
  'testimonial',
  'stylist-application',
  'gallery-image',
] as const;
export type TimelineEntityType = (typeof TIMELINE_ENTITY_TYPES)[number];

export const timelineEntry = Type.Object({
  status: Type.String(),
  label: Type.String(),
  detail: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type TimelineEntry = Static<typeof timelineEntry>;

/** GET /api/timelines/{entityType}/{id}: `settled` false means work is still in flight. */
export const timeline = Type.Object({
  entityType: Type.String(),
  entityId: Type.String(),
  status: Type.String(),
  settled: Type.Boolean(),
  entries: Type.Array(timelineEntry),
});
export type Timeline = Static<typeof timeline>;

/** The JSON error body of every non-OK answer (ARCHITECTURE rule 7). */
export const errorBody = Type.Object({
  message: Type.String(),
  errors: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
});
export type ErrorBody = Static<typeof errorBody>;

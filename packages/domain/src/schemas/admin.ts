import { type Static, type TProperties, Type } from '@sinclair/typebox';
import {
  APPLICATION_STATUSES,
  CONSULTATION_REQUEST_STATUSES,
  CONTACT_MESSAGE_STATUSES,
  TESTIMONIAL_STATUSES,
} from '../status';
import { LIMITS, literals, nullable, oneOf, optionalText, strictObject, timestamp } from './fields';
import { cursorMessage, TIME_CURSOR_PATTERN } from './user';

const notes = optionalText(LIMITS.notes);

/**
 * PUT /api/admin/{list}/{id}/status: the new status (any but the one a submission arrives in,
 * worded by `message`), the admin's optional notes, and whatever else the list's change takes.
 */
function statusUpdate<S extends string, A extends S, More extends TProperties = Record<never, never>>(
  statuses: readonly S[],
  arrival: A,
  message: string,
  $id: string,
  more: More = {} as More,
) {
  return strictObject(
    {
      status: oneOf(
        statuses.filter((s): s is Exclude<S, A> => s !== arrival),
        message,
      ),
      adminNotes: notes,
      ...more,
    },
    { $id },
  );
}

/**
 * What a moderation list's row shows of the admin's handling: the status, her notes, when it
 * arrived and who last changed the status, when. (A consultation request also says when she was
 * contacted, among these, so its row lists them itself.)
 */
export function moderationFields<S extends string>(statuses: readonly S[]) {
  return {
    status: literals(statuses),
    adminNotes: nullable(Type.String()),
    createdAt: timestamp(),
    statusChangedAt: nullable(timestamp()),
    statusChangedBy: nullable(Type.String()),
  };
}

export const consultationRequestStatusUpdate = statusUpdate(
  CONSULTATION_REQUEST_STATUSES,
  'new',
  'Status must be contacted, scheduled or completed',
  'ConsultationRequestStatusUpdate',
);
export type ConsultationRequestStatusUpdate = Static<typeof consultationRequestStatusUpdate>;

export const testimonialStatusUpdate = statusUpdate(
  TESTIMONIAL_STATUSES,
  'pending',
  'Status must be approved or rejected',
  'TestimonialStatusUpdate',
);
export type TestimonialStatusUpdate = Static<typeof testimonialStatusUpdate>;

export const contactMessageStatusUpdate = statusUpdate(
  CONTACT_MESSAGE_STATUSES,
  'new',
  'Status must be read or responded',
  'ContactMessageStatusUpdate',
);
export type ContactMessageStatusUpdate = Static<typeof contactMessageStatusUpdate>;

/**
 * An application's step, and `notifyApplicant` (default false): email the applicant a short fixed
 * note about an interview, a hire or a decline (APPLICANT_EMAIL_STEPS; true with 'reviewed' is a
 * 400). The admin's notes stay internal: they are never part of that email.
 */
export const stylistApplicationStatusUpdate = statusUpdate(
  APPLICATION_STATUSES,
  'new',
  'Status must be reviewed, interviewing, hired or declined',
  'StylistApplicationStatusUpdate',
  { notifyApplicant: Type.Optional(Type.Boolean({ errorMessage: 'Must be true or false' })) },
);
export type StylistApplicationStatusUpdate = Static<typeof stylistApplicationStatusUpdate>;

/**
 * The admin's moderation lists (consultation requests, testimonials, contact messages, stylist
 * applications) are read a page at a time: those awaiting action (new, pending, new, new: what the
 * tab badge counts) first, then the handled ones, each newest first. A page's `Next-Cursor` header, absent on the
 * last page, asks for the next one with `?before=`.
 */
export const MODERATION_PAGE_SIZE = 50;

/** 'awaiting' or 'handled', then the time cursor of the page's last item (TIME_CURSOR_PATTERN). */
export const MODERATION_CURSOR_PATTERN = `^(awaiting|handled)\\.${TIME_CURSOR_PATTERN.slice(1)}`;

/** GET /api/admin/{consultation-requests,testimonials,contact-messages,stylist-applications}[?before=<Next-Cursor>]. */
export const moderationListQuery = strictObject(
  {
    before: Type.Optional(
      Type.String({
        maxLength: 120,
        pattern: MODERATION_CURSOR_PATTERN,
        errorMessage: cursorMessage,
      }),
    ),
  },
  { $id: 'ModerationListQuery' },
);
export type ModerationListQuery = Static<typeof moderationListQuery>;

/** The Stylist Applications filter's message for a status it does not know. */
export const applicationStatusFilterMessage = 'Status must be new, reviewed, interviewing, hired or declined';

/**
 * GET /api/admin/stylist-applications[?status=][&before=]: the moderation list, or with `status`
 * only the applications at that step, newest first, 50 a page; a page's Next-Cursor reads on
 * within the same status.
 */
export const stylistApplicationListQuery = strictObject(
  {
    ...moderationListQuery.properties,
    status: Type.Optional(oneOf(APPLICATION_STATUSES, applicationStatusFilterMessage)),
  },
  { $id: 'StylistApplicationListQuery' },
);
export type StylistApplicationListQuery = Static<typeof stylistApplicationListQuery>;

/** GET /api/admin/panel-counts: the Management Panel's tab badges, counted on the server. */
export const panelCounts = Type.Object({
  /** Consultation requests whose status is new. */
  consultationRequests: Type.Integer({ minimum: 0 }),
  /** Reviews waiting for approval. */
  testimonials: Type.Integer({ minimum: 0 }),
  /** Contact messages whose status is new. */
  contactMessages: Type.Integer({ minimum: 0 }),
  /** Stylist applications whose status is new. */
  applications: Type.Integer({ minimum: 0 }),
});
export type PanelCounts = Static<typeof panelCounts>;

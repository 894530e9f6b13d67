import {
  consultationRequestStatusUpdate,
  contactMessageStatusUpdate,
  moderationListQuery,
  panelCounts,
  stylistApplicationListQuery,
  stylistApplicationStatusUpdate,
  testimonialStatusUpdate,
} from '@beauty/domain/schemas/admin';
import { moderationStatusChanged } from '@beauty/domain/schemas/answers';
import { consultationRequest } from '@beauty/domain/schemas/consultation-request';
import { contactMessage } from '@beauty/domain/schemas/contact';
import { stylistApplication } from '@beauty/domain/schemas/stylist-application';
import { testimonial } from '@beauty/domain/schemas/testimonial';
import { type TSchema, Type } from '@sinclair/typebox';
import type { AppDeps } from '../../deps';
import { defineRoute, listPage, type RouteSpec, uuidParams } from '../../http/routes';
import type { Page } from '../../lib/keyset';
import {
  changeStatus,
  countAwaiting,
  listConsultationRequests,
  listContactMessages,
  listStylistApplications,
  listTestimonials,
  type ModeratedKind,
  type StatusChange,
} from './moderation.service';
import { type ModerationCursor, parseModerationCursor } from './moderation-paging';

const PAGED =
  'awaiting action first, then the handled ones, each newest first; 50 a page (Next-Cursor header: ?before= for the next)';

/**
 * A moderation tab's two calls: its list, a page at a time, and the status change of one item.
 * `listQuery` (default: a cursor alone) may add a `status` filter: the list of that status only.
 */
function moderationTab<Item>(tab: {
  kind: ModeratedKind;
  path: string;
  listSummary: string;
  item: TSchema;
  listQuery?: TSchema & { static: { before?: string; status?: string } };
  list: (deps: AppDeps, before: ModerationCursor | null, status?: string) => Promise<Page<Item>>;
  statusUpdate: TSchema & { static: StatusChange };
  statusSummary: string;
}): RouteSpec[] {
  return [
    defineRoute({
      method: 'GET',
      path: tab.path,
      role: 'admin',
      summary: `${tab.listSummary}: ${PAGED}`,
      query: tab.listQuery ?? moderationListQuery,
      response: Type.Array(tab.item),
      handler: async ({ deps, query }) => {
        const { before, status } = query as { before?: string; status?: string };
        return listPage(await tab.list(deps, parseModerationCursor(before), status));
      },
    }),
    defineRoute({
      method: 'PUT',
      path: `${tab.path}/:id/status`,
      role: 'admin',
      summary: tab.statusSummary,
      body: tab.statusUpdate,
      params: uuidParams('id'),
      response: moderationStatusChanged,
      errors: [409],
      handler: ({ deps, user, params, body }) => changeStatus(deps, user, tab.kind, params.id, body),
    }),
  ];
}

/** The admin Management Panel's moderation tabs: spec 001's three, and the stylist applications. */
export const moderationRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/panel-counts',
    role: 'admin',
    summary:
      'The tab badges: new consultation requests, pending reviews, new contact messages, new stylist applications',
    response: panelCounts,
    handler: ({ deps }) => countAwaiting(deps),
  }),
  ...moderationTab({
    kind: 'consultation-request',
    path: '/api/admin/consultation-requests',
    listSummary: 'Consultation requests with the questionnaire and photos',
    item: consultationRequest,
    list: listConsultationRequests,
    statusUpdate: consultationRequestStatusUpdate,
    statusSummary: 'Mark a consultation request contacted, scheduled or completed, with optional notes',
  }),
  ...moderationTab({
    kind: 'testimonial',
    path: '/api/admin/testimonials',
    listSummary: 'Reviews',
    item: testimonial,
    list: listTestimonials,
    statusUpdate: testimonialStatusUpdate,
    statusSummary:
      'Approve or reject a pending review, unpublish an approved one (rejected) or publish a rejected one (approved), with optional notes; the public reviews change at once',
  }),
  ...moderationTab({
    kind: 'contact-message',
    path: '/api/admin/contact-messages',
    listSummary: 'Contact messages',
    item: contactMessage,
    list: listContactMessages,
    statusUpdate: contactMessageStatusUpdate,
    statusSummary: 'Mark a contact message read or responded, with optional notes',
  }),
  ...moderationTab({
    kind: 'stylist-application',
    path: '/api/admin/stylist-applications',
    listSummary:
      'Stylist applications with the resume address (downloads for a signed-in admin); with ?status= only those at that step, newest first, 50 a page, the Next-Cursor reading on within it',
    item: stylistApplication,
    listQuery: stylistApplicationListQuery,
    list: listStylistApplications,
    statusUpdate: stylistApplicationStatusUpdate,
    statusSummary:
      'Mark a stylist application reviewed, interviewing, hired or declined, with optional notes (internal: never emailed); a declined one can be reconsidered (reviewed). notifyApplicant (default false) emails the applicant a short fixed note about an interview, a hire or a decline; with reviewed it is a 400',
  }),
];

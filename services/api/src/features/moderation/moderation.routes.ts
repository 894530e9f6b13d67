import {
  consultationRequestStatusUpdate,
  contactMessageStatusUpdate,
  moderationListQuery,
  panelCounts,
  testimonialStatusUpdate,
} from '@beauty/domain/schemas/admin';
import { moderationStatusChanged } from '@beauty/domain/schemas/answers';
import { consultationRequest } from '@beauty/domain/schemas/consultation-request';
import { contactMessage } from '@beauty/domain/schemas/contact';
import { testimonial } from '@beauty/domain/schemas/testimonial';
import { Type } from '@sinclair/typebox';
import type { Context } from 'koa';
import { defineRoute, type RouteSpec, uuidParams } from '../../http/routes';
import {
  changeStatus,
  countAwaiting,
  listConsultationRequests,
  listContactMessages,
  listTestimonials,
  type ModerationPage,
  parseModerationCursor,
} from './moderation.service';

/** A page's items are the answer; the cursor of the next page, if any, is its Next-Cursor header. */
function answerPage<T>(ctx: Context, page: ModerationPage<T>): T[] {
  if (page.nextCursor) ctx.set('Next-Cursor', page.nextCursor);
  return page.items;
}

const PAGED =
  'awaiting action first, then the handled ones, each newest first; 50 a page (Next-Cursor header: ?before= for the next)';

/** The admin Management Panel's three moderation tabs (spec 001). */
export const moderationRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/panel-counts',
    role: 'admin',
    summary: 'The tab badges: new consultation requests, pending reviews, new contact messages',
    response: panelCounts,
    handler: ({ deps }) => countAwaiting(deps),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/consultation-requests',
    role: 'admin',
    summary: `Consultation requests with the questionnaire and photos: ${PAGED}`,
    query: moderationListQuery,
    response: Type.Array(consultationRequest),
    handler: async ({ ctx, deps, query }) =>
      answerPage(ctx, await listConsultationRequests(deps, parseModerationCursor(query.before))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/consultation-requests/:id/status',
    role: 'admin',
    summary: 'Mark a consultation request contacted, scheduled or completed, with optional notes',
    body: consultationRequestStatusUpdate,
    params: uuidParams('id'),
    response: moderationStatusChanged,
    errors: [409],
    handler: ({ deps, user, params, body }) =>
      changeStatus(deps, user, 'consultation-request', params.id, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/testimonials',
    role: 'admin',
    summary: `Reviews: ${PAGED}`,
    query: moderationListQuery,
    response: Type.Array(testimonial),
    handler: async ({ ctx, deps, query }) =>
      answerPage(ctx, await listTestimonials(deps, parseModerationCursor(query.before))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/testimonials/:id/status',
    role: 'admin',
    summary: 'Approve or reject a pending review, with optional notes',
    body: testimonialStatusUpdate,
    params: uuidParams('id'),
    response: moderationStatusChanged,
    errors: [409],
    handler: ({ deps, user, params, body }) => changeStatus(deps, user, 'testimonial', params.id, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/contact-messages',
    role: 'admin',
    summary: `Contact messages: ${PAGED}`,
    query: moderationListQuery,
    response: Type.Array(contactMessage),
    handler: async ({ ctx, deps, query }) =>
      answerPage(ctx, await listContactMessages(deps, parseModerationCursor(query.before))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/contact-messages/:id/status',
    role: 'admin',
    summary: 'Mark a contact message read or responded, with optional notes',
    body: contactMessageStatusUpdate,
    params: uuidParams('id'),
    response: moderationStatusChanged,
    errors: [409],
    handler: ({ deps, user, params, body }) => changeStatus(deps, user, 'contact-message', params.id, body),
  }),
];

import {
  type ConsultationRequestStatusUpdate,
  type ContactMessageStatusUpdate,
  consultationRequestStatusUpdate,
  contactMessageStatusUpdate,
  type TestimonialStatusUpdate,
  testimonialStatusUpdate,
} from '@beauty/domain/schemas/admin';
import { defineRoute, type RouteSpec } from '../../http/routes';
import {
  changeStatus,
  listConsultationRequests,
  listContactMessages,
  listTestimonials,
} from './moderation.service';

/** The admin Management Panel's three moderation tabs (spec 001). */
export const moderationRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/consultation-requests',
    role: 'admin',
    summary: 'Every consultation request, newest first, with the questionnaire and photos',
    handler: ({ deps }) => listConsultationRequests(deps),
  }),
  defineRoute<ConsultationRequestStatusUpdate>({
    method: 'PUT',
    path: '/api/admin/consultation-requests/:id/status',
    role: 'admin',
    summary: 'Mark a consultation request contacted, scheduled or completed, with optional notes',
    body: consultationRequestStatusUpdate,
    handler: ({ deps, user, params, body }) =>
      changeStatus(deps, user!, 'consultation-request', params.id!, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/testimonials',
    role: 'admin',
    summary: 'Every review, newest first',
    handler: ({ deps }) => listTestimonials(deps),
  }),
  defineRoute<TestimonialStatusUpdate>({
    method: 'PUT',
    path: '/api/admin/testimonials/:id/status',
    role: 'admin',
    summary: 'Approve or reject a pending review, with optional notes',
    body: testimonialStatusUpdate,
    handler: ({ deps, user, params, body }) => changeStatus(deps, user!, 'testimonial', params.id!, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/contact-messages',
    role: 'admin',
    summary: 'Every contact message, newest first',
    handler: ({ deps }) => listContactMessages(deps),
  }),
  defineRoute<ContactMessageStatusUpdate>({
    method: 'PUT',
    path: '/api/admin/contact-messages/:id/status',
    role: 'admin',
    summary: 'Mark a contact message read or responded, with optional notes',
    body: contactMessageStatusUpdate,
    handler: ({ deps, user, params, body }) => changeStatus(deps, user!, 'contact-message', params.id!, body),
  }),
];

import {
  consultation,
  consultationMoveRequestInput,
  consultationScheduleInput,
  consultationStatusInput,
  freeConsultationStatus,
  staffConsultation,
} from '@beauty/domain/schemas/consultation';
import { Type } from '@sinclair/typebox';
import { defineRoute, listPage, type RouteSpec, uuidParams } from '../../http/routes';
import { freeConsultationState, listConsultations, requestConsultationMove } from './consultations.service';
import { parseOpenConsultationCursor } from './open-consultations-cursor';
import {
  changeConsultationStatus,
  listOpenConsultations,
  scheduleConsultation,
} from './staff-consultations.service';

export const consultationRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/consultations',
    role: 'signed-in',
    summary: "The signed-in user's consultations, newest first",
    response: Type.Array(consultation),
    handler: ({ deps, user }) => listConsultations(deps, user),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/consultations/free-status',
    role: 'signed-in',
    summary: 'Whether the signed-in user may still take the free consultation (one per customer, 90 days)',
    response: freeConsultationStatus,
    handler: ({ deps, user }) => freeConsultationState(deps, user),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/consultations/:id/move-request',
    role: 'signed-in',
    summary: 'Ask to move my scheduled consultation (preferred times and a note); the staff are emailed',
    body: consultationMoveRequestInput,
    params: uuidParams('id'),
    response: consultation,
    errors: [409],
    handler: ({ deps, user, params, body }) => requestConsultationMove(deps, user, params.id, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/staff/consultations',
    role: 'stylist',
    summary:
      'Open consultations (to schedule, scheduled) with the customer and the booking they came with, 50 at a time (Next-Cursor header: ?after= for the next)',
    response: Type.Array(staffConsultation),
    handler: async ({ deps, query }) =>
      listPage(await listOpenConsultations(deps, parseOpenConsultationCursor(query.after))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/staff/consultations/:id/schedule',
    role: 'stylist',
    summary: 'Set or move a consultation (30 minutes, America/Los_Angeles); the customer is emailed an .ics',
    body: consultationScheduleInput,
    params: uuidParams('id'),
    response: staffConsultation,
    errors: [409, 422],
    handler: ({ deps, user, params, body }) => scheduleConsultation(deps, user, params.id, body),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/api/staff/consultations/:id',
    role: 'stylist',
    summary: 'Mark a consultation completed (once its scheduled time has come) or cancelled',
    body: consultationStatusInput,
    params: uuidParams('id'),
    response: staffConsultation,
    errors: [409],
    handler: ({ deps, user, params, body }) => changeConsultationStatus(deps, user, params.id, body),
  }),
];

import { defineRoute, type RouteSpec } from '../../http/routes';
import { freeConsultationState, listConsultations } from './consultations.service';

export const consultationRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/consultations',
    role: 'signed-in',
    summary: "The signed-in user's consultations, newest first",
    handler: ({ deps, user }) => listConsultations(deps, user!),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/consultations/free-status',
    role: 'signed-in',
    summary: 'Whether the signed-in user may still take the free consultation (one per customer, 90 days)',
    handler: ({ deps, user }) => freeConsultationState(deps, user!),
  }),
];

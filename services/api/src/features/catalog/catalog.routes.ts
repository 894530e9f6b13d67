import { defineRoute, type RouteSpec } from '../../http/routes';
import { listActiveStylists, listAddOns, listApprovedTestimonials, listServices } from './catalog.repository';

/** The public catalog reads (spec 000 section 7, spec 001 section 7). */
export const catalogRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/services',
    role: 'public',
    summary: 'Makeup and hair tiers and bridal packages with price ranges',
    handler: ({ deps }) => listServices(deps.knex),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/add-ons',
    role: 'public',
    summary: 'Add-ons and bridal optional add-ons',
    handler: ({ deps }) => listAddOns(deps.knex),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/stylists',
    role: 'public',
    summary: 'Active stylist profiles',
    handler: ({ deps }) => listActiveStylists(deps.knex),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/testimonials',
    role: 'public',
    summary: 'Approved reviews',
    handler: ({ deps }) => listApprovedTestimonials(deps.knex),
  }),
];

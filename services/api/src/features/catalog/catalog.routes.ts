import { addOn, service, stylist } from '@beauty/domain/schemas/catalog';
import { publicTestimonial } from '@beauty/domain/schemas/testimonial';
import { Type } from '@sinclair/typebox';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { cachedRead } from '../../lib/cached-read';
import { listActiveStylists, listAddOns, listApprovedTestimonials, listServices } from './catalog.repository';

/**
 * The public catalog reads (spec 000 section 7, spec 001 section 7), answered from the public
 * cache: the catalog changes only with a deploy or a seed, the approved reviews when an admin
 * moderates one (features/moderation drops the copy).
 */
export const catalogRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/services',
    role: 'public',
    summary: 'Makeup and hair tiers and bridal packages with price ranges',
    response: Type.Array(service),
    handler: cachedRead('services', (deps) => listServices(deps.knex)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/add-ons',
    role: 'public',
    summary: 'Add-ons and bridal optional add-ons',
    response: Type.Array(addOn),
    handler: cachedRead('add-ons', (deps) => listAddOns(deps.knex)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/stylists',
    role: 'public',
    summary: 'Active stylist profiles',
    response: Type.Array(stylist),
    handler: cachedRead('stylists', (deps) => listActiveStylists(deps.knex)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/testimonials',
    role: 'public',
    summary: 'Approved reviews',
    response: Type.Array(publicTestimonial),
    handler: cachedRead('testimonials', (deps) => listApprovedTestimonials(deps.knex)),
  }),
];

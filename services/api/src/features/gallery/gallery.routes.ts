import { defineRoute, type RouteSpec } from '../../http/routes';
import { listPublicGalleryImages } from './gallery.repository';

/** The public gallery (spec 001 /gallery); the admin gallery lives in its own feature. */
export const galleryRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/gallery',
    role: 'public',
    summary: 'Public gallery images, newest first, with their WebP variants',
    handler: ({ deps }) => listPublicGalleryImages(deps.knex),
  }),
];

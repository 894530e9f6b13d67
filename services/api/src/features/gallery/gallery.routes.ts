import { galleryImage } from '@beauty/domain/schemas/gallery';
import { Type } from '@sinclair/typebox';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { cachedRead } from '../../lib/cached-read';
import { listPublicGalleryImages } from './gallery.repository';

/** The public gallery (spec 001 /gallery); the admin gallery lives in its own feature. */
export const galleryRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/gallery',
    role: 'public',
    summary: 'Public gallery images, newest first, with their WebP variants',
    // Cached; gallery management and the images worker drop the copy on every change.
    response: Type.Array(galleryImage),
    handler: cachedRead('gallery', (deps) => listPublicGalleryImages(deps.knex)),
  }),
];

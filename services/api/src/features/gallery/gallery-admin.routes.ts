import {
  adminGalleryQuery,
  galleryImage,
  galleryImageInput,
  galleryImageUpdate,
  processImageInput,
} from '@beauty/domain/schemas/gallery';
import { processedImage } from '@beauty/domain/schemas/uploads';
import { Type } from '@sinclair/typebox';
import { defineRoute, listPage, noBody, type RouteSpec, uuidParams } from '../../http/routes';
import { parseTimeCursor } from '../../lib/keyset';
import { countGalleryImages, listAllGalleryImages } from './gallery.repository';
import {
  createGalleryImage,
  deleteGalleryImage,
  processGalleryImage,
  updateGalleryImage,
} from './gallery-admin.service';

/** Gallery management (spec 001, admin). Uploads start at POST /api/objects/upload. */
export const galleryAdminRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/gallery',
    role: 'admin',
    summary:
      'Every gallery image, public and private, newest first, 50 a page (Next-Cursor header: ?before= for the next page; Total-Count on the first: how many there are)',
    query: adminGalleryQuery,
    response: Type.Array(galleryImage),
    handler: async ({ deps, query }) => {
      const before = parseTimeCursor(query.before);
      const [page, total] = await Promise.all([
        listAllGalleryImages(deps.knex, before),
        before ? null : countGalleryImages(deps.knex),
      ]);
      return listPage(page, total === null ? {} : { 'Total-Count': String(total) });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/gallery/process-image',
    role: 'admin',
    summary: 'Wait for the WebP conversion of an uploaded gallery image and answer its address',
    body: processImageInput,
    response: processedImage,
    errors: [422],
    handler: ({ deps, body }) => processGalleryImage(deps, body.imageUrl),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/gallery',
    role: 'admin',
    summary: 'Create a gallery record for an uploaded image',
    body: galleryImageInput,
    status: 201,
    response: galleryImage,
    errors: [422],
    handler: ({ deps, body }) => createGalleryImage(deps, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/gallery/:id',
    role: 'admin',
    summary: "Edit a gallery image's title, description, tags or public switch",
    body: galleryImageUpdate,
    params: uuidParams('id'),
    response: galleryImage,
    errors: [422],
    handler: ({ deps, params, body }) => updateGalleryImage(deps, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/admin/gallery/:id',
    role: 'admin',
    summary: 'Delete a gallery image (its stored files are removed by the worker)',
    params: uuidParams('id'),
    response: { 204: noBody('Deleted') },
    handler: ({ deps, params }) => deleteGalleryImage(deps, params.id),
  }),
];

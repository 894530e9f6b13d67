import { imageUploadTarget, resumeUploadTarget } from '@beauty/domain/schemas/answers';
import type { Context } from 'koa';
import { Unauthorized } from '../../errors';
import {
  type Answer,
  answer,
  defineRoute,
  noBody,
  type RouteSpec,
  redirect,
  uuidParams,
} from '../../http/routes';
import { readStoredFile, type StoredFileAnswer } from './stored-files';
import { createUploadAddress, imageUploadAddress, receiveUpload } from './uploads.service';

function send(ctx: Context, file: StoredFileAnswer): Answer {
  ctx.set('ETag', file.etag);
  ctx.set('Cache-Control', file.cacheControl);
  if (file.kind === 'not-modified') return answer(304);
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  if (file.disposition) ctx.set('Content-Disposition', file.disposition);
  ctx.type = file.contentType;
  ctx.length = file.size;
  return answer(200, file.body);
}

export const uploadRoutes: RouteSpec[] = [
  defineRoute({
    method: 'POST',
    path: '/api/consultation-requests/upload',
    role: 'public',
    summary: 'An address to upload one inspiration photo to (spec 000 consultation questionnaire)',
    bodyType: 'none',
    rateLimit: 'upload',
    response: imageUploadTarget,
    handler: ({ deps, user }) => imageUploadAddress(deps, 'consultation-inspiration', user),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/resume/upload-url',
    role: 'public',
    summary: 'An address to upload one resume (PDF) to (spec 001 /stylist-application)',
    bodyType: 'none',
    rateLimit: 'upload',
    response: resumeUploadTarget,
    handler: async ({ deps, user }) => {
      const { uploadURL, uploadId, fileUrl } = await createUploadAddress(deps, 'resume', user);
      return { uploadURL, uploadId, resumeUrl: fileUrl };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/objects/upload',
    role: 'admin',
    summary: 'An address to upload one gallery image to (spec 001 admin gallery)',
    bodyType: 'none',
    response: imageUploadTarget,
    handler: ({ deps, user }) => imageUploadAddress(deps, 'gallery', user),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/uploads/:id',
    // The signed address is the authorization: it names one upload and expires in 15 minutes.
    role: 'public',
    summary: "The local storage driver's upload address: the raw file bytes, streamed (never via koa-body)",
    bodyType: 'raw',
    params: uuidParams('id'),
    response: { 204: noBody('Stored (ETag header)') },
    errors: [403, 413, 415],
    handler: async ({ ctx, deps, params, query }) => {
      const { etag } = await receiveUpload(deps, {
        uploadId: params.id,
        expires: query.expires,
        signature: query.signature,
        contentType: ctx.get('content-type'),
        contentLength: ctx.get('content-length'),
        body: ctx.req,
      });
      ctx.set('ETag', etag);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/images/:id',
    // Public route: the service decides per file (public gallery images, else admins only).
    role: 'public',
    summary: 'A stored file: WebP variant of an image (?w=480|960|1600), or a resume for admins',
    params: uuidParams('id'),
    response: {
      200: {
        description: 'The file: a WebP image, or a PDF resume',
        contentType: 'image/webp, application/pdf',
      },
      302: redirect(
        'Signed out, a browser opening a private file (a resume link in a staff email): to sign in, and back',
      ),
      304: noBody('Not modified since the ETag sent in If-None-Match'),
    },
    handler: async ({ ctx, deps, params, query, user }) => {
      const w = typeof query.w === 'string' ? query.w : undefined;
      try {
        return send(
          ctx,
          await readStoredFile(deps, params.id, { user, width: w, ifNoneMatch: ctx.get('if-none-match') }),
        );
      } catch (error) {
        // A page opened in the browser (asking for HTML), not a script or an <img>: sign in first.
        // The answer to a signed-out request depends on Accept; a cache must not mix the two.
        if (error instanceof Unauthorized) ctx.vary('Accept');
        if (!(error instanceof Unauthorized) || !ctx.get('accept').includes('text/html')) throw error;
        return ctx.redirect(`/api/login?redirect=${encodeURIComponent(ctx.originalUrl)}`);
      }
    },
  }),
];

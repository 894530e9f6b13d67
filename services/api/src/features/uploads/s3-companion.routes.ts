import {
  emptyObject,
  multipartCompleted,
  multipartStarted,
  signedPart,
  singleUploadParameters,
  uploadedParts,
} from '@beauty/domain/schemas/answers';
import { Type } from '@sinclair/typebox';
import { NotFound } from '../../errors';
import { answer, defineRoute, type RouteSpec } from '../../http/routes';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  listUploadedParts,
  receivePart,
  signPart,
  uploadParameters,
} from './s3-companion.service';
import { companionMessages } from './s3-companion-checks';

/** The storage's own multipart upload id (S3's is opaque, the local driver's a uuid). */
const uploadId = Type.String({ minLength: 1, maxLength: 1024 });
const uploadIdParams = Type.Object({ uploadId });
/** The part number's range (1 to 10,000) is the service's rule, with its own message (400). */
const partParams = Type.Object({ uploadId, partNumber: Type.String() });

/**
 * The companion upload service of spec 001 under /api/s3/, as Uppy's @uppy/aws-s3 calls it
 * (`endpoint: '/api'`): admins only, for the gallery upload. CSRF as everywhere: the browser's
 * Origin on every POST, PUT and DELETE (csrf.ts).
 */
export const s3CompanionRoutes: RouteSpec[] = [
  defineRoute({
    method: 'POST',
    path: '/api/s3/multipart',
    role: 'admin',
    summary: 'Start a gallery image upload in parts (filename, type, metadata): { uploadId, key }',
    bodyType: 'json',
    response: multipartStarted,
    handler: ({ deps, user, body }) => createMultipartUpload(deps, user, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/s3/multipart/:uploadId',
    role: 'admin',
    summary: 'The parts of an upload received so far: [{ PartNumber, Size, ETag }]',
    params: uploadIdParams,
    response: uploadedParts,
    handler: ({ deps, params, query }) => listUploadedParts(deps, params.uploadId, query.key),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/s3/multipart/:uploadId/:partNumber',
    role: 'admin',
    summary: 'The signed address to PUT one part to: { url, expires }',
    params: partParams,
    response: signedPart,
    handler: ({ deps, params, query }) => signPart(deps, params.uploadId, params.partNumber, query.key),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/s3/multipart/:uploadId/:partNumber',
    // The signed address is the authorization: one part of one upload, for 15 minutes.
    role: 'public',
    summary: "The local storage driver's part address: one part's raw bytes; answers its ETag",
    bodyType: 'raw',
    params: partParams,
    response: { 200: { description: 'Stored (ETag header); an empty body', contentType: 'text/plain' } },
    errors: [403, 413],
    handler: async ({ ctx, deps, params, query }) => {
      const part = await receivePart(deps, {
        multipartId: params.uploadId,
        partNumber: params.partNumber,
        expires: query.expires,
        signature: query.signature,
        contentLength: ctx.get('content-length'),
        body: ctx.req,
      });
      ctx.set('ETag', part.etag);
      return answer(200, '');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/s3/multipart/:uploadId/complete',
    role: 'admin',
    summary: 'Join the parts ({ parts: [{ PartNumber, ETag }] }): { location } of the image',
    bodyType: 'json',
    params: uploadIdParams,
    response: multipartCompleted,
    handler: ({ deps, params, query, body }) =>
      completeMultipartUpload(deps, params.uploadId, query.key, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/s3/multipart/:uploadId',
    role: 'admin',
    summary: 'Abort an upload in parts: its parts and its slot are dropped',
    params: uploadIdParams,
    response: emptyObject,
    handler: ({ deps, params, query }) => abortMultipartUpload(deps, params.uploadId, query.key),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/s3/params',
    role: 'admin',
    summary: 'One small gallery image in a single PUT (filename, type): { method, url, fields, headers }',
    response: singleUploadParameters,
    handler: ({ deps, user, query }) => uploadParameters(deps, user, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/s3/sts',
    role: 'admin',
    summary: 'Temporary credentials: not offered (every request is signed by the server); 404',
    response: { 404: { description: 'Not offered', contentType: 'application/json' } },
    handler: () => {
      throw new NotFound(companionMessages.stsUnavailable);
    },
  }),
];

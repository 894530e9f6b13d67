import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { uploadMessages } from '@beauty/domain/messages';
import { IMAGE_VARIANT_WIDTHS } from '@beauty/domain/schemas/uploads';
import { storageFor } from '@beauty/server/storage/create-storage';
import type { ObjectStorage } from '@beauty/server/storage/storage';
import type { AppDeps } from '../../deps';
import { NotFound, Unauthorized } from '../../errors';
import type { SessionUser } from '../../http/session';
import { findUpload, isPublicGalleryUpload, isPublicStylistPhoto, listVariants } from './uploads.repository';

/**
 * Serving stored files (GET /api/images/:id): who may see an upload, which variant of an
 * image answers a width, and the validators and caching of the answer.
 */

const storageOf = (config: AppDeps['config']): ObjectStorage =>
  storageFor(config.storage, { signingSecret: config.uploadSigningSecret });

export type StoredFileAnswer =
  | { kind: 'not-modified'; etag: string; cacheControl: string }
  | {
      kind: 'file';
      etag: string;
      cacheControl: string;
      contentType: string;
      size: number;
      body: Readable;
      disposition?: string;
    };

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';
const DEFAULT_WIDTH = Math.max(...IMAGE_VARIANT_WIDTHS);

/** A strong validator that changes whenever the stored object does. */
export const etagOf = (storageKey: string, size: number) =>
  `"${createHash('sha256').update(`${storageKey}\n${size}`).digest('base64url').slice(0, 32)}"`;

/** If-None-Match: '*' or a list of tags, weak ones compared weakly (RFC 9110 13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The widest variant not wider than `requested`, else the narrowest. */
export function pickVariant<V extends { width: number }>(
  variants: readonly V[],
  requested: number,
): V | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.filter((v) => v.width <= requested).at(-1) ?? sorted[0];
}

/**
 * GET /api/images/:id. Images are served only as the worker's WebP variants, never as
 * uploaded. Gallery images are public while a public gallery entry shows them, stylist portraits
 * while an active profile does; inspiration
 * photos and resumes are for admins (401 signed out, 404 to everyone else).
 */
export async function readStoredFile(
  deps: Pick<AppDeps, 'knex' | 'config'>,
  uploadId: string,
  request: { user: SessionUser | null; width?: string; ifNoneMatch?: string },
): Promise<StoredFileAnswer> {
  const upload = await findUpload(deps.knex, uploadId);
  if (!upload) throw new NotFound();
  const isAdmin = request.user?.role === 'admin';
  const isPublic =
    (upload.purpose === 'gallery' && (await isPublicGalleryUpload(deps.knex, upload.id))) ||
    (upload.purpose === 'stylist-photo' && (await isPublicStylistPhoto(deps.knex, upload.id)));
  if (!isPublic && !isAdmin) throw request.user ? new NotFound() : new Unauthorized();
  const cacheControl = isPublic ? PUBLIC_CACHE : PRIVATE_CACHE;

  let file: { storageKey: string; size: number; contentType: string; disposition?: string };
  if (upload.purpose === 'resume') {
    if (upload.status !== 'uploaded' && upload.status !== 'processed') throw new NotFound();
    file = {
      storageKey: upload.storageKey,
      size: upload.sizeBytes ?? 0,
      contentType: 'application/pdf',
      disposition: `attachment; filename="resume-${upload.id}.pdf"`,
    };
  } else {
    if (upload.status !== 'processed') throw new NotFound(uploadMessages.stillProcessing);
    const requested = Number.parseInt(request.width ?? '', 10);
    const variant = pickVariant(
      await listVariants(deps.knex, upload.id),
      Number.isFinite(requested) && requested > 0 ? requested : DEFAULT_WIDTH,
    );
    if (!variant) throw new NotFound();
    file = { storageKey: variant.storageKey, size: variant.sizeBytes, contentType: 'image/webp' };
  }

  const etag = etagOf(file.storageKey, file.size);
  if (matchesIfNoneMatch(request.ifNoneMatch, etag)) return { kind: 'not-modified', etag, cacheControl };
  const body = await storageOf(deps.config).open(file.storageKey);
  if (!body) throw new NotFound();
  return { kind: 'file', etag, cacheControl, body, ...file, size: file.size };
}

import { randomUUID } from 'node:crypto';
import { imageAddress } from '@beauty/domain/image-address';
import { UPLOAD_LIMITS } from '@beauty/domain/schemas/uploads';
import { writeEvent } from '@beauty/server/outbox';
import { storageFor } from '@beauty/server/storage/create-storage';
import { storageKeys } from '@beauty/server/storage/storage';
import type { Knex } from 'knex';
import sharp from 'sharp';
import type { Config } from '../config';

/** Demo portfolio entries. The pictures are generated soft-palette artwork, not client photos. */
const DEMO_GALLERY = [
  {
    title: 'Romantic garden updo',
    description: 'Soft chignon with loose tendrils for an outdoor ceremony.',
    tags: ['bridal', 'hair', 'updo'],
    colors: ['#f3d9d3', '#c98f86', '#fbf3ee'],
  },
  {
    title: 'Luminous bridal glow',
    description: 'Dewy skin, champagne lids and a rosy lip.',
    tags: ['bridal', 'makeup'],
    colors: ['#f6e7d2', '#c9a36b', '#fdf8f1'],
  },
  {
    title: 'Half-up waves',
    description: 'Braided crown with brushed-out waves for the bridal party.',
    tags: ['hair', 'bridesmaids'],
    colors: ['#eadbe4', '#9a7189', '#f9f3f6'],
  },
  {
    title: 'Engagement shoot glam',
    description: 'Camera-ready definition with soft smoky eyes.',
    tags: ['makeup', 'photoshoot'],
    colors: ['#e9d6cc', '#8d6357', '#f8f0eb'],
  },
  {
    title: 'Classic low bun',
    description: 'Sleek, timeless and veil-ready.',
    tags: ['bridal', 'hair'],
    colors: ['#efe3d3', '#a88a5f', '#fbf7f1'],
  },
  {
    title: 'Evening event look',
    description: 'Bronzed warmth and a defined brow for a black-tie gala.',
    tags: ['makeup', 'event'],
    colors: ['#f0d7d0', '#7d4f5c', '#fbf1ee'],
  },
];

function artwork([blush, accent, light]: string[], seed: number): Buffer {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = 150 + ((seed * 197 + i * 263) % 900);
    const y = 200 + ((seed * 131 + i * 311) % 1100);
    const r = 120 + ((seed * 53 + i * 71) % 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? accent : blush}" opacity="${0.18 + (i % 3) * 0.08}"/>`;
  }).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500">
  <defs><radialGradient id="g" cx="35%" cy="30%" r="85%"><stop offset="0" stop-color="${light}"/><stop offset="0.6" stop-color="${blush}"/><stop offset="1" stop-color="${accent}"/></radialGradient></defs>
  <rect width="1200" height="1500" fill="url(#g)"/>${circles}
  <path d="M600 520 C 520 620, 520 760, 600 860 C 680 760, 680 620, 600 520 Z" fill="${light}" opacity="0.55"/>
</svg>`);
}

/**
 * Seeds a few public gallery images the way an admin upload would arrive: the original in
 * storage, an uploads row, the gallery row and an 'upload.received' event, so the images worker
 * makes the WebP variants. Runs once (when the gallery is empty).
 */
export async function seedDemoGallery(knex: Knex, config: Pick<Config, 'storage' | 'uploadSigningSecret'>) {
  if (await knex('gallery_images').first('id')) return;
  const storage = storageFor(config.storage, { signingSecret: config.uploadSigningSecret });
  for (const [index, item] of DEMO_GALLERY.entries()) {
    const uploadId = randomUUID();
    const key = storageKeys.original(uploadId);
    const bytes = await sharp(artwork(item.colors, index + 1))
      .jpeg({ quality: 82 })
      .toBuffer();
    await storage.put(key, bytes, 'image/jpeg');
    await knex.transaction(async (trx) => {
      await trx('uploads').insert({
        id: uploadId,
        purpose: 'gallery',
        storageKey: key,
        contentType: 'image/jpeg',
        maxBytes: UPLOAD_LIMITS.gallery.maxBytes,
        sizeBytes: bytes.length,
        status: 'uploaded',
        uploadedAt: new Date(),
        expiresAt: new Date(),
      });
      const [row] = await trx('gallery_images')
        .insert({
          title: item.title,
          description: item.description,
          imageUrl: imageAddress(uploadId),
          uploadId,
          tags: item.tags,
          isPublic: true,
          createdAt: new Date(Date.now() - (DEMO_GALLERY.length - index) * 60_000),
        })
        .returning('id');
      await trx('uploads')
        .where({ id: uploadId })
        .update({ attachedType: 'gallery-image', attachedId: row.id, attachedAt: new Date() });
      await writeEvent(trx, {
        type: 'upload.received',
        entityType: 'upload',
        entityId: uploadId,
        payload: { uploadId },
      });
    });
  }
}

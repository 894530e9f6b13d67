import { imageAddress } from '@beauty/domain/image-address';
import type { AddOn, Service, Stylist } from '@beauty/domain/schemas/catalog';
import type { PublicTestimonial } from '@beauty/domain/schemas/testimonial';
import type { Knex } from 'knex';

const dollars = (cents: number) => cents / 100;

/** A catalog row's price range in dollars and in cents. */
const pricesOf = (row: { priceMinCents: number; priceMaxCents: number }) => ({
  priceMin: dollars(row.priceMinCents),
  priceMax: dollars(row.priceMaxCents),
  priceMinCents: row.priceMinCents,
  priceMaxCents: row.priceMaxCents,
});

export async function listServices(knex: Knex): Promise<Service[]> {
  const rows = await knex('services').where({ isActive: true }).orderBy('sortOrder');
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    tier: r.tier,
    name: r.name,
    description: r.description,
    ...pricesOf(r),
    priceRange: r.priceRange,
    features: r.features,
    popular: r.popular,
  }));
}

export async function listAddOns(knex: Knex): Promise<AddOn[]> {
  const rows = await knex('add_ons').where({ isActive: true }).orderBy('sortOrder');
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    description: r.description,
    ...pricesOf(r),
    priceType: r.priceType,
    priceRange: r.priceRange,
  }));
}

/**
 * The About section's profiles. A profile with a converted photo gets its square WebP sizes
 * (the smallest as `profileImageUrl`, all as `profileImageSrcset`); one whose photo is still
 * being converted shows what it showed before. One query: the sizes come aggregated.
 */
export async function listActiveStylists(knex: Knex): Promise<Stylist[]> {
  const rows: Array<Stylist & { photoUploadId: string | null; photoWidths: number[] | null }> = await knex(
    'stylist_profiles as p',
  )
    .leftJoin('uploads as u', function joinProcessed() {
      this.on('u.id', '=', 'p.photoUploadId').andOnVal('u.status', '=', 'processed');
    })
    .where('p.isActive', true)
    .orderBy([{ column: 'p.sortOrder' }, { column: 'p.id' }])
    .select(
      'p.id',
      'p.name',
      'p.title',
      'p.bio',
      'p.profileImageUrl',
      'p.achievements',
      'p.experience',
      'p.isActive',
      'u.id as photoUploadId',
      knex.raw(
        '(SELECT array_agg(v.width ORDER BY v.width) FROM image_variants v WHERE v.upload_id = u.id) AS photo_widths',
      ),
    );
  return rows.map(({ photoUploadId, photoWidths, ...stylist }) => {
    if (!photoUploadId || !photoWidths?.length) return stylist;
    return {
      ...stylist,
      profileImageUrl: imageAddress(photoUploadId, photoWidths[0]!),
      profileImageSrcset: photoWidths.map((w) => `${imageAddress(photoUploadId, w)} ${w}w`).join(', '),
    };
  });
}

export async function listApprovedTestimonials(knex: Knex, limit = 24): Promise<PublicTestimonial[]> {
  return knex('testimonials')
    .where({ status: 'approved' })
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .select('id', 'customerName', 'serviceType', 'rating', 'content');
}

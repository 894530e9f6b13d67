import type { AddOn, Service, Stylist } from '@beauty/domain/schemas/catalog';
import type { PublicTestimonial } from '@beauty/domain/schemas/testimonial';
import type { Knex } from 'knex';

const dollars = (cents: number) => cents / 100;

export async function listServices(knex: Knex): Promise<Service[]> {
  const rows = await knex('services').where({ isActive: true }).orderBy('sortOrder');
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    tier: r.tier,
    name: r.name,
    description: r.description,
    priceMin: dollars(r.priceMinCents),
    priceMax: dollars(r.priceMaxCents),
    priceMinCents: r.priceMinCents,
    priceMaxCents: r.priceMaxCents,
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
    priceMin: dollars(r.priceMinCents),
    priceMax: dollars(r.priceMaxCents),
    priceMinCents: r.priceMinCents,
    priceMaxCents: r.priceMaxCents,
    priceType: r.priceType,
    priceRange: r.priceRange,
  }));
}

export async function listActiveStylists(knex: Knex): Promise<Stylist[]> {
  return knex('stylist_profiles')
    .where({ isActive: true })
    .orderBy('sortOrder')
    .select('id', 'name', 'title', 'bio', 'profileImageUrl', 'achievements', 'experience', 'isActive');
}

export async function listApprovedTestimonials(knex: Knex, limit = 24): Promise<PublicTestimonial[]> {
  return knex('testimonials')
    .where({ status: 'approved' })
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .select('id', 'customerName', 'serviceType', 'rating', 'content');
}

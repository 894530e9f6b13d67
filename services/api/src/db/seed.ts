import { ADD_ONS, SERVICES } from '@beauty/domain/catalog';
import argon2 from 'argon2';
import type { Knex } from 'knex';

export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_USERS = [
  { email: 'admin@demo.bridalbeauty.test', firstName: 'Avery', lastName: 'Morgan', role: 'admin' },
  { email: 'stylist@demo.bridalbeauty.test', firstName: 'Sofia', lastName: 'Reyes', role: 'stylist' },
  { email: 'customer@demo.bridalbeauty.test', firstName: 'Chloe', lastName: 'Bennett', role: 'customer' },
] as const;

/** The catalog is always seeded (and kept in step with packages/domain). */
export async function seedCatalog(knex: Knex): Promise<void> {
  await knex('services')
    .insert(
      SERVICES.map((s) => ({
        id: s.id,
        category: s.category,
        tier: s.tier,
        name: s.name,
        description: s.description,
        priceMinCents: s.priceMinCents,
        priceMaxCents: s.priceMaxCents,
        priceRange: s.priceRange,
        features: JSON.stringify(s.features),
        popular: s.popular,
        sortOrder: s.sortOrder,
      })),
    )
    .onConflict('id')
    .merge();
  await knex('add_ons')
    .insert(ADD_ONS.map((a) => ({ ...a })))
    .onConflict('id')
    .merge();
}

const STYLISTS = [
  {
    demoEmail: 'stylist@demo.bridalbeauty.test',
    name: 'Sofia Reyes',
    title: 'Lead Bridal Makeup Artist',
    bio: 'Sofia has spent a decade helping South Sound brides feel like themselves on their biggest day: soft, luminous skin, lashes that last through the last dance, and a calm presence in the getting-ready room.',
    achievements: 'Featured in Seattle Bride Magazine, 300+ weddings, Certified airbrush artist',
    experience: '10 years',
    profileImageUrl: null,
    sortOrder: 1,
  },
  {
    demoEmail: null,
    name: 'Maya Chen',
    title: 'Senior Hair Stylist',
    bio: 'Maya specialises in romantic updos and half-up styles built to hold through Pacific Northwest weather, from garden ceremonies in Puyallup to waterfront receptions in Tacoma.',
    achievements: 'Licensed cosmetologist, Bridal hair educator, Editorial work for local photographers',
    experience: '8 years',
    profileImageUrl: null,
    sortOrder: 2,
  },
];

const TESTIMONIALS = [
  {
    customerName: 'Emily R.',
    customerEmail: 'emily@example.com',
    serviceType: 'bridal',
    rating: 5,
    content:
      'Sofia and Maya made my wedding morning so calm. My makeup lasted through happy tears and a windy ceremony, and my hair looked perfect in every photo.',
  },
  {
    customerName: 'Jasmine T.',
    customerEmail: 'jasmine@example.com',
    serviceType: 'both',
    rating: 5,
    content:
      'Booked hair and makeup for my engagement shoot. They came to my home in Sumner, were right on time, and the look was exactly what I showed them.',
  },
  {
    customerName: 'Rachel K.',
    customerEmail: 'rachel@example.com',
    serviceType: 'makeup',
    rating: 5,
    content:
      'The free consultation sold me. Flawless, natural makeup for my sister’s wedding, and they even helped me pick lashes that felt comfortable.',
  },
];

/** Demo accounts, stylist profiles and reviews: on for `npm start`, off in production. */
export async function seedDemo(knex: Knex): Promise<void> {
  const passwordHash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
  const userIds = new Map<string, string>();
  for (const user of DEMO_USERS) {
    const existing = await knex('users').whereRaw('lower(email) = lower(?)', [user.email]).first('id');
    if (existing) {
      userIds.set(user.email, existing.id);
      continue;
    }
    const [row] = await knex('users')
      .insert({ ...user, passwordHash })
      .returning('id');
    userIds.set(user.email, row.id);
  }
  for (const stylist of STYLISTS) {
    const { demoEmail, ...profile } = stylist;
    const exists = await knex('stylist_profiles').where({ name: profile.name }).first('id');
    if (exists) continue;
    await knex('stylist_profiles').insert({ ...profile, userId: demoEmail ? userIds.get(demoEmail) : null });
  }
  const anyReview = await knex('testimonials').first('id');
  if (!anyReview) {
    await knex('testimonials').insert(TESTIMONIALS.map((t) => ({ ...t, status: 'approved' })));
  }
}

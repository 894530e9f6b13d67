import { ADD_ONS } from '@beauty/domain/add-ons';
import { SERVICES } from '@beauty/domain/catalog';
import { TIMELINE_LABELS } from '@beauty/domain/events';
import { quote } from '@beauty/domain/pricing';
import { DEFAULT_SERVICE_AREAS } from '@beauty/domain/service-areas';
import { addDays, todayInBusinessZone } from '@beauty/domain/slots';
import { localTimeOf } from '@beauty/domain/zoned-time';
import argon2 from 'argon2';
import type { Knex } from 'knex';
import { holdPlan, planPlacement } from '../features/staffing/allocation';

export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_USERS = [
  { email: 'admin@demo.bridalbeauty.test', firstName: 'Avery', lastName: 'Morgan', role: 'admin' },
  { email: 'stylist@demo.bridalbeauty.test', firstName: 'Sofia', lastName: 'Reyes', role: 'stylist' },
  { email: 'maya@demo.bridalbeauty.test', firstName: 'Maya', lastName: 'Chen', role: 'stylist' },
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
  // The owner's changes to travel times and fees are kept: only areas not there yet are added.
  await knex('service_areas')
    .insert(DEFAULT_SERVICE_AREAS.map((a) => ({ ...a })))
    .onConflict('id')
    .ignore();
}

/** The demo stylists' hours: the spec's 09:00-16:00 starts on weekdays, from 06:00 at weekends (weddings). */
const DEMO_HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 || weekday === 6
    ? { weekday, firstStart: '06:00', lastStart: '16:00' }
    : { weekday, firstStart: '09:00', lastStart: '16:00' },
);

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
    demoEmail: 'maya@demo.bridalbeauty.test',
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
  // The demo bookings name service areas: the catalog (and the areas) come first.
  await seedCatalog(knex);
  const passwordHash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
  const userIds = new Map<string, string>();
  for (const user of DEMO_USERS) {
    const existing = await knex('users').whereRaw('lower(email) = lower(?)', [user.email]).first('id');
    if (existing) {
      userIds.set(user.email, existing.id);
      continue;
    }
    // The demo addresses count as confirmed (they book at once in the demo and the tests).
    const [row] = await knex('users')
      .insert({ ...user, passwordHash, emailVerifiedAt: new Date() })
      .returning('id');
    userIds.set(user.email, row.id);
  }
  for (const stylist of STYLISTS) {
    const { demoEmail, ...profile } = stylist;
    const userId = demoEmail ? userIds.get(demoEmail) : null;
    const exists = await knex('stylist_profiles').where({ name: profile.name }).first('id', 'userId');
    if (!exists) await knex('stylist_profiles').insert({ ...profile, userId });
    else if (!exists.userId && userId)
      await knex('stylist_profiles').where({ id: exists.id }).update({ userId });
    if (userId)
      await knex('stylist_hours')
        .insert(DEMO_HOURS.map((day) => ({ ...day, stylistId: userId })))
        .onConflict(['stylistId', 'weekday'])
        .ignore();
  }
  const anyReview = await knex('testimonials').first('id');
  if (!anyReview) {
    await knex('testimonials').insert(TESTIMONIALS.map((t) => ({ ...t, status: 'approved' })));
  }
  await seedDemoBookings(knex, userIds);
}

/** `days` after today in the business's time zone, as YYYY-MM-DD. */
const daysFromToday = (days: number) => addDays(todayInBusinessZone(), days);

/**
 * A few bookings for the demo customer, so the dashboard, the booking page's availability and
 * the stylist's screens have something to show. Written without events: no emails go out for
 * demo data. Only when the demo customer has no bookings yet.
 */
async function seedDemoBookings(knex: Knex, userIds: Map<string, string>): Promise<void> {
  const customerId = userIds.get('customer@demo.bridalbeauty.test');
  const stylistId = userIds.get('stylist@demo.bridalbeauty.test');
  if (!customerId || (await knex('bookings').where({ customerId }).first('id'))) return;
  type Selection = { makeupService?: string; hairService?: string; bridalPackage?: string };
  /** A confirmed booking's timeline: requested, emailed, confirmed. */
  const confirmedLabels = [
    TIMELINE_LABELS.requestReceived,
    TIMELINE_LABELS.confirmationEmailSent,
    TIMELINE_LABELS.bookingConfirmed,
  ];
  const demo: Array<{
    selection: Selection;
    eventDate: string;
    eventTime: string;
    eventType: string;
    status: string;
    paymentStatus: string;
    stylistId: string | null | undefined;
    labels: string[];
  }> = [
    {
      selection: { makeupService: 'better', hairService: 'styled' },
      eventDate: daysFromToday(21),
      eventTime: '10:00',
      eventType: 'engagement',
      status: 'confirmed',
      paymentStatus: 'deposit_received',
      stylistId,
      labels: confirmedLabels,
    },
    {
      selection: { bridalPackage: 'bride-plus-1' },
      eventDate: daysFromToday(75),
      eventTime: '09:00',
      eventType: 'wedding',
      status: 'pending',
      paymentStatus: 'unpaid',
      stylistId: null,
      labels: [TIMELINE_LABELS.requestReceived, TIMELINE_LABELS.confirmationEmailSent],
    },
    // Done days ago and not yet marked completed: what the stylist completes and records paid.
    ...[-1, -3, -5].map((days) => ({
      selection: { makeupService: 'good' },
      eventDate: daysFromToday(days),
      eventTime: '11:00',
      eventType: 'engagement',
      status: 'confirmed',
      paymentStatus: 'deposit_received',
      stylistId,
      labels: confirmedLabels,
    })),
    {
      selection: { makeupService: 'best' },
      eventDate: daysFromToday(-12),
      eventTime: '14:00',
      eventType: 'photoshoot',
      status: 'completed',
      paymentStatus: 'completed',
      stylistId,
      labels: [
        TIMELINE_LABELS.requestReceived,
        TIMELINE_LABELS.confirmationEmailSent,
        TIMELINE_LABELS.completed,
      ],
    },
  ];
  const puyallup = DEFAULT_SERVICE_AREAS[0];
  for (const booking of demo) {
    const price = quote(booking.selection, undefined, puyallup);
    await knex.transaction(async (trx) => {
      const plan = await planPlacement(trx, {
        selection: booking.selection,
        date: booking.eventDate,
        mode: 'start',
        time: booking.eventTime,
        travelMinutes: puyallup?.travelMinutes ?? 15,
        ...(booking.stylistId ? { only: [booking.stylistId], prefer: booking.stylistId } : {}),
      });
      const [row] = await trx('bookings')
        .insert({
          ...booking.selection,
          customerId,
          createdBy: customerId,
          stylistId: booking.stylistId,
          eventDate: booking.eventDate,
          eventTime: plan ? localTimeOf(plan.startsAt) : booking.eventTime,
          eventType: booking.eventType,
          serviceAreaId: puyallup?.id,
          travelMinutes: puyallup?.travelMinutes ?? 15,
          partySize: booking.selection.bridalPackage === 'bride-plus-1' ? 2 : 1,
          location: '1204 Meridian Ave E, Puyallup, WA',
          paymentMethod: 'venmo',
          paymentHandle: '@chloe-bennett',
          totalPriceCents: price.totalCents,
          depositCents: price.depositCents,
          status: booking.status,
          paymentStatus: booking.paymentStatus,
          completedAt: booking.status === 'completed' ? trx.fn.now() : null,
          confirmedAt: booking.status === 'pending' ? null : trx.fn.now(),
          holdExpiresAt: booking.status === 'pending' ? new Date(Date.now() + 72 * 3_600_000) : null,
        })
        .returning('id');
      if (plan) {
        await holdPlan(trx, row.id, plan, null);
        // A finished appointment keeps its plan to show, but holds no time.
        if (booking.status === 'completed')
          await trx('stylist_blocks').where({ bookingId: row.id }).update({ active: false });
      }
      await trx('status_events').insert(
        booking.labels.map((label) => ({
          entityType: 'booking',
          entityId: row.id,
          status: booking.status,
          label,
        })),
      );
    });
  }
}

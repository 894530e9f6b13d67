import { randomUUID } from 'node:crypto';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { hashToken, newToken } from '@beauty/server/tokens';
import type { Knex } from 'knex';
import { type Client, closeAgent } from '../../support/http';
import { daysAhead, startWorld, type Viewer, type World } from './world';

/**
 * A booking row written straight to the table (no event: nothing should process it); with a
 * stylist, the time it holds on her (15 minutes' travel, 45 of styling, travel back, buffer).
 */
export async function insertBooking(
  db: Knex,
  fields: {
    customerId: string;
    stylistId?: string | null;
    status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
    days?: number;
    time?: string;
  },
): Promise<string> {
  const [row] = await db('bookings')
    .insert({
      customerId: fields.customerId,
      createdBy: fields.customerId,
      stylistId: fields.stylistId ?? null,
      status: fields.status ?? 'pending',
      makeupService: 'good',
      eventDate: daysAhead(fields.days ?? 30),
      eventTime: fields.time ?? '11:00',
      eventType: 'wedding',
      paymentMethod: 'venmo',
      paymentHandle: '@fixture',
      totalPriceCents: 15_000,
      depositCents: 4_500,
      serviceAreaId: 'puyallup',
      travelMinutes: 15,
    })
    .returning('id');
  if (fields.stylistId) {
    const start = appointmentStartsAt(daysAhead(fields.days ?? 30), fields.time ?? '11:00').getTime();
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    await db('stylist_blocks').insert({
      stylistId: fields.stylistId,
      kind: 'appointment',
      bookingId: row.id,
      role: 'lead',
      held: db.raw('tstzrange(?, ?)', [at(-15), at(90)]),
      service: db.raw('tstzrange(?, ?)', [at(0), at(45)]),
      members: JSON.stringify([{ label: 'Client', minutes: 45, isBride: false, startsAt: at(0) }]),
      active: ['pending', 'confirmed'].includes(fields.status ?? 'pending'),
    });
  }
  return row.id as string;
}

/** An upload row as the upload calls leave it, without bytes on disk unless the test puts them. */
export async function insertUpload(
  db: Knex,
  purpose: 'consultation-inspiration' | 'gallery' | 'resume',
  status: 'pending' | 'uploaded' | 'processed' = 'uploaded',
): Promise<{ id: string; url: string }> {
  const id = randomUUID();
  await db('uploads').insert({
    id,
    purpose,
    storageKey: `originals/${id}`,
    contentType: status === 'pending' ? null : purpose === 'resume' ? 'application/pdf' : 'image/jpeg',
    maxBytes: 10 * 1024 * 1024,
    sizeBytes: status === 'pending' ? null : 1234,
    status,
    uploadedAt: status === 'pending' ? null : new Date(),
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  return { id, url: `/api/images/${id}` };
}

/** A submission of an anonymous visitor with its tracking token (as the API would answer it). */
export async function insertTracked(db: Knex, kind: 'contact-message' | 'consultation-request') {
  const token = newToken(24);
  const [row] =
    kind === 'contact-message'
      ? await db('contact_messages')
          .insert({
            name: 'Fixture Visitor',
            email: 'visitor@example.com',
            subject: 'Fixture',
            message: 'A message written by the fixtures.',
            trackingTokenHash: hashToken(token),
          })
          .returning('id')
      : await db('consultation_requests')
          .insert({
            name: 'Fixture Visitor',
            email: 'visitor@example.com',
            trackingTokenHash: hashToken(token),
          })
          .returning('id');
  return { id: row.id as string, token };
}

/**
 * The records the route walks need: a booking of each viewer, submissions to moderate, a gallery
 * image, a pending upload, the stylist's calendar feed. `paramsFor` names real ones per route
 * and viewer, so a request that slipped past validation would reach a real row (and show up in
 * the write check) instead of a 404.
 */
export async function createFixtures(world: World, viewers: Record<Viewer, Client>) {
  const { db, ids } = world;
  const seeded = await db('bookings').where({ customerId: ids.customer }).select('id', 'status', 'stylistId');
  const customerPending = seeded.find((b) => b.status === 'pending')!.id as string;
  const stylistAssigned = seeded.find((b) => b.status === 'confirmed' && b.stylistId === ids.stylist)!
    .id as string;
  const stylistOwn = await insertBooking(db, { customerId: ids.stylist, days: 33 });
  // A request nobody holds time for (the owner took it off its stylist): any stylist may claim it.
  const unassigned = await insertBooking(db, { customerId: ids.customer, days: 36 });
  const adminOwn = await insertBooking(db, { customerId: ids.admin, days: 34 });
  const contact = await insertTracked(db, 'contact-message');
  const consultation = await insertTracked(db, 'consultation-request');
  const [testimonial] = await db('testimonials')
    .insert({
      customerName: 'Fixture Reviewer',
      customerEmail: 'reviewer@example.com',
      serviceType: 'makeup',
      rating: 5,
      content: 'A review written by the fixtures, long enough.',
      status: 'pending',
    })
    .returning('id');
  const resume = await insertUpload(db, 'resume', 'uploaded');
  const [application] = await db('stylist_applications')
    .insert({
      firstName: 'Fixture',
      lastName: 'Applicant',
      email: 'applicant@example.com',
      phone: '253-555-0100',
      specialties: 'both',
      experience: 'An application written by the fixtures, long enough to be one.',
      resumeUploadId: resume.id,
    })
    .returning('id');
  const galleryUpload = await insertUpload(db, 'gallery', 'processed');
  const [gallery] = await db('gallery_images')
    .insert({
      title: 'Fixture image',
      imageUrl: galleryUpload.url,
      uploadId: galleryUpload.id,
      tags: [],
      isPublic: true,
    })
    .returning('id');
  const pendingUpload = await insertUpload(db, 'consultation-inspiration', 'pending');
  const feed = await viewers.stylist.get('/api/stylist/calendar-feed');
  if (feed.status !== 200) throw new Error(`calendar feed: ${feed.status} ${feed.text}`);
  const feedFile = new URL(feed.json.url).pathname.split('/').pop()!;
  await viewers.admin.get('/api/stylist/calendar-feed');

  const ownBooking: Record<Viewer, string> = {
    'signed-out': customerPending,
    customer: customerPending,
    stylist: stylistOwn,
    admin: adminOwn,
  };

  return {
    customerPending,
    stylistAssigned,
    unassigned,
    contact,
    consultation,
    testimonialId: testimonial.id as string,
    applicationId: application.id as string,
    galleryId: gallery.id as string,
    galleryUpload,
    pendingUpload,
    feedFile,
    /** Real path parameters for `path` as `viewer` would use them. */
    paramsFor(path: string, viewer: Viewer): Record<string, string> {
      switch (path) {
        case '/api/bookings/:id':
        case '/api/bookings/:id/cancel':
        case '/api/bookings/:id/reschedule':
          return { id: ownBooking[viewer] };
        case '/api/admin/bookings/:id':
          return { id: customerPending };
        case '/api/stylist/bookings/:id':
        case '/api/stylist/bookings/:id/claim':
          return { id: stylistAssigned };
        case '/api/admin/consultation-requests/:id/status':
          return { id: consultation.id };
        case '/api/admin/testimonials/:id/status':
          return { id: testimonial.id };
        case '/api/admin/contact-messages/:id/status':
          return { id: contact.id };
        case '/api/admin/stylist-applications/:id/status':
          return { id: application.id };
        case '/api/admin/users/:userId/role':
          return { userId: ids.customer };
        case '/api/admin/gallery/:id':
          return { id: gallery.id };
        case '/api/stylist/clients/:id/notes':
          return { id: ids.customer };
        case '/api/timelines/:entityType/:id':
          return viewer === 'signed-out'
            ? { entityType: 'contact-message', id: contact.id }
            : { entityType: 'booking', id: ownBooking[viewer] };
        case '/api/images/:id':
          return { id: galleryUpload.id };
        case '/api/uploads/:id':
          return { id: pendingUpload.id };
        case '/api/calendar/:file':
          return { file: feedFile };
        default:
          return {};
      }
    },
  };
}

export type Fixtures = Awaited<ReturnType<typeof createFixtures>>;

/** What a suite works with: its world, every viewer signed in, and the fixtures they own. */
export interface FixturedWorld {
  world: World;
  viewers: Record<Viewer, Client>;
  fx: Fixtures;
}

/**
 * The one set-up of the suites that walk the route table: a world of its own (`label` names its
 * database and Redis prefix), every viewer signed in, the fixtures made; closed after the suite.
 * `use` receives them once they are ready (in the suite's beforeAll).
 */
export function withFixturedWorld(label: string, use: (made: FixturedWorld) => void): void {
  let world: World | undefined;
  beforeAll(async () => {
    world = await startWorld(label);
    const viewers = await world.viewers();
    use({ world, viewers, fx: await createFixtures(world, viewers) });
  }, 120_000);
  afterAll(async () => {
    await world?.close();
    closeAgent();
  });
}

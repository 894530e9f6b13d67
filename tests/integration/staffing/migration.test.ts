import { randomUUID } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '@beauty/api/db/ensure-database';
import { migrateLatest, migrateTo } from '@beauty/api/db/migrations';
import { seedCatalog } from '@beauty/api/db/seed';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { createKnex } from '@beauty/server/db/knex';
import type { Knex } from 'knex';
import { futureDate } from '../bookings/booking-support';
import { overlappingBlocks } from './staffing-world';

/**
 * Bookings made under the hourly-places model hold their stylists' time once stylists' time
 * arrives: assigned ones on their stylist, unassigned ones on whoever is free then, and one
 * that overlaps a booking placed before it keeps its stylist but holds nothing (unstaffed).
 */
describe('the stylist-time migration', () => {
  let db: Knex;
  let databaseUrl: string;
  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `${url.pathname}_st_migration_${randomUUID().slice(0, 6)}`;
    databaseUrl = url.toString();
    await ensureDatabase(databaseUrl);
    db = createKnex(databaseUrl, { max: 2 });
    await migrateTo(db, '20261122000200_free_consultation_returns_on_cancel');
  });
  afterAll(async () => {
    await db.destroy();
    await dropDatabase(databaseUrl);
  });

  async function user(role: string, firstName: string): Promise<string> {
    const [row] = await db('users')
      .insert({
        email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`,
        firstName,
        role,
      })
      .returning('id');
    return row.id;
  }

  async function legacyBooking(fields: Record<string, unknown>): Promise<string> {
    const [row] = await db('bookings')
      .insert({
        customerId: fields.customerId,
        makeupService: 'better',
        hairService: 'styled',
        eventTime: '10:00',
        totalPriceCents: 20_000,
        depositCents: 6_000,
        status: 'pending',
        ...fields,
      })
      .returning('id');
    return row.id;
  }

  it('gives every pending and confirmed booking its time, and leaves an overlapping one unstaffed', async () => {
    const date = futureDate(40);
    const sofia = await user('stylist', 'Sofia');
    const maya = await user('stylist', 'Maya');
    for (const [name, id] of [
      ['Sofia Reyes', sofia],
      ['Maya Chen', maya],
    ] as const)
      await db('stylist_profiles').insert({
        name,
        title: 'Stylist',
        bio: 'Team',
        userId: id,
        sortOrder: name === 'Sofia Reyes' ? 1 : 2,
      });
    const customer = await user('customer', 'Chloe');
    const assigned = await legacyBooking({
      customerId: customer,
      stylistId: sofia,
      eventDate: date,
      status: 'confirmed',
    });
    const open = await legacyBooking({ customerId: customer, eventDate: date, eventTime: '10:00' });
    // Sofia was double-booked under the old model: the later of the two cannot hold her time.
    const clash = await legacyBooking({
      customerId: customer,
      stylistId: sofia,
      eventDate: date,
      eventTime: '11:00',
    });
    const cancelled = await legacyBooking({ customerId: customer, eventDate: date, status: 'cancelled' });

    await migrateLatest(db);
    await seedCatalog(db);

    const blocks = async (bookingId: string) =>
      db('stylist_blocks')
        .where({ bookingId, active: true })
        .select('stylistId', 'role', db.raw('lower(service) as service_start'));
    const mine = await blocks(assigned);
    expect(mine).toEqual([
      { stylistId: sofia, role: 'lead', serviceStart: appointmentStartsAt(date, '10:00') },
    ]);
    // The unassigned request went to the stylist free then, who became its stylist.
    expect(await blocks(open)).toEqual([
      { stylistId: maya, role: 'lead', serviceStart: appointmentStartsAt(date, '10:00') },
    ]);
    expect((await db('bookings').where({ id: open }).first('stylistId')).stylistId).toBe(maya);
    expect(await blocks(clash)).toEqual([]);
    expect((await db('bookings').where({ id: clash }).first('stylistId')).stylistId).toBe(sofia);
    expect(await blocks(cancelled)).toEqual([]);
    expect(await overlappingBlocks(db)).toEqual([]);
    // The time held includes the studio-town travel (15 minutes) and the buffer.
    const [held] = await db('stylist_blocks')
      .where({ bookingId: assigned })
      .select(db.raw('lower(held) as held_from'), db.raw('upper(held) as held_until'));
    expect(held.heldFrom).toEqual(appointmentStartsAt(date, '09:45'));
    expect(held.heldUntil).toEqual(appointmentStartsAt(date, '12:45'));
  });
});

import { randomUUID } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '@beauty/api/db/ensure-database';
import { migrateLatest, migrateTo } from '@beauty/api/db/migrations';
import { createKnex } from '@beauty/server/db/knex';
import type { Knex } from 'knex';
import { futureDate } from './booking-support';

/**
 * Bookings made before their calendar SEQUENCE was kept start from what can still be counted: one
 * per reschedule, confirmation, final price and cancellation of theirs, from their events or,
 * once the retention job deleted those, their timeline, whichever counts more; no other event,
 * and nothing of another booking's.
 */
describe('the booking calendar-sequence migration', () => {
  let db: Knex;
  let databaseUrl: string;
  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `${url.pathname}_cal_seq_${randomUUID().slice(0, 6)}`;
    databaseUrl = url.toString();
    await ensureDatabase(databaseUrl);
    db = createKnex(databaseUrl, { max: 2 });
    await migrateTo(db, '20261208000100_stylist_profile_changed_by');
  });
  afterAll(async () => {
    await db.destroy();
    await dropDatabase(databaseUrl);
  });

  async function cancelledBooking(customerId: string): Promise<string> {
    const [row] = await db('bookings')
      .insert({
        customerId,
        makeupService: 'better',
        eventDate: futureDate(40),
        eventTime: '10:00',
        totalPriceCents: 20_000,
        depositCents: 6_000,
        status: 'cancelled',
      })
      .returning('id');
    return row.id;
  }

  const event = (bookingId: string, type: string, payload: Record<string, unknown> = {}) => ({
    type,
    entityType: 'booking',
    entityId: bookingId,
    payload: { bookingId, ...payload },
  });

  it('counts the events that sent her a new calendar file, booking by booking', async () => {
    const [customer] = await db('users')
      .insert({ email: `bride-${randomUUID().slice(0, 6)}@example.com`, firstName: 'Nia', role: 'customer' })
      .returning('id');
    const [moved, quiet, old] = [
      await cancelledBooking(customer.id),
      await cancelledBooking(customer.id),
      await cancelledBooking(customer.id),
    ];
    await db('outbox_events').insert([
      event(moved, 'booking.created'),
      event(moved, 'booking.rescheduled'),
      event(moved, 'booking.confirmed', { changedBy: customer.id }),
      event(moved, 'booking.updated', { changedBy: customer.id, paymentStatus: 'deposit_received' }),
      event(moved, 'booking.updated', { changedBy: customer.id, totalPriceCents: 30_000 }),
      event(moved, 'booking.cancelled'),
      event(quiet, 'booking.created'),
      event(quiet, 'booking.updated', { changedBy: customer.id, noShow: true }),
      // Its events mostly deleted by the retention job: only the cancellation is left.
      event(old, 'booking.cancelled'),
    ]);
    // Its timeline keeps every change: confirmed, moved twice, priced, cancelled (and others).
    const entry = (label: string) => ({ entityType: 'booking', entityId: old, status: 'confirmed', label });
    await db('status_events').insert(
      [
        'Request received',
        'Booking confirmed',
        'Booking rescheduled',
        'Booking rescheduled',
        'Deposit received',
        'Final price set',
        'Booking cancelled',
      ].map(entry),
    );

    await migrateLatest(db);
    const sequences = await db('bookings')
      .whereIn('id', [moved, quiet, old])
      .select('id', 'calendarSequence');
    expect(Object.fromEntries(sequences.map((row) => [row.id, row.calendarSequence]))).toEqual({
      [moved]: 4,
      [quiet]: 0,
      [old]: 5,
    });
  });
});

import { partyMembers } from '@beauty/domain/booking-rules';
import { CLOCK_TIME_PATTERN, DEFAULT_FIRST_START, DEFAULT_LAST_START } from '@beauty/domain/slots';
import { planStaffing } from '@beauty/domain/staffing';
import type { StylistDay } from '@beauty/domain/stylist-day';
import type { Knex } from 'knex';
import { valuesOf } from '../values';

/**
 * Stylists' time replaces hourly places: service areas with travel, a booking's party size,
 * weekly hours, and `stylist_blocks` — every range of a stylist's time that is held (an
 * appointment with its travel, stay and buffer, or time off). The exclusion constraint refuses
 * two active blocks of one stylist that overlap, whichever code path writes them.
 * Existing pending and confirmed bookings are given their blocks here (`holdExistingBookings`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');

  await knex.schema.createTable('service_areas', (t) => {
    t.text('id').primary();
    t.text('name').notNullable();
    t.integer('travel_minutes').notNullable();
    t.integer('travel_fee_cents').notNullable();
    t.boolean('quoted').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE service_areas
      ADD CONSTRAINT service_areas_travel_check CHECK (travel_minutes BETWEEN 0 AND 240),
      ADD CONSTRAINT service_areas_fee_check CHECK (travel_fee_cents >= 0)
  `);

  await knex.schema.alterTable('bookings', (t) => {
    t.text('service_area_id').references('service_areas.id').onDelete('RESTRICT');
    t.integer('party_size').notNullable().defaultTo(1);
    t.text('ready_by');
    t.integer('travel_minutes').notNullable().defaultTo(0);
    t.integer('travel_fee_cents').notNullable().defaultTo(0);
    t.timestamp('hold_expires_at', { useTz: true });
    t.text('cancellation_reason');
  });
  await knex.raw(`
    ALTER TABLE bookings
      DROP CONSTRAINT bookings_time_check,
      ADD CONSTRAINT bookings_time_check CHECK (event_time ~ '${CLOCK_TIME_PATTERN}'),
      ADD CONSTRAINT bookings_ready_by_check CHECK (ready_by IS NULL OR ready_by ~ '${CLOCK_TIME_PATTERN}'),
      ADD CONSTRAINT bookings_party_size_check CHECK (party_size BETWEEN 1 AND 8),
      ADD CONSTRAINT bookings_travel_check CHECK (travel_minutes >= 0 AND travel_fee_cents >= 0),
      ADD CONSTRAINT bookings_cancellation_reason_check
        CHECK (cancellation_reason IS NULL OR cancellation_reason IN ('customer', 'studio', 'hold-expired'))
  `);
  // The hold-expiry scan: pending requests whose deposit is overdue.
  await knex.raw(
    `CREATE INDEX bookings_hold_expiry_idx ON bookings (hold_expires_at) WHERE status = 'pending' AND hold_expires_at IS NOT NULL`,
  );
  // At most N pending requests per customer: counted under a lock on the customer.
  await knex.raw(
    `CREATE INDEX bookings_customer_pending_idx ON bookings (customer_id) WHERE status = 'pending'`,
  );
  await knex.raw('DROP TABLE booking_slots');

  /** A stylist's weekly hours: when on each weekday her work with clients may begin. */
  await knex.schema.createTable('stylist_hours', (t) => {
    t.uuid('stylist_id').notNullable().references('users.id').onDelete('CASCADE');
    t.smallint('weekday').notNullable();
    t.text('first_start');
    t.text('last_start');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('updated_by').references('users.id').onDelete('SET NULL');
    t.primary(['stylist_id', 'weekday']);
  });
  await knex.raw(`
    ALTER TABLE stylist_hours
      ADD CONSTRAINT stylist_hours_weekday_check CHECK (weekday BETWEEN 0 AND 6),
      ADD CONSTRAINT stylist_hours_day_off_check CHECK ((first_start IS NULL) = (last_start IS NULL)),
      ADD CONSTRAINT stylist_hours_times_check CHECK (
        first_start IS NULL OR (first_start ~ '${CLOCK_TIME_PATTERN}' AND last_start ~ '${CLOCK_TIME_PATTERN}' AND first_start <= last_start)
      )
  `);

  await knex.schema.createTable('stylist_blocks', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('stylist_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.uuid('booking_id').references('bookings.id').onDelete('CASCADE');
    t.text('role');
    t.specificType('held', 'tstzrange').notNullable();
    t.specificType('service', 'tstzrange');
    t.jsonb('members').notNullable().defaultTo('[]');
    t.text('note');
    t.boolean('active').notNullable().defaultTo(true);
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`
    ALTER TABLE stylist_blocks
      ADD CONSTRAINT stylist_blocks_kind_check CHECK (
        (kind = 'appointment' AND booking_id IS NOT NULL AND role IN ('lead', 'assist') AND service IS NOT NULL)
        OR (kind = 'time-off' AND booking_id IS NULL AND role IS NULL)
      ),
      ADD CONSTRAINT stylist_blocks_held_check CHECK (NOT isempty(held) AND NOT lower_inf(held) AND NOT upper_inf(held)),
      ADD CONSTRAINT stylist_blocks_no_overlap EXCLUDE USING gist (stylist_id WITH =, held WITH &&) WHERE (active)
  `);
  await knex.raw('CREATE INDEX stylist_blocks_booking_idx ON stylist_blocks (booking_id)');
  // The week views and the feed read a stylist's blocks by time, active or not (completed ones stay visible).
  await knex.raw('CREATE INDEX stylist_blocks_held_idx ON stylist_blocks USING gist (held)');
  await knex.raw(
    'CREATE UNIQUE INDEX stylist_blocks_one_per_stylist ON stylist_blocks (booking_id, stylist_id) WHERE active',
  );

  // A booking's blocks hold time only while it is pending or confirmed: a cancelled or completed
  // booking lets its time go in the same statement that changes its status, whoever changes it.
  await knex.raw(`
    CREATE FUNCTION stylist_blocks_follow_booking() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status IS DISTINCT FROM OLD.status THEN
        UPDATE stylist_blocks SET active = (NEW.status IN ('pending', 'confirmed'))
          WHERE booking_id = NEW.id AND active IS DISTINCT FROM (NEW.status IN ('pending', 'confirmed'));
      END IF;
      RETURN NEW;
    END $$
  `);
  await knex.raw(`
    CREATE TRIGGER stylist_blocks_follow_booking AFTER UPDATE OF status ON bookings
      FOR EACH ROW EXECUTE FUNCTION stylist_blocks_follow_booking()
  `);

  /** A signed-in customer waiting for a date that was full, for her selection. */
  await knex.schema.createTable('waitlist_entries', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('customer_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('event_date').notNullable();
    t.jsonb('selection').notNullable();
    t.text('service_area_id').notNullable().references('service_areas.id').onDelete('RESTRICT');
    t.text('status').notNullable().defaultTo('waiting');
    t.timestamp('notified_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE waitlist_entries
      ADD CONSTRAINT waitlist_entries_status_check CHECK (status IN ('waiting', 'notified', 'left'))
  `);
  await knex.raw(
    `CREATE INDEX waitlist_entries_waiting_idx ON waitlist_entries (event_date, created_at) WHERE status = 'waiting'`,
  );
  await knex.raw('CREATE INDEX waitlist_entries_customer_idx ON waitlist_entries (customer_id, event_date)');
  await holdExistingBookings(knex);
}

/** Travel held for a booking made before service areas: the studio's own town. */
const LEGACY_TRAVEL_MINUTES = 15;

/**
 * Every pending or confirmed booking from before holds its stylists' time from here on: at its
 * time, styled as its selection says, with the studio-town travel. An assigned booking holds its
 * stylist's time (the whole party on her, as agreed); an unassigned one is given whoever is free
 * then on the team (the spec's hours), the lead becoming its stylist; assigned ones are placed
 * first. A booking that overlaps one placed before it keeps its stylist but holds nothing: it
 * shows as unstaffed for the owner to sort out.
 */
async function holdExistingBookings(knex: Knex): Promise<void> {
  // The team: stylists and admins on the team page (as features/staffing/staffing.repository.ts says).
  const staff: Array<{ id: string }> = await knex('users as u')
    .join('stylist_profiles as p', 'p.userId', 'u.id')
    .where('p.isActive', true)
    .whereIn('u.role', ['stylist', 'admin'])
    .orderBy([{ column: 'p.sortOrder' }, { column: 'u.id' }])
    .select('u.id');
  // Bookings promised to a stylist first, then the others, each in the order they were made.
  const bookings = await knex('bookings')
    .whereIn('status', ['pending', 'confirmed'])
    .orderByRaw('stylist_id IS NULL, created_at, id')
    .select(
      'id',
      'stylistId',
      'eventDate',
      'eventTime',
      'makeupService',
      'hairService',
      'bridalPackage',
      'bridesmaidCount',
      'status',
    );
  for (const booking of bookings) {
    const date =
      typeof booking.eventDate === 'string'
        ? booking.eventDate
        : booking.eventDate.toISOString().slice(0, 10);
    const addOns: string[] =
      (await valuesOf(knex('booking_add_ons').where({ bookingId: booking.id }), 'addOnId')) ?? [];
    const members = partyMembers({ ...booking, addOns });
    const busy = async (stylistId: string) =>
      (
        await knex('stylist_blocks')
          .where({ stylistId, active: true })
          .select(
            knex.raw(
              'extract(epoch from lower(held)) * 1000 as "from", extract(epoch from upper(held)) * 1000 as "until"',
            ),
          )
      ).map((r: { from: string; until: string }) => [Number(r.from), Number(r.until)] as const);
    const candidates: StylistDay[] = [];
    for (const { id } of booking.stylistId ? [{ id: booking.stylistId as string }] : staff) {
      candidates.push({
        id,
        // An assigned booking was agreed at its time; the spec's hours for the others.
        hours: booking.stylistId
          ? { firstStart: '00:00', lastStart: '23:59' }
          : { firstStart: DEFAULT_FIRST_START, lastStart: DEFAULT_LAST_START },
        busy: await busy(id),
      });
    }
    const plan = planStaffing(
      {
        date,
        mode: 'start',
        time: booking.eventTime,
        members,
        travelMinutes: LEGACY_TRAVEL_MINUTES,
        maxSessionMinutes: booking.stylistId ? 24 * 60 : undefined,
      },
      candidates,
    );
    await knex('bookings')
      .where({ id: booking.id })
      .update({ partySize: members.length, travelMinutes: LEGACY_TRAVEL_MINUTES });
    if (!plan) continue;
    await knex('stylist_blocks').insert(
      plan.assignments.map((a) => ({
        stylistId: a.stylistId,
        kind: 'appointment',
        bookingId: booking.id,
        role: a.role,
        held: knex.raw('tstzrange(?, ?)', [a.heldFrom.toISOString(), a.heldUntil.toISOString()]),
        service: knex.raw('tstzrange(?, ?)', [a.serviceStart.toISOString(), a.serviceEnd.toISOString()]),
        members: JSON.stringify(a.members),
      })),
    );
    const lead = plan.assignments.find((a) => a.role === 'lead');
    if (!booking.stylistId && lead)
      await knex('bookings').where({ id: booking.id }).update({ stylistId: lead.stylistId });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('waitlist_entries');
  await knex.raw('DROP TRIGGER stylist_blocks_follow_booking ON bookings');
  await knex.raw('DROP FUNCTION stylist_blocks_follow_booking()');
  await knex.schema.dropTable('stylist_blocks');
  await knex.schema.dropTable('stylist_hours');
  await knex.schema.createTable('booking_slots', (t) => {
    t.date('event_date').notNullable();
    t.text('event_time').notNullable();
    t.primary(['event_date', 'event_time']);
  });
  await knex.raw(`
    ALTER TABLE bookings
      DROP CONSTRAINT bookings_time_check,
      DROP CONSTRAINT bookings_ready_by_check,
      DROP CONSTRAINT bookings_party_size_check,
      DROP CONSTRAINT bookings_travel_check,
      DROP CONSTRAINT bookings_cancellation_reason_check
  `);
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('service_area_id');
    t.dropColumn('party_size');
    t.dropColumn('ready_by');
    t.dropColumn('travel_minutes');
    t.dropColumn('travel_fee_cents');
    t.dropColumn('hold_expires_at');
    t.dropColumn('cancellation_reason');
  });
  await knex.schema.dropTable('service_areas');
}

import { joinWaitlist, leaveWaitlist } from '@beauty/api/features/staffing/waitlist.service';
import type { SessionUser } from '@beauty/api/http/session';
import type { WaitlistInput } from '@beauty/domain/schemas/waitlist';
import { addDays } from '@beauty/domain/slots';
import { zonedInstant } from '@beauty/domain/zoned-time';
import { writeEvent } from '@beauty/server/outbox';
import { formatDay } from '@beauty/worker/bookings/emails/waitlist-opening';
import { offerWaitlistOpenings } from '@beauty/worker/bookings/offer-waitlist-openings';
import type { JobContext } from '@beauty/worker/pipeline/handler';
import { businessDate, cancelBooking, insertBooking, insertCustomer } from './booking-fixture';
import { bookingWorker } from './booking-worker';
import { insertBookingRow } from './staff-fixture';
import { readableEmail } from './worker-harness';

/**
 * When a cancellation frees time on a full date, the customers waiting for it whose selection
 * now fits are emailed, in the order they joined, once each, with a link to /book filled in.
 */
const worker = bookingWorker('waitlist');
const { completed } = worker;

/** The run's booking team in the allocator's order. */
async function team(): Promise<string[]> {
  const rows: Array<{ id: string }> = await worker
    .db('users as u')
    .join('stylist_profiles as p', 'p.userId', 'u.id')
    .where('p.isActive', true)
    .orderBy([{ column: 'p.sortOrder' }, { column: 'u.id' }])
    .select('u.id');
  return rows.map((row) => row.id);
}

async function timeOff(stylistId: string, from: Date, until: Date): Promise<string> {
  const [row] = await worker
    .db('stylist_blocks')
    .insert({
      stylistId,
      kind: 'time-off',
      held: worker.db.raw('tstzrange(?, ?)', [from.toISOString(), until.toISOString()]),
    })
    .returning('id');
  return row.id as string;
}

/** A signed-in customer, as the waitlist routes see her. */
async function customer(firstName: string): Promise<SessionUser> {
  const row = await insertCustomer(worker.db, { firstName });
  return {
    id: row.id,
    email: row.email,
    firstName,
    lastName: row.lastName,
    phone: row.phone,
    role: 'customer',
    createdAt: new Date().toISOString(),
  };
}

/** POST /api/waitlist as the API answers it (409 while the date still has a time that fits). */
const join = (user: SessionUser, input: WaitlistInput) =>
  joinWaitlist(
    { knex: worker.db, config: { booking: { minNoticeMinutes: 60 } } } as Parameters<typeof joinWaitlist>[0],
    user,
    input,
  );

const entryRow = (id: string) =>
  worker.db('waitlist_entries').where({ id }).first('status', 'notifiedAt', 'updatedAt');

const opening = (date: string) => `Time has opened up on ${formatDay(date)}`;

describe('the waitlist after a cancellation', () => {
  it('emails the entries whose selection now fits, in the order they joined, once each, with /book filled in', async () => {
    const date = businessDate(45);
    const [first, second, third] = (await team()) as [string, string, string];
    const dayStart = zonedInstant(date, '00:00');
    const dayEnd = zonedInstant(addDays(date, 1), '00:00');
    // Two of the three are off that day; the third has one long booking from 9:00, then time off.
    await timeOff(second, dayStart, dayEnd);
    const offThird = await timeOff(third, dayStart, dayEnd);
    const owner = await insertCustomer(worker.db, { firstName: 'Olivia' });
    const booked = await insertBooking(worker.db, owner.id, {
      makeupService: 'best',
      hairService: 'updo',
      partySize: 2,
      eventDate: date,
      eventTime: '09:00',
    });
    await completed(booked.eventId);
    const block = await worker
      .db('stylist_blocks')
      .where({ bookingId: booked.bookingId })
      .first('stylistId', worker.db.raw('upper(held) as held_until'));
    expect(block.stylistId).toBe(first);
    await timeOff(first, new Date(block.heldUntil), dayEnd);

    // The date is full for each of these (the API refuses to add an entry while a time fits).
    const [ava, bea, cora, dana, eve] = [
      await customer('Ava'),
      await customer('Bea'),
      await customer('Cora'),
      await customer('Dana'),
      await customer('Eve'),
    ];
    const small = await join(ava, { eventDate: date, serviceArea: 'puyallup', makeupService: 'good' });
    // Six people with the longest services: three stylists' day; one will be free.
    const large = await join(bea, {
      eventDate: date,
      serviceArea: 'puyallup',
      makeupService: 'best',
      hairService: 'updo',
      partySize: 6,
    });
    const left = await join(dana, { eventDate: date, serviceArea: 'sumner', hairService: 'styled' });
    await leaveWaitlist({ knex: worker.db }, dana, left.id);
    const readyBy = await join(cora, {
      eventDate: date,
      serviceArea: 'graham',
      timeMode: 'ready-by',
      hairService: 'simple',
      partySize: 2,
    });
    // Waiting for another date, where nothing was freed.
    const [otherDate] = await worker
      .db('waitlist_entries')
      .insert({
        customerId: eve.id,
        eventDate: addDays(date, 1),
        serviceAreaId: 'puyallup',
        selection: JSON.stringify({ makeupService: 'good', timeMode: 'start' }),
      })
      .returning('id');

    const cancelId = (await cancelBooking(worker.db, booked.bookingId))!;
    await completed(cancelId);

    expect(await entryRow(small.id)).toMatchObject({ status: 'notified', notifiedAt: expect.any(Date) });
    expect(await entryRow(readyBy.id)).toMatchObject({ status: 'notified', notifiedAt: expect.any(Date) });
    expect(await entryRow(large.id)).toMatchObject({ status: 'waiting', notifiedAt: null });
    expect(await entryRow(left.id)).toMatchObject({ status: 'left', notifiedAt: null });
    expect(await entryRow(otherDate.id)).toMatchObject({ status: 'waiting' });
    const [job] = await worker
      .db('outbox_event_jobs')
      .where({ eventId: cancelId, jobName: 'waitlist.offer-openings' });
    expect(job.result).toBe('done');

    // One email each, in join order, under the entry's own key.
    const deliveries = await worker
      .db('email_deliveries')
      .where({ eventId: cancelId, template: 'waitlist-opening' })
      .orderBy([{ column: 'createdAt' }, { column: 'id' }])
      .select('deliveryKey', 'toAddress', 'status');
    expect(deliveries).toEqual([
      { deliveryKey: `waitlist-opening.${small.id}.${ava.email}`, toAddress: ava.email, status: 'sent' },
      { deliveryKey: `waitlist-opening.${readyBy.id}.${cora.email}`, toAddress: cora.email, status: 'sent' },
    ]);
    const openings = worker.smtp.messages.filter((m) => m.subject === opening(date));
    expect(openings.map((m) => m.to)).toEqual([[ava.email], [cora.email]]);
    const [toAva, toCora] = openings.map((m) => readableEmail(m.raw));
    for (const line of [
      'Hi Ava,',
      `Good news: time has opened up on ${formatDay(date)} for the appointment you were waiting for.`,
      `Date: ${formatDay(date)} (Pacific Time)`,
      'Open times: 9:00 AM',
      'Services: Makeup: Good',
      'Area: Puyallup, no travel fee',
      `Book this date: http://localhost:3000${small.bookUrl}`,
    ]) {
      expect(toAva).toContain(line);
    }
    expect(small.bookUrl).toMatch(/^\/book\?data=/);
    for (const line of [
      'Hi Cora,',
      'Everyone ready by: ',
      'Services: Hair: Simple × 2',
      'People styled: 2',
      'Area: Graham, travel fee $30',
      `Book this date: http://localhost:3000${readyBy.bookUrl}`,
    ]) {
      expect(toCora).toContain(line);
    }
    const notified = await worker
      .db('waitlist_entries')
      .whereIn('id', [small.id, readyBy.id])
      .orderBy('notifiedAt')
      .select('id');
    expect(notified.map((row) => row.id)).toEqual([small.id, readyBy.id]);

    // More time frees on the date: nobody is told twice; the large party still does not fit.
    const removedId = await worker.db.transaction(async (trx) => {
      await trx('stylist_blocks').where({ id: offThird }).delete();
      return writeEvent(trx, {
        type: 'staffing.time_off_removed',
        entityType: 'stylist',
        entityId: third,
        payload: { stylistId: third, from: dayStart.toISOString(), until: dayEnd.toISOString() },
      });
    });
    await completed(removedId);
    const [again] = await worker
      .db('outbox_event_jobs')
      .where({ eventId: removedId, jobName: 'waitlist.offer-openings' });
    expect(again.result).toBe('skipped');
    expect(await entryRow(large.id)).toMatchObject({ status: 'waiting' });
    // And the cancellation's job run a second time (a re-published event) sends nothing more.
    const ctx = {
      db: worker.db,
      config: worker.env.config(),
      logger: worker.env.logger,
    } as unknown as JobContext;
    expect(
      await offerWaitlistOpenings(
        {
          jobName: 'waitlist.offer-openings',
          eventId: cancelId,
          eventType: 'booking.cancelled',
          entityType: 'booking',
          entityId: booked.bookingId,
          payload: { bookingId: booked.bookingId },
        },
        ctx,
      ),
    ).toBe('skipped');
    expect(worker.smtp.messages.filter((m) => m.subject === opening(date))).toHaveLength(2);
  });

  it('leaves entries for a date that has passed alone', async () => {
    const eve = await insertCustomer(worker.db, { firstName: 'Eve' });
    const yesterday = businessDate(-1);
    const [entry] = await worker
      .db('waitlist_entries')
      .insert({
        customerId: eve.id,
        eventDate: yesterday,
        serviceAreaId: 'puyallup',
        selection: JSON.stringify({ makeupService: 'good', timeMode: 'start' }),
      })
      .returning('id');
    // Staff tidy up yesterday's booking.
    const bookingId = await insertBookingRow(worker.db, { customerId: eve.id, eventDate: yesterday });
    const cancelId = (await cancelBooking(worker.db, bookingId))!;
    await completed(cancelId);
    const [job] = await worker
      .db('outbox_event_jobs')
      .where({ eventId: cancelId, jobName: 'waitlist.offer-openings' });
    expect(job.result).toBe('skipped');
    expect(await entryRow(entry.id)).toMatchObject({ status: 'waiting', notifiedAt: null });
  });
});

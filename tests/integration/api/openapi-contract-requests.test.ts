import { DEMO_PASSWORD } from '@beauty/api/db/seed';
import { MAKEUP_TIERS } from '@beauty/domain/catalog';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { baseBody } from '../../security/support/cases';
import { withFixturedWorld } from '../../security/support/fixtures';
import { daysAhead, type Viewer, type World } from '../../security/support/world';
import type { Client } from '../../support/http';
import { futureDate, makeupAndHair } from '../bookings/booking-support';
import { contractRequests, routeOf } from '../support/contract';

/**
 * The contract (issue 16.6) for the routes whose success the route walk cannot reach with a body
 * built from the schema: a real selection, ids made by an earlier request, a booking to change.
 * Each answer must be a success matching its declaration.
 */
let world: World;
let viewers: Record<Viewer, Client>;

withFixturedWorld('openapi_requests', (made) => {
  ({ world, viewers } = made);
});

const { send, expectEveryRouteChecked } = contractRequests('requests', () => viewers);

it('answers availability and the week side by side as declared', async () => {
  const date = daysAhead(45);
  await send(
    'signed-out',
    'GET /api/availability',
    `/api/availability?date=${date}&makeupService=${MAKEUP_TIERS[0]}&serviceArea=puyallup`,
  );
  await send('stylist', 'GET /api/stylist/schedule', `/api/stylist/schedule?from=${daysAhead(1)}&days=7`);
  await send('admin', 'GET /api/stylist/schedule', `/api/stylist/schedule?from=${daysAhead(1)}&days=3`);
});

it('a legal text once the owner wrote one', async () => {
  const current = await send('admin', 'GET /api/admin/business-settings', '/api/admin/business-settings');
  await send('admin', 'PUT /api/admin/business-settings', '/api/admin/business-settings', {
    json: { ...current.json.settings, privacyPolicy: 'We keep your details to book you.' },
  });
  await send('signed-out', 'GET /api/site/legal/:document', '/api/site/legal/privacy');
});

it('answers removing time off, editing a stylist profile and removing its photo as declared', async () => {
  const timeOff = await send('stylist', 'POST /api/stylist/time-off', '/api/stylist/time-off', {
    json: { from: daysAhead(60), note: 'Contract test' },
  });
  await send('stylist', 'DELETE /api/stylist/time-off/:id', `/api/stylist/time-off/${timeOff.json.id}`);
  const profile = baseBody(routeOf('POST', '/api/admin/stylist-profiles'));
  const created = await send('admin', 'POST /api/admin/stylist-profiles', '/api/admin/stylist-profiles', {
    json: profile,
  });
  const id = created.json.id as string;
  await send('admin', 'PUT /api/admin/stylist-profiles/:id', `/api/admin/stylist-profiles/${id}`, {
    json: { ...profile, title: 'Lead Artist' },
  });
  await send(
    'admin',
    'DELETE /api/admin/stylist-profiles/:id/photo',
    `/api/admin/stylist-profiles/${id}/photo`,
  );
});

it('a booking made, moved, and a full date waited for and left', async () => {
  const eventDate = futureDate(50);
  const booked = await send('customer', 'POST /api/bookings', '/api/bookings', {
    json: makeupAndHair(eventDate),
  });
  const id = booked.json.booking.id as string;
  await send('customer', 'POST /api/bookings/:id/reschedule', `/api/bookings/${id}/reschedule`, {
    json: { eventDate: futureDate(55), eventTime: '13:00' },
  });

  // Every active stylist is away all day, so no time fits and the date can be waited for.
  const fullDate = futureDate(60);
  const stylists: Array<{ userId: string }> = await world
    .db('stylist_profiles')
    .where({ isActive: true })
    .whereNotNull('userId')
    .select('userId');
  for (const { userId: stylistId } of stylists) {
    await world.db('stylist_blocks').insert({
      stylistId,
      kind: 'time-off',
      held: world.db.raw('tstzrange(?, ?)', [
        appointmentStartsAt(fullDate, '00:00').toISOString(),
        appointmentStartsAt(fullDate, '23:59').toISOString(),
      ]),
    });
  }
  const waiting = await send('customer', 'POST /api/waitlist', '/api/waitlist', {
    json: { eventDate: fullDate, serviceArea: 'puyallup', makeupService: 'better' },
  });
  await send('customer', 'DELETE /api/waitlist/:id', `/api/waitlist/${waiting.json.id}`);
});

it('a stylist books a client in herself', async () => {
  await send('stylist', 'POST /api/stylist/appointments', '/api/stylist/appointments', {
    json: {
      clientName: 'Contract Client',
      clientEmail: 'contract.client@example.com',
      ...makeupAndHair(futureDate(65)),
    },
  });
});

it('a free consultation scheduled by the staff, a move asked for by its bride, and marked done', async () => {
  // A bride of her own: the demo customer has used her free consultation and has requests waiting.
  const bride = await world.sessionFor((await world.createUser('customer', 'Chloe')).id);
  const booked = await send(bride, 'POST /api/bookings', '/api/bookings', {
    json: makeupAndHair(futureDate(70), { includeConsultation: true }),
  });
  const consultation = await world
    .db('consultations')
    .where({ bookingId: booked.json.booking.id })
    .first('id');
  const path = `/api/staff/consultations/${consultation.id}`;
  await send('stylist', 'PUT /api/staff/consultations/:id/schedule', `${path}/schedule`, {
    json: { scheduledDate: futureDate(5, false), scheduledTime: '15:30' },
  });
  await send(
    bride,
    'POST /api/consultations/:id/move-request',
    `/api/consultations/${consultation.id}/move-request`,
    {
      json: { preferredTimes: 'Weekday mornings' },
    },
  );
  // Its time has come (the row moved back a week, as if the days had passed): it can be marked held.
  await world
    .db('consultations')
    .where({ id: consultation.id })
    .update({ scheduledDate: futureDate(-7, false), scheduledTime: '15:30' });
  await send('stylist', 'PATCH /api/staff/consultations/:id', path, { json: { status: 'completed' } });
});

it('a consultation asked for on the landing page, given its date and time by an admin', async () => {
  const asked = await send('signed-out', 'POST /api/consultation-requests', '/api/consultation-requests', {
    json: { name: 'Odile Marsh', email: 'odile.marsh@example.com' },
  });
  await send(
    'admin',
    'PUT /api/admin/consultation-requests/:id/schedule',
    `/api/admin/consultation-requests/${asked.json.id}/schedule`,
    { json: { scheduledDate: futureDate(6, false), scheduledTime: '10:00', adminNotes: 'Called her' } },
  );
});

it('the calendar feed file, and the confirmation link asked for again', async () => {
  const feed = await send('stylist', 'GET /api/stylist/calendar-feed', '/api/stylist/calendar-feed');
  await send('signed-out', 'GET /api/calendar/:file', new URL(feed.json.url).pathname);
  const unconfirmed = await world.createUser('customer', 'Una');
  await world.db('users').where({ id: unconfirmed.id }).update({ emailVerifiedAt: null });
  await send(
    await world.sessionFor(unconfirmed.id),
    'POST /api/account/email-confirmation',
    '/api/account/email-confirmation',
  );
});

it('a password changed with the current one', async () => {
  const customer = await world.createUser('customer', 'Pia');
  const demo = await world
    .db('users')
    .where({ email: 'customer@demo.bridalbeauty.test' })
    .first('passwordHash');
  await world.db('users').where({ id: customer.id }).update({ passwordHash: demo.passwordHash });
  await send(await world.sessionFor(customer.id), 'PUT /api/account/password', '/api/account/password', {
    json: { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-password-2026' },
  });
});

it('checked every route it names', () => expectEveryRouteChecked());

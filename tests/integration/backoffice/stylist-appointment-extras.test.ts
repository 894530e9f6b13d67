import { LIMITS } from '@beauty/domain/limits';
import { bookingMessages } from '@beauty/domain/messages';
import { futureDate } from '../bookings/booking-support';
import { signedInAs } from './staff-support';
import { appointment, s, useStylistSuite } from './stylist-suite-support';

useStylistSuite('stylist-extras');

/**
 * 'Create New Appointment' sends where the event is and the add-ons (as /book does): the server
 * keeps both with the booking, prices the add-ons from the catalog, and refuses one it does not
 * offer (or one that does not go with the services) without writing anything.
 */
describe('stylist appointments: location and add-ons', () => {
  const LOCATION = 'Hotel Murano, 1320 Broadway, Tacoma (suite 1204)';
  const bookingsOf = async (email: string) =>
    Number(
      (
        await s
          .db('bookings')
          .join('users', 'users.id', 'bookings.customerId')
          .where('users.email', email)
          .count({
            n: '*',
          })
      )[0]!.n,
    );

  it('stores the location and the add-ons, priced, and shows them to the stylist, the admin and the client', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const client = await signedInAs(s.api.url, s.db, 'customer');
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    // Best makeup $200 + full updo $200 + false lashes $20 + personal shopping $50, in Puyallup (no fee).
    const body = appointment(futureDate(40), {
      clientEmail: client.email,
      location: `  ${LOCATION} `,
      addOns: ['lashes', 'shopping'],
    });
    const res = await stylist.client.post('/api/stylist/appointments', body);
    expect(res.status).toBe(201);
    const id = res.json.booking.id as string;
    expect(res.json.booking).toMatchObject({
      location: LOCATION,
      addOns: expect.arrayContaining(['lashes', 'shopping']),
      totalPriceCents: 47_000,
      depositCents: 14_100,
    });
    expect(res.json.booking.addOns).toHaveLength(2);

    // The rows: the booking's location, each add-on at the catalog's minimum price.
    expect(await s.db('bookings').where({ id }).first('location', 'totalPriceCents')).toEqual({
      location: LOCATION,
      totalPriceCents: 47_000,
    });
    const stored = await s.db('booking_add_ons').where({ bookingId: id }).orderBy('addOnId');
    expect(stored.map((a) => [a.addOnId, a.priceMinCents])).toEqual([
      ['lashes', 2_000],
      ['shopping', 5_000],
    ]);

    // Her Appointments list and the admin's list carry both (the row's notes show them).
    const mine = (await stylist.client.get('/api/stylist/bookings')).json as Array<Record<string, unknown>>;
    expect(mine.find((b) => b.id === id)).toMatchObject({
      location: LOCATION,
      addOns: expect.arrayContaining(['lashes', 'shopping']),
    });
    const all = (await admin.client.get('/api/admin/bookings?limit=100')).json as Array<
      Record<string, unknown>
    >;
    expect(all.find((b) => b.id === id)).toMatchObject({ location: LOCATION });
    // The client's booking page: the address and the add-on lines of the price.
    const detail = await client.client.get(`/api/bookings/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.location).toBe(LOCATION);
    expect(detail.json.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'lashes', label: 'False Lashes', priceMinCents: 2_000 }),
        expect.objectContaining({ id: 'shopping', label: 'Personal Shopping', priceMinCents: 5_000 }),
      ]),
    );
  });

  it('prices the add-ons as /book does: lashes per person, the on-site stay by the hour', async () => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const party = await stylist.client.post(
      '/api/stylist/appointments',
      appointment(futureDate(41), {
        makeupService: 'good',
        hairService: undefined,
        partySize: 2,
        addOns: ['lashes'],
      }),
    );
    expect(party.status).toBe(201);
    // Good makeup $50 × 2 + false lashes $20 × 2.
    expect(party.json.booking.totalPriceCents).toBe(14_000);
    const bride = await stylist.client.post(
      '/api/stylist/appointments',
      appointment(futureDate(42), {
        makeupService: undefined,
        hairService: undefined,
        bridalPackage: 'bride-only',
        addOns: ['onsite-touchups'],
      }),
    );
    expect(bride.status).toBe(201);
    // Bride Only $400 + the stay, $75 an hour for its two planned hours.
    expect(bride.json.booking.totalPriceCents).toBe(55_000);
    expect(
      await s
        .db('booking_add_ons')
        .where({ bookingId: bride.json.booking.id })
        .first('addOnId', 'priceMinCents'),
    ).toEqual({ addOnId: 'onsite-touchups', priceMinCents: 15_000 });
  });

  it.each([
    ['an add-on the catalog does not have', { addOns: ['gold-leaf'] }, bookingMessages.unknownCatalogItem],
    [
      'a bridal extra without a package',
      { addOns: ['skin-prep'] },
      bookingMessages.bridalAddOnWithoutPackage,
    ],
    [
      'false lashes beside a package that includes them',
      { makeupService: undefined, hairService: undefined, bridalPackage: 'bride-only', addOns: ['lashes'] },
      bookingMessages.includedInPackage,
    ],
  ])('refuses %s with 422 (as POST /api/bookings does), creating nothing', async (_name, change, message) => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const body = appointment(futureDate(43), { location: LOCATION, ...change });
    const res = await stylist.client.post('/api/stylist/appointments', body);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(message);
    // Neither the booking nor the client's account.
    expect(await bookingsOf(body.clientEmail)).toBe(0);
    expect(await s.db('users').where({ email: body.clientEmail }).first()).toBeUndefined();
  });

  it.each([
    ['an add-on id longer than any', { addOns: ['x'.repeat(41)] }, 'addOns'],
    ['the same add-on twice', { addOns: ['lashes', 'lashes'] }, 'addOns'],
    ['add-ons that are not a list', { addOns: 'lashes' }, 'addOns'],
    ['a location over its limit', { location: 'x'.repeat(LIMITS.shortText + 1) }, 'location'],
  ])('answers 400 for %s, creating nothing', async (_name, change, field) => {
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const body = appointment(futureDate(44), change);
    const res = await stylist.client.post('/api/stylist/appointments', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json.errors)).toContain(field);
    expect(await bookingsOf(body.clientEmail)).toBe(0);
    expect(await s.db('users').where({ email: body.clientEmail }).first()).toBeUndefined();
  });
});

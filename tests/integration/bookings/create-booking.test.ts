import { createBooking } from '@beauty/api/features/bookings/bookings.service';
import { bookingMessages, toasts } from '@beauty/domain/messages';
import { todayInBusinessZone } from '@beauty/domain/slots';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { Client } from '../../support/http';
import { startApi, type TestApi } from '../support/api';
import { teamSize } from '../support/team';
import { futureDate, makeupAndHair, newCustomer } from './booking-support';

describe('POST /api/bookings', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const count = async (table: string, where: Record<string, unknown> = {}) =>
    Number((await api.deps.knex(table).where(where).count({ n: '*' }).first())!.n);

  // Catalog minimum prices (spec 001 price labels) and the deposit rule (ARCHITECTURE rule 2).
  let pricedDay = 0;
  it.each([
    [{ makeupService: 'good' }, 5_000, 1_500],
    [{ makeupService: 'better' }, 10_000, 3_000],
    [{ makeupService: 'best' }, 20_000, 6_000],
    [{ hairService: 'simple' }, 5_000, 1_500],
    [{ hairService: 'styled' }, 10_000, 3_000],
    [{ hairService: 'updo' }, 20_000, 6_000],
    [{ makeupService: 'best', hairService: 'updo' }, 40_000, 12_000],
    [{ makeupService: 'good', hairService: 'simple', addOns: ['lashes', 'travel'] }, 12_000, 3_600],
    [{ bridalPackage: 'bride-only' }, 40_000, 20_000],
    [{ bridalPackage: 'bride-plus-1' }, 60_000, 30_000],
    [{ bridalPackage: 'bride-plus-party', bridesmaidCount: 4 }, 120_000, 60_000],
    [{ bridalPackage: 'bride-only', addOns: ['skin-prep', 'extra-bridesmaid'] }, 62_000, 31_000],
  ])('prices %j from the catalog: total %i cents, deposit %i cents', async (services, total, deposit) => {
    const { client, id: customerId } = await newCustomer(api);
    const res = await client.post('/api/bookings', {
      // A day of its own: a bridal party takes most of the team, so two cases on one date (the
      // random year can repeat) could leave the second without stylists (409).
      eventDate: futureDate(100 + pricedDay++),
      eventTime: '11:00',
      serviceArea: 'puyallup',
      paymentMethod: 'cashapp',
      paymentHandle: '$avery',
      ...services,
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(bookingMessages.created);
    expect(res.json.booking).toMatchObject({
      customerId,
      status: 'pending',
      paymentStatus: 'unpaid',
      totalPriceCents: total,
      depositCents: deposit,
      totalPrice: total / 100,
      depositAmount: deposit / 100,
      balanceCents: total - deposit,
    });
    const row = await api.deps.knex('bookings').where({ id: res.json.booking.id }).first();
    expect(row).toMatchObject({ totalPriceCents: total, depositCents: deposit, customerId });
    const event = await api.deps.knex('outbox_events').where({ entityId: row.id }).first();
    expect(event).toMatchObject({
      type: 'booking.created',
      entityType: 'booking',
      payload: { bookingId: row.id },
    });
  });

  it('ignores prices sent by the client', async () => {
    const { client } = await newCustomer(api);
    const res = await client.post('/api/bookings', {
      ...makeupAndHair(futureDate(31)),
      totalPrice: 1,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toContainEqual({ field: 'totalPrice', message: 'Unknown field: totalPrice' });
  });

  it('keeps the add-on prices with the booking and shows the breakdown', async () => {
    const { client } = await newCustomer(api);
    const res = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(32), { addOns: ['lashes', 'travel'] }),
    );
    expect(res.status).toBe(201);
    const detail = await client.get(`/api/bookings/${res.json.booking.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.lines).toEqual([
      expect.objectContaining({ id: 'makeup-better', priceMinCents: 10_000, custom: false }),
      expect.objectContaining({ id: 'hair-styled', priceMinCents: 10_000, custom: false }),
      expect.objectContaining({ id: 'lashes', priceMinCents: 2_000, custom: false }),
      // The travel fee comes from the service area (no charge in the studio's own town).
      expect.objectContaining({ id: 'travel', label: 'Travel to Puyallup', priceMinCents: 0, custom: false }),
    ]);
    const stored = await api.deps
      .knex('booking_add_ons')
      .where({ bookingId: res.json.booking.id })
      .orderBy('addOnId');
    expect(stored.map((a) => [a.addOnId, a.priceMinCents])).toEqual([
      ['lashes', 2_000],
      ['travel', 0],
    ]);
  });

  it('prices the touch-up stay for its two planned hours; one booked before keeps its amount and plain name', async () => {
    const { client } = await newCustomer(api);
    const res = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(34), {
        makeupService: undefined,
        hairService: undefined,
        bridalPackage: 'bride-only',
        addOns: ['onsite-touchups'],
      }),
    );
    expect(res.status).toBe(201);
    const stay = async () =>
      ((await client.get(`/api/bookings/${res.json.booking.id}`)).json.lines as Array<{ id: string }>).find(
        (line) => line.id === 'onsite-touchups',
      );
    expect(await stay()).toMatchObject({
      label: 'On-site stylist stay for touch-ups (2 hours)',
      priceMinCents: 15_000,
      quantity: 2,
    });
    // As a booking made when the stay was priced as one hour was stored.
    await api.deps
      .knex('booking_add_ons')
      .where({ bookingId: res.json.booking.id, addOnId: 'onsite-touchups' })
      .update({ priceMinCents: 7_500 });
    expect(await stay()).toMatchObject({ label: 'On-site stylist stay for touch-ups', priceMinCents: 7_500 });
  });

  it('prices lashes once per person and shows the lines that make up the total', async () => {
    const { client } = await newCustomer(api);
    const res = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(33), { partySize: 2, addOns: ['lashes'] }),
    );
    expect(res.status).toBe(201);
    // Better makeup and Styled hair for two (2 × 20,000) and lashes for two (2 × 2,000).
    expect(res.json.booking.totalPriceCents).toBe(44_000);
    for (const answer of [
      res.json.booking,
      (await client.get(`/api/bookings/${res.json.booking.id}`)).json,
    ]) {
      expect(answer.lines).toContainEqual(
        expect.objectContaining({
          id: 'lashes',
          label: 'False Lashes × 2',
          priceMinCents: 4_000,
          quantity: 2,
        }),
      );
      const sum = answer.lines.reduce(
        (cents: number, line: { priceMinCents: number }) => cents + line.priceMinCents,
        0,
      );
      expect(sum).toBe(answer.totalPriceCents);
    }
  });

  it.each([
    [
      'no service',
      { makeupService: undefined, hairService: undefined },
      toasts.noServicesSelected.description,
    ],
    ['a bridal package with a tier', { bridalPackage: 'bride-only' }, bookingMessages.bridalWithTiers],
    [
      'the Full Bridal Party without bridesmaids',
      { makeupService: undefined, hairService: undefined, bridalPackage: 'bride-plus-party' },
      bookingMessages.bridesmaidsRequired,
    ],
    ['bridesmaids without the party', { bridesmaidCount: 3 }, bookingMessages.bridesmaidsOnlyForParty],
    [
      'a bridal add-on without a package',
      { addOns: ['skin-prep'] },
      bookingMessages.bridalAddOnWithoutPackage,
    ],
    [
      'false lashes beside a package that includes them',
      { makeupService: undefined, hairService: undefined, bridalPackage: 'bride-only', addOns: ['lashes'] },
      bookingMessages.includedInPackage,
    ],
    ['an add-on that does not exist', { addOns: ['gold-leaf'] }, bookingMessages.unknownCatalogItem],
  ])('refuses %s with 422 and writes nothing', async (_name, change, message) => {
    const { client, id } = await newCustomer(api);
    const res = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(33), change as Parameters<typeof makeupAndHair>[1]),
    );
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(message);
    expect(await count('bookings', { customerId: id })).toBe(0);
  });

  it.each([
    [{ eventTime: '25:00' }, 'eventTime', toasts.missingDateTime.description],
    [{ eventTime: '9am' }, 'eventTime', toasts.missingDateTime.description],
    [{ serviceArea: 'Graham!' }, 'serviceArea', bookingMessages.serviceAreaRequired],
    // Spelled as no area id can be (Business Settings makes 'bonney-lake', never 'bonney--lake').
    [{ serviceArea: 'bonney--lake' }, 'serviceArea', bookingMessages.serviceAreaRequired],
    [{ partySize: 7 }, 'partySize', bookingMessages.partySizeRange],
    [{ eventDate: '2026-02-30x' }, 'eventDate', toasts.missingDateTime.description],
    [{ paymentMethod: 'paypal' }, 'paymentMethod', toasts.paymentMethodRequired.description],
    [{ paymentHandle: '   ' }, 'paymentHandle', toasts.paymentHandleRequired.description],
    [{ bridesmaidCount: 9 }, 'bridesmaidCount', 'The Full Bridal Party is for 3-5 bridesmaids'],
  ])('answers 400 with the spec message for %j', async (change, field, message) => {
    const { client, id } = await newCustomer(api);
    const res = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(34), change as Parameters<typeof makeupAndHair>[1]),
    );
    expect(res.status).toBe(400);
    expect(res.json.errors).toContainEqual({ field, message });
    expect(await count('bookings', { customerId: id })).toBe(0);
  });

  it('refuses a date before today', async () => {
    const { client } = await newCustomer(api);
    const twoDaysAgo = todayInBusinessZone(new Date(Date.now() - 2 * 86_400_000));
    const past = await client.post('/api/bookings', makeupAndHair(twoDaysAgo));
    expect(past.status).toBe(422);
    expect(past.json.message).toBe(bookingMessages.dateInPast);
  });

  it('refuses a time that has already started, or starts sooner than the notice (travel included)', async () => {
    const { client, id } = await newCustomer(api);
    const user = (await client.get('/api/auth/user')).json;
    const date = futureDate(37);
    const justAfterTen = new Date(appointmentStartsAt(date, '10:00').getTime() + 60_000);
    await expect(
      createBooking(api.deps, user, makeupAndHair(date), null, justAfterTen),
    ).rejects.toMatchObject({
      status: 409,
      message: bookingMessages.noStylistFree,
    });
    // An hour's notice before the stylist leaves (15 minutes to Puyallup): after 08:45 is too late for 10:00.
    const at0846 = appointmentStartsAt(date, '08:46');
    await expect(createBooking(api.deps, user, makeupAndHair(date), null, at0846)).rejects.toMatchObject({
      status: 409,
    });
    expect(await count('bookings', { customerId: id })).toBe(0);
  });

  it.each([
    ['an area we do not serve', { serviceArea: 'seattle' }, bookingMessages.unknownServiceArea],
    [
      'a party size with a package',
      { makeupService: undefined, hairService: undefined, bridalPackage: 'bride-only', partySize: 2 },
      bookingMessages.partySizeWithPackage,
    ],
  ])('refuses %s with 422 and writes nothing', async (_name, change, message) => {
    const { client, id } = await newCustomer(api);
    const res = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(38), change as Parameters<typeof makeupAndHair>[1]),
    );
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(message);
    expect(await count('bookings', { customerId: id })).toBe(0);
  });

  it('needs a signed-in customer', async () => {
    const res = await new Client(api.url).post('/api/bookings', makeupAndHair(futureDate(35)));
    expect(res.status).toBe(401);
  });

  it('sends a free stylist to each booking at one time until the team is used up, then answers 409', async () => {
    const date = futureDate(36);
    const team = await teamSize(api.deps.knex);
    const statuses: number[] = [];
    const stylists: string[] = [];
    for (let i = 0; i <= team; i += 1) {
      const { client } = await newCustomer(api);
      const res = await client.post('/api/bookings', makeupAndHair(date, { eventTime: '14:00' }));
      statuses.push(res.status);
      if (res.status === 201) stylists.push(res.json.booking.plan.assignments[0].stylistId);
      else expect(res.json.message).toBe(bookingMessages.noStylistFree);
    }
    expect(statuses).toEqual([...Array<number>(team).fill(201), 409]);
    expect(new Set(stylists).size).toBe(team);

    const visitor = new Client(api.url);
    const day = await visitor.get(
      `/api/availability?date=${date}&serviceArea=puyallup&makeupService=better&hairService=styled`,
    );
    expect(day.status).toBe(200);
    const times = day.json.days[0].times.map((t: { time: string }) => t.time);
    // 14:00-16:00 is held (with travel and the buffer) on everyone; the morning is free.
    expect(times).not.toContain('14:00');
    expect(times).not.toContain('13:00');
    expect(times).toContain('09:00');
  });
});

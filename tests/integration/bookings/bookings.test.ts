import { createBooking } from '@beauty/api/features/bookings/bookings.service';
import { bookingMessages, toasts } from '@beauty/domain/messages';
import { todayInBusinessZone } from '@beauty/domain/slots';
import { appointmentStartsAt } from '@beauty/domain/zoned-time';
import { Client } from '../../support/http';
import { type StaffingWorld, startStaffingWorld } from '../staffing/staffing-world';
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

describe('the last free stylist', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('goes to exactly one of 50 parallel requests; the rest get 409 and nothing is written', async () => {
    const date = futureDate(40);
    const team = await teamSize(api.deps.knex);
    for (let i = 0; i < team - 1; i += 1) {
      const { client } = await newCustomer(api);
      expect((await client.post('/api/bookings', makeupAndHair(date, { eventTime: '12:00' }))).status).toBe(
        201,
      );
    }

    const racers = await Promise.all(Array.from({ length: 50 }, (_, i) => newCustomer(api, `Racer${i}`)));
    const answers = await Promise.all(
      racers.map(({ client }) => client.post('/api/bookings', makeupAndHair(date, { eventTime: '12:00' }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect([bookingMessages.slotFull, bookingMessages.noStylistFree]).toContain(lost.json.message);
    }
    const active = await api.deps
      .knex('bookings')
      .where({ eventDate: date, eventTime: '12:00' })
      .whereIn('status', ['pending', 'confirmed']);
    expect(active).toHaveLength(team);
    const events = await api.deps.knex('outbox_events').whereIn(
      'entityId',
      active.map((b) => b.id),
    );
    expect(events).toHaveLength(team);
  });
});

describe('Idempotency-Key', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('returns the first answer to a retried POST and never books twice', async () => {
    const { client, id } = await newCustomer(api);
    const body = makeupAndHair(futureDate(50));
    const headers = { 'idempotency-key': 'retry-test-1' };
    const first = await client.request('POST', '/api/bookings', { json: body, headers });
    const again = await client.request('POST', '/api/bookings', {
      // Same body, keys in another order.
      json: Object.fromEntries(Object.entries(body).reverse()),
      headers,
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await api.deps.knex('bookings').where({ customerId: id })).toHaveLength(1);
  });

  it('books once when the same request races itself', async () => {
    const { client, id } = await newCustomer(api);
    const body = makeupAndHair(futureDate(51));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.request('POST', '/api/bookings', { json: body, headers: { 'idempotency-key': 'race-key' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json.booking.id)).size).toBe(1);
    expect(await api.deps.knex('bookings').where({ customerId: id })).toHaveLength(1);
  });

  it('answers 422 when the key comes back with a different body', async () => {
    const { client, id } = await newCustomer(api);
    const headers = { 'idempotency-key': 'changed-body' };
    const date = futureDate(52);
    expect(
      (await client.request('POST', '/api/bookings', { json: makeupAndHair(date), headers })).status,
    ).toBe(201);
    const other = await client.request('POST', '/api/bookings', {
      json: makeupAndHair(date, { eventTime: '15:00' }),
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.json.message).toBe(bookingMessages.idempotencyMismatch);
    expect(await api.deps.knex('bookings').where({ customerId: id })).toHaveLength(1);
  });

  it('stores nothing for a request that failed, so a corrected retry can use the key', async () => {
    const { client, id } = await newCustomer(api);
    const headers = { 'idempotency-key': 'first-fails' };
    const bad = await client.request('POST', '/api/bookings', {
      json: makeupAndHair(futureDate(53), { paymentHandle: '' }),
      headers,
    });
    expect(bad.status).toBe(400);
    expect(await api.deps.knex('idempotency_keys').where({ userId: id })).toHaveLength(0);
  });

  it('keeps keys per customer', async () => {
    const a = await newCustomer(api);
    const b = await newCustomer(api);
    const headers = { 'idempotency-key': 'shared-key' };
    const date = futureDate(54);
    const first = await a.client.request('POST', '/api/bookings', { json: makeupAndHair(date), headers });
    const second = await b.client.request('POST', '/api/bookings', { json: makeupAndHair(date), headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json.booking.id).not.toBe(first.json.booking.id);
  });

  it('refuses a malformed key', async () => {
    const { client } = await newCustomer(api);
    const res = await client.request('POST', '/api/bookings', {
      json: makeupAndHair(futureDate(55)),
      headers: { 'idempotency-key': 'x'.repeat(300) },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(bookingMessages.idempotencyKeyInvalid);
  });
});

describe('the free consultation', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('is recorded once with a booking and then refused', async () => {
    const { client, id } = await newCustomer(api);
    expect((await client.get('/api/consultations/free-status')).json).toMatchObject({
      hasUsedFreeConsultation: false,
      eligible: true,
    });
    const first = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(60), { includeConsultation: true }),
    );
    expect(first.status).toBe(201);
    const status = await client.get('/api/consultations/free-status');
    expect(status.json).toMatchObject({ hasUsedFreeConsultation: true, eligible: false });
    const consultations = await client.get('/api/consultations');
    expect(consultations.json).toEqual([
      expect.objectContaining({ usedFreeConsultation: true, status: 'requested', scheduledDate: null }),
    ]);

    const second = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(61), { includeConsultation: true }),
    );
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(bookingMessages.freeConsultationUsed);
    expect(await api.deps.knex('bookings').where({ customerId: id })).toHaveLength(1);
  });

  it('is recorded at most once when two bookings race for it', async () => {
    const { client, id } = await newCustomer(api);
    const answers = await Promise.all(
      [62, 63, 64].map((days) =>
        client.post('/api/bookings', makeupAndHair(futureDate(days), { includeConsultation: true })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await api.deps.knex('consultations').where({ customerId: id })).toHaveLength(1);
    expect(await api.deps.knex('bookings').where({ customerId: id })).toHaveLength(1);
  });

  it('expires 90 days after the customer joined', async () => {
    const { client, id } = await newCustomer(api);
    await api.deps
      .knex('users')
      .where({ id })
      .update({ createdAt: new Date(Date.now() - 91 * 86_400_000) });
    const status = await client.get('/api/consultations/free-status');
    expect(status.json).toMatchObject({ hasUsedFreeConsultation: false, eligible: false });
    const res = await client.post(
      '/api/bookings',
      makeupAndHair(futureDate(65), { includeConsultation: true }),
    );
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(bookingMessages.freeConsultationExpired);
    // Without it, booking still works.
    expect((await client.post('/api/bookings', makeupAndHair(futureDate(65)))).status).toBe(201);
  });
});

describe('reading bookings', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it("lists only the signed-in customer's bookings, newest first, and hides others' (404)", async () => {
    const ava = await newCustomer(api, 'Ava');
    const ben = await newCustomer(api, 'Ben');
    const first = await ava.client.post('/api/bookings', makeupAndHair(futureDate(70)));
    const second = await ava.client.post(
      '/api/bookings',
      makeupAndHair(futureDate(71), { eventType: 'wedding' }),
    );
    await ben.client.post('/api/bookings', makeupAndHair(futureDate(72)));

    const list = await ava.client.get('/api/bookings');
    expect(list.status).toBe(200);
    expect(list.json.map((b: { id: string }) => b.id)).toEqual([
      second.json.booking.id,
      first.json.booking.id,
    ]);
    expect(list.json[0]).toMatchObject({ eventType: 'wedding', clientName: 'Ava Client' });

    expect((await ben.client.get(`/api/bookings/${first.json.booking.id}`)).status).toBe(404);
    expect((await ben.client.get(`/api/timelines/booking/${first.json.booking.id}`)).status).toBe(404);
    expect((await ben.client.get('/api/bookings/not-a-uuid')).status).toBe(404);
    expect((await ben.client.get('/api/consultations')).json).toEqual([]);

    const mine = await ava.client.get(`/api/bookings/${first.json.booking.id}`);
    expect(mine.status).toBe(200);
    const startsAt = appointmentStartsAt(mine.json.eventDate, mine.json.eventTime);
    expect(mine.json.startsAt).toBe(startsAt.toISOString());
    expect(new Date(mine.json.changeableUntil).getTime()).toBe(startsAt.getTime() - 48 * 3_600_000);
    expect(mine.json).toMatchObject({ canCancel: true, canReschedule: true });
  });
});

describe('GET /api/availability', () => {
  // A database of its own with one stylist who has set no hours: the demo team that other suites
  // seed into the shared database starts at 06:00 at weekends, and this test's date is any weekday.
  let w: StaffingWorld;
  beforeAll(async () => {
    w = await startStaffingWorld('spec_hours');
    await w.addStylist({ firstName: 'Nora' });
  });
  afterAll(() => w.close());

  it('answers availability to anyone, only for a valid date and a service area we serve', async () => {
    const visitor = new Client(w.api.url);
    const ask = (query: string) => visitor.get(`/api/availability?makeupService=good&${query}`);
    expect((await ask('serviceArea=tacoma&date=tomorrow')).status).toBe(400);
    expect((await ask('serviceArea=tacoma')).status).toBe(400);
    expect(
      (await ask(`serviceArea=tacoma&from=${futureDate(3, false)}&to=${futureDate(40, false)}`)).status,
    ).toBe(400);
    expect((await ask(`date=${futureDate(3)}`)).status).toBe(422);
    expect((await ask(`serviceArea=seattle&date=${futureDate(3)}`)).status).toBe(422);
    const past = await ask('serviceArea=tacoma&date=2020-01-01');
    expect(past.status).toBe(200);
    expect(past.json.days).toEqual([{ date: '2020-01-01', times: [] }]);
    const ahead = await ask(`serviceArea=tacoma&date=${futureDate(3)}`);
    expect(ahead.status).toBe(200);
    // The spec's hourly starts for a team that has set no hours, and no personal data.
    expect(ahead.json.days[0].times.map((t: { time: string }) => t.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(JSON.stringify(ahead.json)).not.toMatch(/@|stylistId|name/i);
  });
});

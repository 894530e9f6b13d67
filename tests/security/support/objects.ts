import { apiMessages } from '@beauty/domain/messages';
import type { Answer, Client } from '../../support/http';
import { createFixtures, type Fixtures, insertBooking } from './fixtures';
import { startWorld, type Viewer, type World } from './world';

/** The world of the object-access tests: two customers and a second stylist with their bookings. */
export interface ObjectWorld {
  world: World;
  viewers: Record<Viewer, Client>;
  fx: Fixtures;
  bianca: { id: string; browser: Client };
  sienna: { id: string; browser: Client };
  cora: { id: string };
  biancaBooking: string;
}

export const notFound = { status: 404, message: apiMessages.notFound };
export const shape = (res: Answer) => ({ status: res.status, message: res.json?.message });

export async function startObjectWorld(label: string): Promise<ObjectWorld> {
  const world = await startWorld(label);
  const viewers = await world.viewers();
  const fx = await createFixtures(world, viewers);
  const b = await world.createUser('customer', 'Bianca');
  const s = await world.createUser('stylist', 'Sienna');
  const bianca = { id: b.id, browser: await world.sessionFor(b.id) };
  const sienna = { id: s.id, browser: await world.sessionFor(s.id) };
  const cora = await world.createUser('customer', 'Cora');
  const biancaBooking = await insertBooking(world.db, { customerId: b.id, stylistId: s.id, days: 45 });
  // Cora is a client of both stylists.
  await insertBooking(world.db, {
    customerId: cora.id,
    stylistId: world.ids.stylist,
    status: 'confirmed',
    days: 50,
  });
  await insertBooking(world.db, { customerId: cora.id, stylistId: s.id, status: 'confirmed', days: 51 });
  return { world, viewers, fx, bianca, sienna, cora, biancaBooking };
}

/** Every request in `attempts` answers like a missing object and writes nothing. */
export async function expectHiddenIn(
  world: World,
  browser: Client,
  attempts: Array<Parameters<Client['send']>[0]>,
) {
  for (const attempt of attempts) {
    const mark = await world.writeMark();
    const res = await browser.send(attempt);
    expect([attempt.method ?? 'GET', attempt.path, shape(res)]).toEqual([
      attempt.method ?? 'GET',
      attempt.path,
      notFound,
    ]);
    expect(await world.writesSince(mark)).toEqual([]);
  }
}

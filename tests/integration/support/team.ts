import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * The run's booking team: stylists on the team page (an active profile linked to their account)
 * with no hours of their own, so the spec's 09:00-16:00 starts every day. Every booking test
 * in the run shares them (test files spread their dates over decades, so they seldom meet);
 * a test that fills a time counts the team with `teamSize`.
 */
export const TEST_TEAM_SIZE = 3;

export async function seedTestTeam(knex: Knex, size = TEST_TEAM_SIZE): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= size; i += 1) ids.push(await addTeamStylist(knex, { firstName: `Team${i}` }));
  return ids;
}

/** A stylist on the team (bookable), with her own weekly hours when given (Sunday first). */
export async function addTeamStylist(
  knex: Knex,
  options: {
    firstName?: string;
    hours?: Array<{ firstStart: string; lastStart: string } | null>;
    sortOrder?: number;
  } = {},
): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const firstName = options.firstName ?? `Stylist${tag}`;
  const [user] = await knex('users')
    .insert({
      email: `${firstName.toLowerCase()}-${tag}@team.example.com`,
      firstName,
      lastName: 'Test',
      role: 'stylist',
    })
    .returning('id');
  await knex('stylist_profiles').insert({
    userId: user.id,
    name: `${firstName} Test`,
    title: 'Stylist',
    bio: 'On the test team.',
    isActive: true,
    sortOrder: options.sortOrder ?? 100,
  });
  if (options.hours) {
    await knex('stylist_hours').insert(
      options.hours.map((day, weekday) => ({
        stylistId: user.id,
        weekday,
        firstStart: day?.firstStart ?? null,
        lastStart: day?.lastStart ?? null,
      })),
    );
  }
  return user.id as string;
}

/** How many stylists the allocator can send now (the whole run's team). */
export async function teamSize(knex: Knex): Promise<number> {
  const row = await knex('users as u')
    .join('stylist_profiles as p', 'p.userId', 'u.id')
    .where('p.isActive', true)
    .whereIn('u.role', ['stylist', 'admin'])
    .count<{ count: string }>('u.id as count')
    .first();
  return Number(row?.count ?? 0);
}

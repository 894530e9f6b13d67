import { createKnex } from '@beauty/server/db/knex';
import { loadConfig } from '../config';
import { describeConnectionError } from '../lib/service-errors';
import { seedDemoGallery } from './demo-gallery';
import { ensureDatabase } from './ensure-database';
import { migrateLatest } from './migrations';
import { DEMO_PASSWORD, DEMO_USERS, seedCatalog, seedDemo } from './seed';

/** `node dist/db/cli.js migrate|seed|setup`: setup = create database, migrate, seed. */
async function main(command: string | undefined) {
  const config = loadConfig();
  if (command === 'migrate' || command === 'setup') {
    if (await ensureDatabase(config.databaseUrl))
      console.log(`Created database ${new URL(config.databaseUrl).pathname.slice(1)}`);
  }
  // No statement limit here: a migration may wait for locks or rewrite a large table, and an
  // operator runs this and watches it (connections still time out and use keepalive).
  const knex = createKnex(config.databaseUrl, {
    max: 2,
    timeouts: { ...config.databaseTimeouts, queryTimeoutMs: 0 },
  });
  try {
    if (command === 'migrate' || command === 'setup') {
      const applied = await migrateLatest(knex);
      console.log(
        applied.length ? `Applied ${applied.length} migration(s)` : 'Database schema is up to date',
      );
    }
    if (command === 'seed' || command === 'setup') {
      await seedCatalog(knex);
      if (config.seedDemo) {
        await seedDemo(knex);
        await seedDemoGallery(knex, config);
        console.log('Demo sign-ins (password for all: %s):', DEMO_PASSWORD);
        for (const user of DEMO_USERS) console.log(`  ${user.role.padEnd(8)} ${user.email}`);
      } else {
        console.log('Catalog seeded (demo data off)');
      }
    }
    if (!['migrate', 'seed', 'setup'].includes(command ?? '')) {
      console.error('Usage: cli.js migrate|seed|setup');
      process.exitCode = 2;
    }
  } finally {
    await knex.destroy();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(describeConnectionError(error, loadConfig()) ?? error);
  process.exit(1);
});

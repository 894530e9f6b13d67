// `npm test`: everything a fresh machine needs, then every suite: lint and types, jest unit and
// integration tests (real PostgreSQL, Redis and an SMTP listener), and the browser tests in
// Debian's Chromium against the built app.
import { existsSync, readdirSync } from 'node:fs';
import { withE2eStack } from './e2e-stack.mjs';
import { build, ensureDependencies, fail, log, requireServices, run, tryRun } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0)
    fail(`Chromium is missing at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium).`);
  log("Installing Debian's Chromium for the browser tests (apt-get)");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const only = process.argv[2]; // optional: unit | integration | security | faults | e2e
// `npm test -- e2e booking.spec.ts --grep …`: the rest goes to Playwright.
const e2eArgs = only === 'e2e' ? process.argv.slice(3) : [];
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

ensureDependencies();
// With a Docker engine and no local services, the integration tests start their own containers.
if (!process.env.DOCKER_HOST || process.env.TEST_DATABASE_URL) await requireServices();
if (!only || only === 'e2e') ensureChromium();
build();

if (!only) {
  log('Lint and format check (biome)');
  run('npx', ['biome', 'check', '.']);
  log('Type check (turbo run typecheck, then the tests against the built packages)');
  run('npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
  run('npx', ['tsc', '-p', 'tests/tsconfig.json']);
}
if (!only || ['unit', 'integration', 'security', 'faults'].includes(only)) {
  const projects = only ? [only] : ['unit', 'integration', 'security', 'faults'];
  log(`Jest: ${projects.join(' + ')} tests`);
  run('npx', ['jest', '--ci', '--selectProjects', ...projects]);
}
if (!only || only === 'integration') {
  log('OpenID Connect sign-in against oidc-provider (node --test; openid-client is ESM-only)');
  // The files by name: Node 22 reads a folder given to --test as a file (only Node 20 searched it).
  const oidcTests = readdirSync('tests/oidc').filter((name) => name.endsWith('.test.mjs'));
  if (oidcTests.length === 0) fail('No OpenID Connect tests found in tests/oidc.');
  run('node', ['--test', ...oidcTests.map((name) => `tests/oidc/${name}`)]);
}
if (!only || only === 'e2e') {
  log('Browser tests (Playwright, Chromium)');
  // tryRun, not run: a failure must leave withE2eStack to stop the app and drop its database.
  const failure = await withE2eStack(async ({ baseUrl, outboxDir }) =>
    tryRun('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...e2eArgs], {
      // The worker writes emails there (no SMTP in browser tests); specs read what was sent.
      env: { E2E_BASE_URL: baseUrl, CHROMIUM_PATH: CHROMIUM, E2E_OUTBOX_DIR: outboxDir },
    }),
  );
  if (failure) fail(failure);
}
log('All test suites passed');

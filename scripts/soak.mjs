// `npm run soak`: the built API and worker under mixed traffic for a long while, with faults.
// Not part of `npm test`.
//
// It runs its own copy of everything: a fresh database (catalog and demo data), a redis-server
// of its own on a free port (never the shared one), a real SMTP listener, two API processes and
// two workers. Visitors, sign-ups, sign-ins, bookings, reschedules, cancellations, reviews,
// contact messages, gallery uploads and admin actions go through the HTTP API while a chaos loop
// (seeded) kill -9s a worker, kill -9s an API process and kill -9s Redis (it comes back empty)
// at random moments, starting each again. One API and one worker are never killed: their
// resident memory is sampled every 5 s and must stay flat after warm-up. At the end, once the
// system has settled, it checks and prints PASS/FAIL for: emails (each exactly once beyond the
// documented SMTP window), events (none unfinished), stylist overlap, reminders, memory; exits 1
// on any FAIL. Everything it started is stopped and its database dropped however it ends.
//
// Options: --minutes=N (30)  --seed=N (random, printed)  --users=N concurrent clients (4)
//          --keep-logs (the process logs are kept anyway when a check fails)
// Env:     SOAK_DATABASE_URL / TEST_DATABASE_URL (a server URL; default postgres://postgres@127.0.0.1:5432)
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fail, log, root, run } from './lib.mjs';
import { checkEmails, checkEvents, checkMemory, checkOverlap, checkReminders } from './soak/checks.mjs';
import {
  apiRequire,
  children,
  dropDatabase,
  freePort,
  lifecycle,
  nodeService,
  redisService,
  seededRandom,
  setupDatabase,
  sleep,
  startSmtpCapture,
  workerRequire,
} from './soak/infra.mjs';
import { injectFaults, sampleMemory, settle } from './soak/monitors.mjs';
import { printAndKeep, soakEnv, soakReport } from './soak/report.mjs';
import { createTraffic } from './soak/traffic.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const minutes = Number(flag('minutes') ?? 30);
const seed = Number(flag('seed') ?? Math.floor(Math.random() * 2 ** 31));
const users = Number(flag('users') ?? 4);
if (!(minutes > 0) || !Number.isInteger(seed) || !(users > 0))
  fail('Usage: npm run soak -- --minutes=N --seed=N --users=N');

const runMs = minutes * 60_000;
// Memory is compared from the 10th minute (a third of the run when shorter) to the last one.
const warmupMs = Math.min(10 * 60_000, runMs / 3);

const mib = (bytes) => (bytes / 2 ** 20).toFixed(0);

function ensureBuilt() {
  const outputs = [
    'services/api/dist/main.js',
    'services/worker/dist/main.js',
    'packages/domain/dist/slots.js',
  ];
  if (outputs.every((file) => existsSync(path.join(root, file)))) return;
  log('No build found: npm run build');
  run('npm', ['run', 'build']);
}

async function main() {
  ensureBuilt();
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'beauty-soak-'));
  const logDir = path.join(dir, 'logs');
  mkdirSync(logDir);
  mkdirSync(path.join(dir, 'redis'));
  const base = new URL(
    process.env.SOAK_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  base.pathname = `/beauty_soak_${id}`;
  const databaseUrl = base.toString();
  const rng = seededRandom(seed);
  const chaosRng = seededRandom(seed ^ 0x5eed);
  let keepLogs = args.includes('--keep-logs');
  let dbCreated = false;
  let smtp = null;
  let db = null;

  let cleaned = null;
  const cleanUp = () => {
    cleaned ??= (async () => {
      lifecycle.closing = true;
      while (children.size > 0) {
        for (const child of children) child.kill('SIGKILL');
        await Promise.all([...children].map((child) => child.exited));
      }
      await db?.destroy().catch(() => {});
      await smtp?.close().catch(() => {});
      if (dbCreated)
        await dropDatabase(databaseUrl).catch((e) =>
          console.error(`soak: could not drop the database: ${e.message}`),
        );
      if (keepLogs) {
        rmSync(path.join(dir, 'storage'), { recursive: true, force: true });
        console.log(`soak: logs kept in ${logDir}`);
      } else rmSync(dir, { recursive: true, force: true });
    })();
    return cleaned;
  };
  const onSignal = (signal) => {
    console.error(`\nsoak: ${signal}, stopping everything`);
    keepLogs = true;
    cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const [redisPort, api1Port, api2Port, worker1Port, worker2Port] = await Promise.all(
      Array.from({ length: 5 }, () => freePort()),
    );
    smtp = await startSmtpCapture();
    const redis = redisService({ port: redisPort, dir: path.join(dir, 'redis'), logDir });
    await redis.start();
    const publicUrl = `http://127.0.0.1:${api1Port}`;
    const prefix = `soak_${id}`;
    const metricsToken = randomBytes(16).toString('hex');
    const env = soakEnv({
      publicUrl,
      databaseUrl,
      redisUrl: redis.url,
      prefix,
      smtpUrl: smtp.url,
      dir,
      metricsToken,
      sessionSecret: randomBytes(24).toString('hex'),
    });
    log(`Soak ${minutes} min, seed ${seed}: database ${base.pathname.slice(1)}, own Redis on :${redisPort}`);
    setupDatabase(env);
    dbCreated = true;
    const { createKnex } = apiRequire(path.join(root, 'packages/server/dist/db/knex.js'));
    db = createKnex(databaseUrl, { max: 4 });

    const api = (name, port) =>
      nodeService({
        name,
        script: 'services/api/dist/main.js',
        env: { ...env, PORT: String(port) },
        readyUrl: `http://127.0.0.1:${port}/healthz`,
        logDir,
      });
    const worker = (name, port) =>
      nodeService({
        name,
        script: 'services/worker/dist/main.js',
        env: { ...env, WORKER_METRICS_PORT: String(port) },
        readyUrl: `http://127.0.0.1:${port}/healthz`,
        logDir,
      });
    // api-1 and worker-1 stay up (their memory is what is measured); the chaos kills the others.
    const steadyApi = api('api-1', api1Port);
    const victimApi = api('api-2', api2Port);
    const steadyWorker = worker('worker-1', worker1Port);
    const victimWorker = worker('worker-2', worker2Port);
    await Promise.all([steadyApi.start(), victimApi.start(), steadyWorker.start(), victimWorker.start()]);
    log(`Up: api-1 :${api1Port}, api-2 :${api2Port}, two workers, SMTP ${smtp.url}`);

    const sharp = workerRequire('sharp');
    const jpeg = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 214, g: 170, b: 150 } },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const { DEMO_USERS, DEMO_PASSWORD } = apiRequire(path.join(root, 'services/api/dist/db/seed.js'));
    const traffic = createTraffic({
      rng,
      apis: [`http://127.0.0.1:${api1Port}`, `http://127.0.0.1:${api2Port}`],
      publicUrl,
      db,
      adminEmail: DEMO_USERS.find((u) => u.role === 'admin').email,
      adminPassword: DEMO_PASSWORD,
      jpeg,
      tag: id.slice(-6),
    });

    const loadAtStart = os.loadavg().map((l) => +l.toFixed(2));
    const started = Date.now();
    const until = started + runMs;
    let stopping = false;
    const faults = { worker: [], api: [], redis: [] };
    const samples = [];

    const sampler = sampleMemory({
      samples,
      started,
      running: () => Date.now() < until && !stopping,
      api: steadyApi,
      worker: steadyWorker,
      apiMetrics: `${publicUrl}/metrics`,
      workerMetrics: `http://127.0.0.1:${worker1Port}/metrics`,
      metricsToken,
    });

    // One fault at a time, 20-70 s apart (a short run: about eight in all); each victim is
    // started again 1-5 s after its kill, Redis (empty) 2-8 s after.
    const chaos = injectFaults({
      rng: chaosRng,
      until,
      stopped: () => stopping,
      meanGapMs: Math.min(45_000, runMs / 8),
      victims: { worker: victimWorker, api: victimApi, redis },
      faults,
    });

    const progress = (async () => {
      while (Date.now() < until && !stopping) {
        await sleep(60_000);
        const sent = Object.values(traffic.stats).reduce((a, s) => a + s.sent, 0);
        const last = samples.at(-1) ?? {};
        log(
          `${Math.round((Date.now() - started) / 60_000)} min: ${sent} requests, ${traffic.accepted.length} accepted writes, ` +
            `${smtp.messages.length} emails, faults w${faults.worker.length}/a${faults.api.length}/r${faults.redis.length}, ` +
            `RSS api ${mib(last.api)} worker ${mib(last.worker)} (heap ${mib(last.apiHeap)} / ${mib(last.workerHeap)}) MiB`,
        );
      }
    })();

    await traffic.run({ users, until, shouldStop: () => stopping });
    stopping = true;
    await Promise.all([chaos, sampler, progress]);
    const trafficMs = Date.now() - started;
    log(`Traffic over after ${(trafficMs / 60_000).toFixed(1)} min; everything back up, settling`);

    // Settle: everything up, then wait on states (outbox finished, no email left to send, the
    // listener quiet) with a generous timeout; the checks run whatever the wait ends with.
    if (!redis.alive) await redis.start();
    if (!victimApi.alive) await victimApi.start();
    if (!victimWorker.alive) await victimWorker.start();
    const settleStarted = Date.now();
    const settled = await settle({ db, smtp });
    const settleMs = Date.now() - settleStarted;
    log(`Settled in ${Math.round(settleMs / 1000)} s${settled ? '' : ' (timed out)'}; checking`);

    const results = [
      await checkEmails({ db, smtp, accepted: traffic.accepted, workerKills: faults.worker }),
      await checkEvents({ db }),
      await checkOverlap({ db }),
      await checkReminders({
        db,
        redisUrl: redis.url,
        prefix,
        soakBookingIds: new Set(traffic.bookings.keys()),
        redisRestarts: faults.redis,
      }),
      checkMemory({ samples, runMs: Math.min(trafficMs, runMs), warmupMs }),
    ];
    const report = soakReport({
      started,
      seed,
      minutes,
      users,
      loadAtStart,
      trafficMs,
      settleMs,
      traffic,
      faults,
      starts: { api2: victimApi.starts, worker2: victimWorker.starts },
      emails: smtp.messages.length,
      samples,
      results,
    });
    printAndKeep(report, results);
    const passed = results.every((r) => r.pass);
    if (!passed) keepLogs = true;
    return passed;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error) => {
    console.error(`soak: ${error.stack ?? error}`);
    process.exit(1);
  },
);

// `npm run bench`: build the app, run it on loopback against its own fresh database and Redis
// prefix (catalog and demo data seeded), measure HTTP, the event pipeline, image conversion and
// the landing page, print a table and write the "Latest run" section of docs/benchmarks.md.
// Never fails on speed: a missed target is reported as MISSED. Not part of `npm test`.
//
// Options:  --no-build        use the existing build (its PUBLIC_URL must be the bench origin)
//           --only=a,b        some of: http, pipeline, images, lighthouse, inp, growth (no doc is written;
//                             growth, issue 14 point 9, runs only when asked: it seeds ~200,000
//                             bookings and 2 million timeline entries first, BENCH_GROWTH_SCALE=0.1
//                             for a tenth of that)
//           --no-doc          print only
// Env:      BENCH_PORT (default 3901), BENCH_DURATION_S (10), BENCH_WARMUP_S (2),
//           BENCH_LIGHTHOUSE_RUNS (5 a page), BENCH_LIGHTHOUSE_PAGES=/,/gallery (default: the five
//           public pages), BENCH_INP_RUNS (5 taps each), BENCH_KEEP_LOGS=1, BENCH_DATABASE_URL, REDIS_URL,
//           CHROME_PATH (default /usr/bin/chromium)
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fail, log, requireServices, root, run } from '../../scripts/lib.mjs';
import { seedGrowth } from './lib/growth.mjs';
import {
  explainWorkerQueries,
  growthTargets,
  measureGrowthCalls,
  measureStatsRecompute,
} from './lib/growth-measure.mjs';
import { AVAILABILITY_SELECTIONS, httpTargets, measure, signIn } from './lib/http.mjs';
import { measureImages } from './lib/images.mjs';
import { measureInp } from './lib/inp.mjs';
import { measurePublicPages } from './lib/lighthouse.mjs';
import { measurePipeline, startSmtpListener } from './lib/pipeline.mjs';
import { growthMarkdown, printGrowth, printTable, writeDoc } from './lib/report.mjs';
import { createStack, freePort, portIsFree, waitForHttp } from './lib/stack.mjs';
import { measureColdAvailability, seedStaffingLoad } from './lib/staffing.mjs';

const args = process.argv.slice(2);
const onlyArg = args.find((a) => a.startsWith('--only='));
const parts = new Set(
  onlyArg ? onlyArg.slice(7).split(',') : ['http', 'pipeline', 'images', 'lighthouse', 'inp'],
);
const unknownParts = [...parts].filter(
  (p) => !['http', 'pipeline', 'images', 'lighthouse', 'inp', 'growth'].includes(p),
);
if (unknownParts.length) fail(`Unknown --only part(s): ${unknownParts.join(', ')}`);
const writeTheDoc = !onlyArg && !args.includes('--no-doc');
const port = Number(process.env.BENCH_PORT ?? 3901);
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const warmupS = Number(process.env.BENCH_WARMUP_S ?? 2);
const rootRequire = createRequire(path.join(root, 'package.json'));

async function machineFacts(stack) {
  const { createKnex } = rootRequire(path.join(root, 'packages/server/dist/db/knex.js'));
  const knex = createKnex(stack.databaseUrl, { max: 1 });
  const Redis = rootRequire('ioredis');
  const redis = new Redis(stack.redisUrl);
  try {
    const pg = (await knex.raw('SHOW server_version')).rows[0].server_version;
    const info = await redis.info('server');
    const git = (cmd) => {
      try {
        return execFileSync('git', cmd, { cwd: root, encoding: 'utf8' }).trim();
      } catch {
        return '';
      }
    };
    const cpus = os.cpus();
    return {
      date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      cores: cpus.length,
      ramGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
      loadAvg: os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
      node: process.version,
      postgres: pg,
      redis: info.match(/redis_version:(\S+)/)?.[1] ?? 'unknown',
      commit: git(['rev-parse', '--short', 'HEAD']),
      dirty: git(['status', '--porcelain']).length > 0,
    };
  } finally {
    await knex.destroy();
    redis.disconnect();
  }
}

async function outboxDrained(stack, timeoutMs) {
  const { createKnex } = rootRequire(path.join(root, 'packages/server/dist/db/knex.js'));
  const knex = createKnex(stack.databaseUrl, { max: 1 });
  try {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const [{ count }] = await knex('outbox_events').whereNull('completedAt').count('id as count');
      if (Number(count) === 0) return true;
      await new Promise((r) => setTimeout(r, 250));
    }
    return false;
  } finally {
    await knex.destroy();
  }
}

/** Events the HTTP runs wrote (thousands of contact messages and bookings) are not the pipeline's figures. */
async function setAsideOutbox(stack) {
  const { createKnex } = rootRequire(path.join(root, 'packages/server/dist/db/knex.js'));
  const knex = createKnex(stack.databaseUrl, { max: 1 });
  try {
    return await knex('outbox_events')
      .whereNull('completedAt')
      .update({ publishedAt: knex.fn.now(), completedAt: knex.fn.now(), jobs: [] });
  } finally {
    await knex.destroy();
  }
}

async function main() {
  if (!(await portIsFree(port))) fail(`Port ${port} is taken: set BENCH_PORT to a free port.`);
  await requireServices();
  const origin = `http://127.0.0.1:${port}`;
  if (!args.includes('--no-build')) {
    log('Building (turbo run build)');
    run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  }

  const stack = createStack({ port });
  const results = {};
  let stopping = false;
  const onSignal = async () => {
    if (stopping) return;
    stopping = true;
    console.error('\nbench: interrupted, cleaning up');
    await stack.cleanup();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const smtp = await startSmtpListener();
  stack.env.SMTP_URL = smtp.url;
  try {
    log(`Database ${new URL(stack.databaseUrl).pathname.slice(1)}, Redis prefix ${stack.redisPrefix}`);
    stack.create();
    if (parts.has('http')) {
      const load = await seedStaffingLoad(stack.databaseUrl);
      log(`Staffing: ${load.stylists} stylists, ${load.bookings} bookings over two years`);
      log('Staffing: availability worked out with nothing kept (in process, one question at a time)');
      results.coldAvailability = await measureColdAvailability(stack.databaseUrl, AVAILABILITY_SELECTIONS);
    }
    results.machine = await machineFacts(stack);
    const api = await stack.startApi();

    // The demo gallery's photos are converted by the worker before anything is measured.
    let worker = await stack.startWorker();
    if (!(await outboxDrained(stack, 120_000)))
      throw new Error('the seeded events were not processed in 2 minutes');
    await stack.stop(worker);

    if (parts.has('http')) {
      // The worker is stopped during the HTTP runs: their events wait in the outbox (by design).
      const baselinePort = await freePort();
      const bare = await startBaseline(stack, baselinePort);
      const { DEMO_USERS, DEMO_PASSWORD } = rootRequire(path.join(root, 'services/api/dist/db/seed.js'));
      const customer = DEMO_USERS.find((u) => u.role === 'customer');
      const cookie = await signIn(origin, customer.email, DEMO_PASSWORD);
      results.http = [];
      const targets = httpTargets({ origin, koaOrigin: `http://127.0.0.1:${baselinePort}`, cookie });
      // Warm every read path (and autocannon itself) before the first measured run, so the
      // baseline, measured first, is not the one that pays for the JIT warming up.
      log('HTTP: warming up the read paths (not measured)');
      for (const target of targets.filter((t) => !t.options.method && !t.options.requests)) {
        await measure(target.name, target.options, { durationS: warmupS, warmupS: 0, serverPid: api.pid });
      }
      for (const target of targets) {
        log(`HTTP: ${target.name} (${warmupS} s warm-up, ${durationS} s measured)`);
        const serverPid = target.key === 'koa' ? bare.pid : api.pid;
        const figures = await measure(target.name, target.options, { durationS, warmupS, serverPid });
        results.http.push({ key: target.key, ...figures });
      }
      await stack.stop(bare);
    }

    if (parts.has('growth')) {
      // After the demo's events are done (the grown outbox keeps a few unfinished on purpose).
      log('Growth: seeding five years of a busy studio × 10 (set-based SQL)');
      results.growth = { seed: await seedGrowth(stack.databaseUrl) };
      const { counts, seconds } = results.growth.seed;
      log(
        `Growth: seeded in ${seconds.toFixed(1)} s: ${counts.bookings} bookings, ${counts.timelineEntries} timeline entries, ${counts.outboxEvents} outbox events (${counts.databaseSize})`,
      );
      const { DEMO_PASSWORD } = rootRequire(path.join(root, 'services/api/dist/db/seed.js'));
      const cookies = {};
      for (const [who, email] of [
        ['customer', 'customer@demo.bridalbeauty.test'],
        ['stylist', 'stylist@demo.bridalbeauty.test'],
        ['admin', 'admin@demo.bridalbeauty.test'],
      ]) {
        cookies[who] = await signIn(origin, email, DEMO_PASSWORD);
      }
      results.growth.loadBefore = os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
      log(`Growth: timing every page's API call, one after another (load ${results.growth.loadBefore})`);
      const targets = await growthTargets({ origin, databaseUrl: stack.databaseUrl, cookies });
      results.growth.calls = await measureGrowthCalls(origin, targets, {
        samples: Number(process.env.BENCH_GROWTH_SAMPLES ?? 200),
        warmup: 10,
      });
      log('Growth: stats recompute (in process) and the worker scans (EXPLAIN ANALYZE)');
      results.growth.stats = await measureStatsRecompute(stack.databaseUrl);
      results.growth.explain = await explainWorkerQueries(stack.databaseUrl);
      results.growth.loadAfter = os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
      printGrowth(results.growth);
      results.growth.markdown = growthMarkdown(results.growth);
    }

    if (parts.has('pipeline')) {
      const setAside = await setAsideOutbox(stack);
      if (setAside) log(`Pipeline: set aside ${setAside} events written by the HTTP runs`);
      // BENCH_WORKERS=N: N worker processes take the jobs (as N replicas would in production).
      const workers = [];
      for (let i = 0; i < Math.max(1, Number(process.env.BENCH_WORKERS ?? 1)); i += 1)
        workers.push(await stack.startWorker());
      worker = workers[0];
      log(
        `Pipeline: outbox latency (1,000 events at 50/s), then email throughput (burst of 500; ${workers.length} worker process(es))`,
      );
      results.pipeline = await measurePipeline({ stack, smtp, workerPids: workers.map((w) => w.pid) });
      for (const w of workers) await stack.stop(w);
    }

    if (parts.has('images')) {
      log('Images: 12 MP JPEG → 3 WebP sizes, worker processor vs plain sharp');
      results.images = await measureImages({ dir: stack.dir });
    }

    if (parts.has('lighthouse')) {
      const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
      results.lighthouse = await measurePublicPages({
        origin,
        runs,
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        log,
      });
    }
    if (parts.has('inp')) {
      results.inp = await measureInp({
        origin,
        runs: Number(process.env.BENCH_INP_RUNS ?? 5),
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        log,
      });
    }
    await stack.stop(api);
  } finally {
    await smtp.close();
    await stack.cleanup();
  }

  printTable(results);
  const stamp = results.machine.date.replace(/[:]/g, '-');
  mkdirSync(path.join(root, 'var/bench'), { recursive: true });
  writeFileSync(path.join(root, `var/bench/${stamp}.json`), JSON.stringify(results, null, 2));
  if (writeTheDoc) {
    writeDoc(path.join(root, 'docs/benchmarks.md'), results);
    // The tables line up as the repository's formatter (biome, checked by `npm test`) wants them.
    run('npx', ['biome', 'format', '--write', 'docs/benchmarks.md'], { stdio: 'ignore' });
    log(`Wrote docs/benchmarks.md (raw figures in var/bench/${stamp}.json)`);
  } else {
    log(`Raw figures in var/bench/${stamp}.json (docs/benchmarks.md is written only by a full run)`);
  }
}

async function startBaseline(stack, port) {
  const child = stack.startNode('baseline', path.join(root, 'tests/bench/baseline-server.mjs'), {
    BENCH_BASELINE_PORT: String(port),
  });
  if (!(await waitForHttp(`http://127.0.0.1:${port}/bench/baseline`, 15_000, child))) {
    throw new Error(`the baseline server did not start:\n${stack.tail(child)}`);
  }
  return child;
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  process.exit(1);
});

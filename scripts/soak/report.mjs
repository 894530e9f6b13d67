// The soak's report (see scripts/soak.mjs): the figures of a run, printed and kept as JSON in
// var/soak/, with what each check found.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, root } from '../lib.mjs';

const MAIL_FROM = 'Bridal Beauty <no-reply@soak.example>';
const STAFF_EMAIL = 'staff@soak.example';

/** The environment of the soak's API and worker processes: production, with limits lifted. */
export function soakEnv({
  publicUrl,
  databaseUrl,
  redisUrl,
  prefix,
  smtpUrl,
  dir,
  metricsToken,
  sessionSecret,
}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: sessionSecret,
    METRICS_TOKEN: metricsToken,
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    SMTP_URL: smtpUrl,
    MAIL_FROM,
    STAFF_EMAILS: STAFF_EMAIL,
    CONTACT_EMAILS: STAFF_EMAIL,
    STORAGE_DIR: path.join(dir, 'storage'),
    EMAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    // Every request comes from 127.0.0.1: the per-address limits would refuse the traffic.
    RATE_LIMIT_CONTACT_PER_HOUR: '100000000',
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: '100000',
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: '100000',
    RATE_LIMIT_ACCOUNT_FORMS_PER_15_MIN: '100000000',
    RATE_LIMIT_RESET_EMAILS_PER_HOUR: '100000',
    RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '100000000',
    BOOKING_MAX_PENDING_PER_CUSTOMER: '100000',
  };
}

/** The run's figures: requests by kind, accepted writes, faults, emails and each check's result. */
export function soakReport({
  started,
  seed,
  minutes,
  users,
  loadAtStart,
  trafficMs,
  settleMs,
  traffic,
  faults,
  starts,
  emails,
  samples,
  results,
}) {
  const byKind = {};
  for (const [kind, s] of Object.entries(traffic.stats)) byKind[kind] = { ...s };
  const acceptedByKind = {};
  for (const op of traffic.accepted) acceptedByKind[op.kind] = (acceptedByKind[op.kind] ?? 0) + 1;
  const cpus = os.cpus();
  const report = {
    date: new Date(started).toISOString().replace(/\.\d+Z$/, 'Z'),
    seed,
    minutes,
    users,
    machine: {
      cpu: cpus[0]?.model.trim(),
      cores: cpus.length,
      ramGiB: +(os.totalmem() / 1024 ** 3).toFixed(1),
      loadAvgAtStart: loadAtStart,
      loadAvgAtEnd: os.loadavg().map((l) => +l.toFixed(2)),
      node: process.version,
    },
    trafficMinutes: +(trafficMs / 60_000).toFixed(2),
    settleSeconds: Math.round(settleMs / 1000),
    requests: byKind,
    acceptedWrites: acceptedByKind,
    faults: {
      workerKills: faults.worker.length,
      apiKills: faults.api.length,
      redisRestarts: faults.redis.length,
    },
    starts,
    emails,
    memorySamples: samples.length,
    results: results.map(({ name, pass, figures, problems }) => ({
      name,
      pass,
      figures,
      problems: problems.slice(0, 20),
    })),
  };
  return report;
}

/** Prints the report (with every problem counted) and writes it to var/soak/<date>.json. */
export function printAndKeep(report, results) {
  const byKind = report.requests;
  const { workerKills, apiKills, redisRestarts } = report.faults;
  console.log('\nRequests by kind (sent / accepted / refused 4xx / failed: no answer or 5xx)');
  for (const [kind, s] of Object.entries(byKind).sort()) {
    console.log(
      `  ${kind.padEnd(11)} ${String(s.sent).padStart(6)} ${String(s.accepted).padStart(6)} ${String(s.refused).padStart(6)} ${String(s.failed).padStart(6)}  ${JSON.stringify(s.statuses)}`,
    );
  }
  console.log(
    `Faults: ${workerKills} worker kill -9, ${apiKills} API kill -9, ${redisRestarts} Redis kill -9 + empty restart`,
  );
  console.log(`Emails received: ${report.emails}\n`);
  for (const r of results) {
    console.log(`${r.pass ? '\x1b[32mPASS\x1b[0m' : '\x1b[31mFAIL\x1b[0m'} ${r.name}`);
    console.log(`     ${JSON.stringify(r.figures)}`);
    for (const p of r.problems.slice(0, 8)) console.log(`     - ${p}`);
    if (r.problems.length > 8) console.log(`     … and ${r.problems.length - 8} more`);
  }
  mkdirSync(path.join(root, 'var/soak'), { recursive: true });
  const file = path.join(root, `var/soak/${report.date.replace(/:/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  log(`Figures in ${path.relative(root, file)}`);
}

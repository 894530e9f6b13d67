// The figures as a terminal table and as the "Latest run" section of docs/benchmarks.md, each
// beside its target (issue 6, point 2). A miss is reported, never an error: the bench does not
// fail on speed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PUBLIC_GETS = new Set(['services', 'testimonials', 'gallery', 'html']);
const START = '<!-- bench:latest:start -->';
const END = '<!-- bench:latest:end -->';

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const ms = (value) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value.toFixed(1)) : '—');
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (ok) => (ok === null ? '' : ok ? 'met' : 'MISSED');

/** One row per figure: [what, value columns..., target, verdict]. */
export function rows(results) {
  const http = [];
  const other = [];
  const baseline = results.http?.find((r) => r.key === 'baseline');
  for (const r of results.http ?? []) {
    const ratio = baseline ? r.rps / baseline.rps : Number.NaN;
    let target = '';
    let ok = null;
    if (PUBLIC_GETS.has(r.key)) {
      target = '≥ 50% of baseline, p99 < 25 ms';
      ok = ratio >= 0.5 && r.p99 < 25 && r.failed === 0;
    } else if (r.key === 'bookings') {
      target = 'p99 < 50 ms at 100 req/s (exclusion constraint on)';
      ok = r.p99 < 50 && r.failed === 0 && r.rps >= 95;
    } else if (r.key === 'availability') {
      target = 'p99 < 30 ms';
      ok = r.p99 < 30 && r.failed === 0;
    } else if (r.key === 'baseline') {
      target = '(baseline)';
    } else if (r.key === 'koa') {
      target = '(for reference)';
    }
    const failed = r.failed ? ` (${r.failed} not 2xx)` : '';
    http.push([
      r.name + failed,
      fixed(r.rps),
      ms(r.p50),
      ms(r.p99),
      `${fixed(ratio * 100)}%`,
      Number.isFinite(r.serverCpu) ? `${fixed(r.serverCpu * 100)}%` : '—',
      target,
      mark(ok),
    ]);
  }
  if (results.coldAvailability) {
    const cold = results.coldAvailability;
    other.push([
      `Availability with nothing kept: 31 days × 10 stylists, 2 years booked (${cold.questions} questions, in process, one at a time)`,
      `p50 ${ms(cold.p50)} ms, p99 ${ms(cold.p99)} ms, max ${ms(cold.max)} ms`,
      '',
      '',
    ]);
  }
  if (results.pipeline) {
    const { outbox, email } = results.pipeline;
    other.push([
      `Outbox latency, commit → job started (${outbox.events} events at ${outbox.ratePerS}/s)`,
      `p50 ${ms(outbox.p50)} ms, p99 ${ms(outbox.p99)} ms, max ${ms(outbox.max)} ms`,
      'p99 < 200 ms',
      mark(outbox.p99 < 200),
    ]);
    other.push([
      `Email throughput to local SMTP (${email.events} events, ${email.emails} emails)`,
      `${fixed(email.emailsPerS, 1)} emails/s (${fixed(email.eventsPerS, 1)} events/s; ${(email.workers ?? 1) > 1 ? `${email.workers} workers, ` : ''}worker CPU ${fixed(email.workerCpuMsPerEmail, 2)} ms/email, ${fixed(email.workerCpuShare * 100, 0)}% of a core)`,
      '≥ 200 emails/s',
      mark(email.emailsPerS >= 200),
    ]);
  }
  if (results.images) {
    const { plain, worker, ratio, source } = results.images;
    other.push([
      `Images: ${(source.width * source.height) / 1e6} MP JPEG → 3 WebP sizes, worker's processor`,
      `${ms(worker.msPerImage)} ms/image (plain sharp ${ms(plain.msPerImage)} ms/image, ×${fixed(ratio, 2)})`,
      '≤ 1.3× plain sharp',
      mark(ratio <= 1.3),
    ]);
  }
  if (results.lighthouse) {
    // Issue 15's figures, page by page (mobile settings, median of the runs).
    const { pages, desktop } = results.lighthouse;
    for (const lh of pages) {
      const scores = [lh.performance, lh.accessibility, lh.bestPractices, lh.seo];
      other.push([
        `Lighthouse ${lh.path}: perf / a11y / best practices / SEO (${lh.formFactor}, median of ${lh.runs}; runs ${lh.allPerformance.join(', ')})`,
        scores.join(' / '),
        'each ≥ 98',
        mark(scores.every((s) => s >= 98)),
      ]);
      other.push([
        `Lighthouse ${lh.path}: FCP / LCP / TBT / CLS`,
        `${ms(lh.fcpMs)} ms / ${ms(lh.lcpMs)} ms / ${ms(lh.tbtMs)} ms / ${fixed(lh.cls, 3)}`,
        'TBT < 200 ms, CLS < 0.02',
        mark(lh.tbtMs < 200 && lh.cls < 0.02),
      ]);
      const landing = lh.path === '/';
      other.push([
        `JavaScript of ${lh.path} (${lh.jsFiles} files, gzip -9)`,
        `${kb(lh.jsGzipBytes)} (raw ${kb(lh.jsRawBytes)}, on the wire ${kb(lh.jsTransferBytes)})`,
        landing ? '≤ 120 kB' : '',
        landing ? mark(lh.jsGzipBytes <= 120_000) : '',
      ]);
    }
    if (desktop) {
      other.push([
        'Lighthouse desktop settings, landing page, for reference (perf; LCP / TBT / CLS)',
        `${desktop.performance}; ${ms(desktop.lcpMs)} ms / ${ms(desktop.tbtMs)} ms / ${fixed(desktop.cls, 3)}`,
        '',
        '',
      ]);
    }
  }
  for (const r of results.inp ?? []) {
    const reference = r.network !== 'slow 4G';
    other.push([
      `INP of a tap on ${r.tap} 100 ms after first paint, 4× CPU, ${reference ? 'network not throttled (for reference)' : 'slow 4G'} (median of ${r.runs}; ${r.allMs.join(', ')} ms)`,
      `${r.medianMs} ms`,
      reference ? '' : '≤ 100 ms',
      reference ? '' : mark(r.medianMs <= 100),
    ]);
  }
  return { http, other };
}

function pad(cells, widths) {
  return cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
}

function asciiTable(header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => String(r[i]).length)));
  return [
    pad(header, widths),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body.map((r) => pad(r, widths)),
  ].join('\n');
}

const HTTP_HEADER = [
  'HTTP (autocannon; 10 connections unless said)',
  'req/s',
  'p50 ms',
  'p99 ms',
  'vs baseline',
  'server CPU',
  'target',
  '',
];
const OTHER_HEADER = ['Pipeline, images, landing page', 'figure', 'target', ''];

export function printTable(results) {
  const { http, other } = rows(results);
  if (http.length) console.log(`\n${asciiTable(HTTP_HEADER, http)}`);
  if (other.length) console.log(`\n${asciiTable(OTHER_HEADER, other)}`);
  for (const line of failingAuditLines(results)) console.log(`\n${line}`);
}

/** One line a page: its Lighthouse audits scoring below 0.9. */
function failingAuditLines(results) {
  return (results.lighthouse?.pages ?? [])
    .filter((page) => page.failingAudits.length > 0)
    .map((page) => `Lighthouse audits below 0.9 on ${page.path}: ${page.failingAudits.join(', ')}.`)
    .concat(
      (results.lighthouse?.pages ?? [])
        .filter((page) => page.runErrors?.length > 0)
        .map((page) => `Lighthouse runs that failed on ${page.path}: ${page.runErrors.join('; ')}.`),
    );
}

function markdownTable(header, body) {
  const esc = (c) => String(c).replace(/\|/g, '\\|');
  return [
    `| ${header.map(esc).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...body.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

export function machineMarkdown(machine) {
  return [
    `- Date: ${machine.date}`,
    `- CPU: ${machine.cpu}, ${machine.cores} cores; RAM ${machine.ramGiB} GiB; load average at start ${machine.loadAvg}`,
    `- Node.js ${machine.node}, PostgreSQL ${machine.postgres}, Redis ${machine.redis}`,
    `- Commit ${machine.commit}${machine.dirty ? ' (with uncommitted changes)' : ''}`,
  ].join('\n');
}

export function latestSection(results) {
  const { http, other } = rows(results);
  const parts = [`### Latest run\n\n${machineMarkdown(results.machine)}`];
  if (http.length) parts.push(markdownTable(HTTP_HEADER, http));
  if (other.length)
    parts.push(markdownTable(['Pipeline, images, landing page', 'figure', 'target', ''], other));
  parts.push(...failingAuditLines(results));
  return parts.join('\n\n');
}

/** Replace the "Latest run" section of the document (created with a short head if missing). */
export function writeDoc(file, results) {
  const section = `${START}\n${latestSection(results)}\n${END}`;
  let doc = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nWritten by `npm run bench` (tests/bench). Targets: issue 6, point 2.\n\n';
  if (doc.includes(START) && doc.includes(END)) {
    doc = doc.slice(0, doc.indexOf(START)) + section + doc.slice(doc.indexOf(END) + END.length);
  } else {
    doc = `${doc.trimEnd()}\n\n${section}\n`;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, doc);
}

/** Issue 14, point 9: every page's API call on the grown data, the stats recompute, the worker scans. */
export function growthRows(growth) {
  const calls = (growth.calls ?? []).map((c) => [
    c.page,
    `GET ${c.path.length > 70 ? `${c.path.slice(0, 67)}…` : c.path}`,
    ms(c.p50),
    ms(c.p99),
    ms(c.max),
    String(c.samples),
    kb(c.bytes),
    'p99 < 50 ms',
    c.failed ? `FAILED (${c.failed} × ${c.status})` : mark(c.p99 < 50),
  ]);
  const other = [];
  if (growth.stats) {
    const s = growth.stats;
    other.push([
      `Stats recompute, busiest stylist (${s.bookings} bookings; ${s.runs} runs, in process)`,
      `p50 ${ms(s.p50)} ms, max ${ms(s.max)} ms (whole team of ${s.teamSize} in one statement: ${ms(s.team)} ms)`,
      '< 1 s',
      mark(s.max < 1000),
    ]);
    if (s.studio) {
      other.push([
        `Studio stats recompute, every booking (${s.studio.bookings} bookings; ${s.runs} runs, in process)`,
        `p50 ${ms(s.studio.p50)} ms, max ${ms(s.studio.max)} ms`,
        '< 1 s',
        mark(s.studio.max < 1000),
      ]);
    }
  }
  for (const e of growth.explain ?? []) {
    other.push([
      `EXPLAIN ANALYZE: ${e.name}`,
      `${e.indexes.length ? `index ${e.indexes.join(', ')}` : 'no index'}${e.seqScans.length ? `; Seq Scan on ${e.seqScans.join(', ')}` : ''}; ${ms(e.ms)} ms`,
      'uses an index, no Seq Scan',
      mark(e.indexes.length > 0 && e.seqScans.length === 0),
    ]);
  }
  return { calls, other };
}

const GROWTH_CALL_HEADER = ['Page', 'API call', 'p50 ms', 'p99 ms', 'max ms', 'calls', 'body', 'target', ''];
const GROWTH_OTHER_HEADER = ['Worker side', 'figure', 'target', ''];

export function printGrowth(growth) {
  const { calls, other } = growthRows(growth);
  const c = growth.seed?.counts;
  if (c) {
    console.log(
      `\nGrowth data: ${c.bookings} bookings (${c.busyCustomerBookings} of them the signed-in customer's), ${c.stylistBlocks} stylist blocks, ${c.timelineEntries} timeline entries, ${c.outboxEvents} outbox events, ${c.outboxEventJobs} event jobs, ${c.emailDeliveries} email deliveries, ${c.customers} customers, ${c.consultations} consultations, ${c.contactMessages} contact messages, ${c.consultationRequests} consultation requests, ${c.testimonials} testimonials, ${c.galleryItems} gallery items; database ${c.databaseSize}; seeded in ${growth.seed.seconds.toFixed(1)} s (${growth.seed.steps.map((s) => `${s.label} ${s.seconds.toFixed(1)} s`).join(', ')})`,
    );
  }
  if (calls.length) console.log(`\n${asciiTable(GROWTH_CALL_HEADER, calls)}`);
  if (other.length) console.log(`\n${asciiTable(GROWTH_OTHER_HEADER, other)}`);
  for (const e of growth.explain ?? []) console.log(`\n${e.name}:\n  ${e.plan.join('\n  ')}`);
  console.log(`\nLoad average before ${growth.loadBefore}, after ${growth.loadAfter}`);
}

export function growthMarkdown(growth) {
  const { calls, other } = growthRows(growth);
  return [markdownTable(GROWTH_CALL_HEADER, calls), markdownTable(GROWTH_OTHER_HEADER, other)].join('\n\n');
}

// What the soak proves at the end, once everything has settled: each check answers PASS or FAIL
// with its figures and, when it fails, the first offenders.
import path from 'node:path';
import { root } from '../lib.mjs';
import { rootRequire, workerRequire } from './infra.mjs';

const { subscriptions } = workerRequire(path.join(root, 'services/worker/dist/pipeline/registry.js'));
const { planReminder, scheduledAt, bookingReminderJobId } = workerRequire(
  path.join(root, 'services/worker/dist/bookings/booking-reminder-plan.js'),
);

/**
 * The documented SMTP window (services/worker/src/pipeline/email.ts, sendDelivery): a worker killed
 * between the server's acceptance of an email and its commit of "sent" sends that email again,
 * with the same Message-ID. A second copy counts as such only when its first copy arrived at
 * most this long before a worker was killed (the kill lands after the acceptance; a loaded
 * machine may leave the worker's commit a little behind the listener).
 */
export const SMTP_WINDOW_MS = 3_000;

/** Templates sent to the person who made the request, by whom the accepted request names. */
const TO_REQUESTER = new Set([
  'contact-acknowledgment',
  'email-confirmation',
  'booking-confirmation',
  'booking-cancelled',
  'booking-confirmed',
]);

/**
 * A booking's confirmation (or its 'confirmed' notice) is not sent when the booking was cancelled
 * before that email's job ran (the job reads the booking as it is then; the cancellation email
 * goes out instead): not a lost email.
 */
const SUPERSEDED_BY_CANCELLATION = new Set(['booking-confirmation', 'booking-confirmed']);

const emailTemplates = (type) =>
  (subscriptions[type] ?? []).filter((job) => job.startsWith('email.')).map((job) => job.slice(6));

export async function checkEmails({ db, smtp, accepted, workerKills }) {
  const deliveries = await db('email_deliveries').select(
    'id',
    'eventId',
    'template',
    'toAddress',
    'status',
    'messageId',
    'lastError',
  );
  const byEventTemplate = new Map();
  for (const d of deliveries) {
    const key = `${d.eventId}|${d.template}`;
    byEventTemplate.set(key, [...(byEventTemplate.get(key) ?? []), d]);
  }
  const arrivals = new Map();
  for (const m of smtp.messages) {
    const id = m.messageId ?? '(none)';
    arrivals.set(id, [...(arrivals.get(id) ?? []), m.at]);
  }

  const problems = [];
  let expected = 0;
  let superseded = 0;
  // 1. Every accepted request wrote its event, and that event's emails were each sent and arrived.
  const eventsOf = new Map();
  for (const op of accepted) {
    if (!op.entityId) {
      problems.push(`${op.kind}: accepted but its entity was not found`);
      continue;
    }
    const key = `${op.entityId}|${op.type}`;
    if (!eventsOf.has(key))
      eventsOf.set(
        key,
        await db('outbox_events').where({ entityId: op.entityId, type: op.type }).select('id'),
      );
    const events = eventsOf.get(key);
    if (events.length === 0) {
      problems.push(`${op.kind} ${op.entityId}: no ${op.type} event`);
      continue;
    }
    for (const template of emailTemplates(op.type)) {
      for (const event of events) {
        const rows = byEventTemplate.get(`${event.id}|${template}`) ?? [];
        if (rows.length === 0 && SUPERSEDED_BY_CANCELLATION.has(template)) {
          const booking = await db('bookings').where({ id: op.entityId }).first('status');
          if (booking?.status === 'cancelled') {
            superseded += 1;
            continue;
          }
        }
        if (rows.length === 0) {
          problems.push(`${op.kind} ${op.entityId}: no ${template} email for event ${event.id}`);
          continue;
        }
        if (op.to && TO_REQUESTER.has(template) && !rows.some((r) => r.toAddress.toLowerCase() === op.to))
          problems.push(`${op.kind} ${op.entityId}: ${template} not addressed to ${op.to}`);
      }
      expected += 1;
    }
  }

  // 2. Every email recorded was sent and arrived; nothing arrived that was not recorded; nothing
  //    arrived twice except inside the documented window.
  const recorded = new Set();
  let windowDuplicates = 0;
  let cancelled = 0;
  for (const d of deliveries) {
    if (d.status === 'cancelled') {
      cancelled += 1;
      continue;
    }
    if (d.status !== 'sent') {
      problems.push(`delivery ${d.template} to ${d.toAddress}: ${d.status} (${d.lastError ?? ''})`);
      continue;
    }
    recorded.add(d.messageId);
    const times = arrivals.get(d.messageId) ?? [];
    if (times.length === 0)
      problems.push(`delivery ${d.template} to ${d.toAddress}: recorded sent, never arrived`);
    if (times.length > 1) {
      const first = times[0];
      const inWindow =
        times.length === 2 &&
        workerKills.some((killedAt) => first <= killedAt && killedAt - first <= SMTP_WINDOW_MS);
      if (inWindow) windowDuplicates += 1;
      else
        problems.push(
          `delivery ${d.template} to ${d.toAddress}: arrived ${times.length} times outside the window`,
        );
    }
  }
  const unknown = [...arrivals.keys()].filter((id) => !recorded.has(id));
  for (const id of unknown) problems.push(`an email arrived that no delivery records: ${id}`);

  return {
    name: 'Emails: each accepted request’s emails sent exactly once (beyond the SMTP window)',
    pass: problems.length === 0,
    figures: {
      acceptedRequests: accepted.length,
      expectedEmailJobs: expected,
      notSentBookingCancelledFirst: superseded,
      deliveriesRecorded: deliveries.length,
      cancelled,
      emailsReceived: smtp.messages.length,
      duplicatesInWindow: windowDuplicates,
      problems: problems.length,
    },
    problems,
  };
}

export async function checkEvents({ db }) {
  const open = await db('outbox_events')
    .whereNull('completedAt')
    .select('id', 'type', 'publishedAt', 'publishAttempts', 'lastError');
  const [{ total }] = await db('outbox_events').count('id as total');
  const stuckUploads = await db('uploads').where({ status: 'uploaded' }).select('id', 'createdAt');
  const problems = [
    ...open.map(
      (e) =>
        `event ${e.id} ${e.type} unfinished (published ${e.publishedAt ?? 'never'}, ${e.lastError ?? ''})`,
    ),
    ...stuckUploads.map((u) => `upload ${u.id} still 'uploaded' (never converted)`),
  ];
  return {
    name: 'Events: no outbox event unfinished, no upload left unconverted',
    pass: problems.length === 0,
    figures: { events: Number(total), unfinished: open.length, uploadsStuck: stuckUploads.length },
    problems,
  };
}

export async function checkOverlap({ db }) {
  const { rows } = await db.raw(`
    SELECT a.stylist_id, a.id AS a, b.id AS b, a.held::text AS a_held, b.held::text AS b_held
    FROM stylist_blocks a
    JOIN stylist_blocks b ON a.stylist_id = b.stylist_id AND a.id < b.id AND a.held && b.held
    WHERE a.active AND b.active`);
  const { rows: count } = await db.raw('SELECT count(*)::int AS n FROM stylist_blocks WHERE active');
  return {
    name: 'Staffing: no two active blocks of one stylist overlap',
    pass: rows.length === 0,
    figures: { activeBlocks: count[0].n, overlaps: rows.length },
    problems: rows.map((r) => `stylist ${r.stylist_id}: ${r.a_held} overlaps ${r.b_held}`),
  };
}

export async function checkReminders({ db, redisUrl, prefix, soakBookingIds, redisRestarts }) {
  const Redis = rootRequire('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    const now = new Date();
    const bookings = await db('bookings')
      .whereIn('status', ['pending', 'confirmed'])
      .select('id', 'status', 'eventDate', 'eventTime', 'createdAt');
    const problems = [];
    let owed = 0;
    let soakOwed = 0;
    let soakMissing = 0;
    // A reminder job lives only in Redis: one scheduled before Redis lost its data is gone unless
    // something schedules it again. Which of the missing ones were last synced before a restart?
    let lostWithRedis = 0;
    for (const b of bookings) {
      const plan = planReminder(b, await scheduledAt(db, b.id, new Date(b.createdAt)), now);
      if (!plan.send) continue;
      owed += 1;
      const fromSoak = soakBookingIds.has(b.id);
      if (fromSoak) soakOwed += 1;
      const data = await redis.hget(`${prefix}:reminders:${bookingReminderJobId(b.id)}`, 'data');
      const startsAt = data ? JSON.parse(data).startsAt : null;
      if (startsAt !== plan.startsAt.toISOString()) {
        if (fromSoak) soakMissing += 1;
        // Its last event was published (so its reminder possibly scheduled) before Redis restarted.
        const [{ published }] = await db('outbox_events')
          .where({ entityType: 'booking', entityId: b.id })
          .max('publishedAt as published');
        if (published && redisRestarts.some((at) => at > new Date(published).getTime())) lostWithRedis += 1;
        problems.push(
          `${fromSoak ? 'soak' : 'seeded'} booking ${b.id} (${b.eventDate} ${b.eventTime}): ${
            startsAt ? `reminder for ${startsAt}` : 'no reminder job'
          }`,
        );
      }
    }
    return {
      name: 'Reminders: every upcoming booking has its reminder job in Redis',
      pass: problems.length === 0,
      figures: {
        upcoming: bookings.length,
        owedAReminder: owed,
        missing: problems.length,
        soakBookingsOwed: soakOwed,
        soakBookingsMissing: soakMissing,
        missingPublishedBeforeARedisRestart: lostWithRedis,
      },
      problems,
    };
  } finally {
    redis.disconnect();
  }
}

/** Mean of the samples in [from, to) (ms since start) of one series. */
function meanBetween(samples, key, from, to) {
  const values = samples.filter((s) => s.t >= from && s.t < to && Number.isFinite(s[key])).map((s) => s[key]);
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN;
}

export function checkMemory({ samples, runMs, warmupMs }) {
  const figures = {};
  const problems = [];
  for (const key of ['api', 'worker']) {
    const early = meanBetween(samples, key, warmupMs, warmupMs + 60_000);
    const late = meanBetween(samples, key, runMs - 60_000, runMs + 1);
    const growth = late / early - 1;
    figures[key] = {
      earlyMiB: +(early / 2 ** 20).toFixed(1),
      lastMiB: +(late / 2 ** 20).toFixed(1),
      growthPct: +(growth * 100).toFixed(1),
      peakMiB: +(Math.max(...samples.map((s) => s[key]).filter(Number.isFinite)) / 2 ** 20).toFixed(1),
    };
    // For the reader, not the verdict: V8's heap in use over the same minutes (RSS also holds
    // memory V8 and the allocator keep after a collection).
    const heapEarly = meanBetween(samples, `${key}Heap`, warmupMs, warmupMs + 60_000);
    const heapLate = meanBetween(samples, `${key}Heap`, runMs - 60_000, runMs + 1);
    figures[key].heapEarlyMiB = +(heapEarly / 2 ** 20).toFixed(1);
    figures[key].heapLastMiB = +(heapLate / 2 ** 20).toFixed(1);
    if (!(growth < 0.1))
      problems.push(
        `${key}: ${figures[key].growthPct}% growth (${figures[key].earlyMiB} → ${figures[key].lastMiB} MiB)`,
      );
  }
  return {
    name: `Memory: API and worker RSS grow < 10% from minute ${(warmupMs / 60_000).toFixed(1)} to the last minute`,
    pass: problems.length === 0,
    figures,
    problems,
  };
}

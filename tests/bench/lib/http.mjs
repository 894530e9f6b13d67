// HTTP figures with autocannon: one measured run of DURATION seconds per target after a short
// warm-up that is not counted. req/s is autocannon's average over the run; p50/p99 its latency
// percentiles (ms).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../../scripts/lib.mjs';

const require = createRequire(path.join(root, 'package.json'));
const autocannon = require('autocannon');
const { addDays, todayInBusinessZone } = require(path.join(root, 'packages/domain/dist/slots.js'));

const BROWSER_JSON = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const BROWSER_HTML = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

function cannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: 10, pipelining: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    // Do not let autocannon print its own progress bar or table.
    instance.on('error', () => {});
  });
}

/** CPU time (user + system, ms) a process has used so far (Linux /proc). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Warm up for `warmupS`, then one measured run; returns the figures the table shows, with the
 * share of one core the server process used meanwhile (near 100%: the server is the limit; well
 * below: the load generator, on the same two cores, is).
 */
export async function measure(name, options, { durationS, warmupS, serverPid }) {
  if (warmupS > 0) await cannon({ ...options, duration: warmupS });
  const cpuBefore = cpuMs(serverPid);
  const started = performance.now();
  const result = await cannon({ ...options, duration: durationS });
  const serverCpu = (cpuMs(serverPid) - cpuBefore) / (performance.now() - started);
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    serverCpu,
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed,
    statusCodes: result.statusCodeStats,
    rate: options.overallRate ?? null,
  };
}

/** Sign in through the real form (POST /api/login) and return the session cookie. */
export async function signIn(origin, email, password) {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => /^(__Host-)?sid=./.test(pair));
  if (res.status !== 303 || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookie;
}

/**
 * Booking bodies past the seeded two years of bookings, ten a day at times the team of ten can
 * always staff (the allocator still reads everyone's hours and held time, and the exclusion
 * constraint checks every block written), so no request is refused for want of a stylist.
 */
export function bookingBodies() {
  const start = addDays(todayInBusinessZone(), 400);
  const times = ['09:00', '13:00'];
  let n = 0;
  return () => {
    const day = Math.floor(n / 10);
    const eventTime = times[n % times.length];
    n += 1;
    return JSON.stringify({
      makeupService: 'better',
      hairService: 'styled',
      eventDate: addDays(start, day),
      eventTime,
      serviceArea: 'puyallup',
      eventType: 'engagement',
      paymentMethod: 'venmo',
      paymentHandle: '@bench-client',
    });
  };
}

export const AVAILABILITY_SELECTIONS = [
  'bridalPackage=bride-plus-party&bridesmaidCount=4&timeMode=ready-by&serviceArea=graham',
  'makeupService=good&serviceArea=tacoma',
  'bridalPackage=bride-only&addOns=onsite-touchups&serviceArea=puyallup',
  'makeupService=best&hairService=updo&partySize=3&serviceArea=sumner',
];

/** 31-day availability questions over the coming year, each selection and month different, so few repeat. */
export function availabilityPaths() {
  const today = todayInBusinessZone();
  let n = 0;
  return () => {
    const from = addDays(today, (n * 7) % 330);
    const selection = AVAILABILITY_SELECTIONS[n % AVAILABILITY_SELECTIONS.length];
    n += 1;
    return `/api/availability?from=${from}&to=${addDays(from, 30)}&${selection}`;
  };
}

/**
 * Every HTTP target, in order. The baseline is a route that does nothing, mounted in the API app
 * itself in bench mode (BENCH_BASELINE_ROUTE=1): it goes through the same middleware (request id
 * and log line, metrics, security headers, CSRF check, session lookup, router), so a public read's
 * ratio to it is what the read itself costs. A bare Koa app in a process of its own is shown too:
 * the floor of the framework, and how much the middleware stack costs on top of it.
 */
export function httpTargets({ origin, koaOrigin, cookie }) {
  const nextBooking = bookingBodies();
  const nextAvailability = availabilityPaths();
  const booking = (connections) => ({
    url: `${origin}/api/bookings`,
    connections,
    overallRate: 100,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        headers: { ...BROWSER_JSON, 'content-type': 'application/json', origin, cookie },
        setupRequest(request) {
          request.body = nextBooking();
          return request;
        },
      },
    ],
  });
  return [
    {
      name: 'Baseline: empty route in the API app (bench mode)',
      key: 'baseline',
      options: { url: `${origin}/api/bench/baseline`, headers: BROWSER_JSON },
    },
    {
      name: 'Bare Koa app, own process (framework floor)',
      key: 'koa',
      options: { url: `${koaOrigin}/bench/baseline`, headers: BROWSER_JSON },
    },
    {
      name: 'GET /api/services',
      key: 'services',
      options: { url: `${origin}/api/services`, headers: BROWSER_JSON },
    },
    {
      name: 'GET /api/testimonials',
      key: 'testimonials',
      options: { url: `${origin}/api/testimonials`, headers: BROWSER_JSON },
    },
    {
      name: 'GET /api/gallery',
      key: 'gallery',
      options: { url: `${origin}/api/gallery`, headers: BROWSER_JSON },
    },
    { name: 'GET / (HTML)', key: 'html', options: { url: `${origin}/`, headers: BROWSER_HTML } },
    {
      name: 'POST /api/contact',
      key: 'contact',
      options: {
        url: `${origin}/api/contact`,
        method: 'POST',
        headers: { ...BROWSER_JSON, 'content-type': 'application/json', origin },
        body: JSON.stringify({
          name: 'Bench Visitor',
          email: 'bench.visitor@example.com',
          phone: '253-555-0100',
          subject: 'Wedding in June',
          message: 'Could you do hair and makeup for a bridal party of five in Puyallup?',
        }),
      },
    },
    // autocannon's rate limit lets each connection send its share of a second back to back at
    // the start of the second. Two connections keep the requests in flight near what 100 req/s
    // spread over the second means (Little's law: 100/s x ~15 ms = 1.5); ten make bursts of ten.
    {
      name: 'GET /api/availability, 31 days × 10 stylists, 2 years booked (each question new; days kept until a change)',
      key: 'availability',
      options: {
        url: `${origin}/api/availability`,
        requests: [
          {
            method: 'GET',
            headers: BROWSER_JSON,
            setupRequest(request) {
              request.path = nextAvailability();
              return request;
            },
          },
        ],
      },
    },
    { name: 'POST /api/bookings (100 req/s, 2 connections)', key: 'bookings', options: booking(2) },
    {
      name: 'POST /api/bookings (100 req/s, 10 connections, bursts)',
      key: 'bookings10',
      options: booking(10),
    },
  ];
}

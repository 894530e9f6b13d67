// Mixed traffic as the site's visitors, customers and admin make it, through the real HTTP API
// (same-origin writes, session cookies, Idempotency-Key on bookings): what each request was
// answered is counted, and what was accepted is remembered for the checks at the end.
import path from 'node:path';
import { root } from '../lib.mjs';
import { createActions } from './actions.mjs';
import { sleep, workerRequire } from './infra.mjs';

const JSON_HEADERS = { accept: 'application/json' };

/** How often each kind of action is picked (a visitor's reads are most of the traffic). */
export const WEIGHTS = {
  visitor: 34,
  contact: 5,
  review: 4,
  signup: 5,
  signin: 6,
  booking: 18,
  reschedule: 8,
  cancel: 5,
  upload: 2,
  confirm: 8,
  moderate: 5,
};

const ADMIN_KINDS = new Set(['upload', 'confirm', 'moderate']);

export function createTraffic({ rng, apis, publicUrl, db, adminEmail, adminPassword, jpeg, tag }) {
  const stats = {};
  const count = (kind, outcome) => {
    stats[kind] ??= { sent: 0, accepted: 0, refused: 0, failed: 0, statuses: {} };
    stats[kind][outcome] += 1;
  };
  /** Accepted writes: what each owes (the event it wrote, the emails that event sends). */
  const accepted = [];
  const customers = [];
  const bookings = new Map();
  const pendingReviews = [];
  let adminCookie = null;
  let next = 0;

  async function call(
    method,
    urlPath,
    { json, form, cookie, headers = {}, body, timeoutMs = 30_000, api } = {},
  ) {
    const base = api ?? apis[next++ % apis.length];
    const h = { ...JSON_HEADERS, ...headers };
    if (method !== 'GET') h.origin = publicUrl;
    if (cookie) h.cookie = cookie;
    let payload = body;
    if (json !== undefined) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(json);
    } else if (form) {
      h['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(form).toString();
    }
    try {
      const res = await fetch(`${base}${urlPath}`, {
        method,
        headers: h,
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let parsed = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {}
      return { status: res.status, json: parsed, headers: res.headers, base };
    } catch (error) {
      return { status: 0, json: null, error: error.cause?.code ?? error.message, base };
    }
  }

  /** A request safe to send again: on no answer (a killed API) or a 502/503, once more on the other API. */
  async function callRetrying(method, urlPath, options = {}) {
    let answer = await call(method, urlPath, options);
    for (let attempt = 1; attempt <= 4 && (answer.status === 0 || answer.status >= 502); attempt++) {
      await sleep(500 * attempt);
      const other = apis.find((a) => a !== answer.base) ?? answer.base;
      answer = await call(method, urlPath, { ...options, api: other });
    }
    return answer;
  }

  function record(kind, answer, ok = answer.status >= 200 && answer.status < 400) {
    count(kind, 'sent');
    const s = stats[kind];
    s.statuses[answer.status] = (s.statuses[answer.status] ?? 0) + 1;
    if (ok) count(kind, 'accepted');
    else if (answer.status >= 400 && answer.status < 500) count(kind, 'refused');
    else count(kind, 'failed');
    return ok;
  }

  const sessionCookie = (answer) =>
    answer.headers
      ?.getSetCookie?.()
      .map((line) => line.split(';')[0])
      .find((pair) => /^(__Host-)?sid=./.test(pair)) ?? null;

  async function signInAs(email, password) {
    const answer = await callRetrying('POST', '/api/login', { form: { email, password } });
    return { answer, cookie: answer.status === 303 ? sessionCookie(answer) : null };
  }

  const actions = createActions({
    rng,
    call,
    callRetrying,
    record,
    signInAs,
    sessionCookie,
    admin,
    pickBooking,
    db,
    tag,
    jpeg,
    accepted,
    customers,
    bookings,
    pendingReviews,
  });

  function pickBooking(statuses) {
    const open = [...bookings.values()].filter((b) => statuses.includes(b.status));
    return open.length ? rng.pick(open) : null;
  }

  async function admin() {
    if (adminCookie) return adminCookie;
    const { cookie } = await signInAs(adminEmail, adminPassword);
    adminCookie = cookie;
    return cookie;
  }

  /** `users` concurrent visitors, each acting then pausing 0.3-1.5 s, until `until` (ms epoch). */
  async function run({ users, until, shouldStop }) {
    await Promise.all(
      Array.from({ length: users }, async () => {
        while (Date.now() < until && !shouldStop()) {
          const kind = rng.weighted(WEIGHTS);
          try {
            if (ADMIN_KINDS.has(kind) && !(await admin())) {
              count(kind, 'sent');
              count(kind, 'failed');
            } else await actions[kind]();
          } catch (error) {
            count(kind, 'sent');
            count(kind, 'failed');
            stats[kind].lastError = String(error.message ?? error);
          }
          await sleep(rng.int(300, 1500));
        }
      }),
    );
  }

  return {
    stats,
    accepted,
    customers,
    bookings,
    run,
    admin,
    /** A session expired or lost: the admin signs in again on next use. */
    forgetAdmin() {
      adminCookie = null;
    },
  };
}

export const workerDist = (file) => workerRequire(path.join(root, 'services/worker/dist', file));

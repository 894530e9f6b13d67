// A mid-range phone on a slow network as Lighthouse's mobile run takes it, for the browser tests
// (tests/e2e/first-paint-pages.spec.ts) and the bench (tests/bench/lib/inp.mjs) alike. CommonJS, so
// both Playwright's test loader and the bench's plain Node.js can load it.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** Lighthouse's slow 4G as DevTools applies it: 562.5 ms round trip, 1,474.56 / 675 kbit/s. */
exports.SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/**
 * web-vitals' browser build (its package exports name only the module builds), made global as
 * `window.webVitals`, for an init script: one runs in a function of its own, so its top-level
 * `var webVitals` would stay in it.
 */
exports.WEB_VITALS_SCRIPT = `${readFileSync(
  path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
)}\nwindow.webVitals = webVitals;`;

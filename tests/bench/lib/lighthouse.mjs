// Lighthouse (npm `lighthouse`, default mobile settings: simulated slow 4G and a 4x slower CPU)
// on each public page of the built app, in Debian's Chromium. Several runs a page; the median one
// by performance score is reported (Lighthouse's own advice for a noisy machine). One more run of
// the landing page with Lighthouse's desktop settings is shown for reference.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function gzippedSize(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

async function runOnce(url, chromePath, config) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      config,
    );
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The public pages (issue 15): each must score ≥ 98 in every category on mobile settings. */
export const PUBLIC_PAGES = ['/', '/gallery', '/contact', '/stylist-application', '/submit-testimonial'];

/**
 * Every public page of `origin` (or those of BENCH_LIGHTHOUSE_PAGES, comma-separated paths), then
 * one desktop run of the landing page for reference.
 */
export async function measurePublicPages({
  origin,
  runs = 5,
  chromePath = '/usr/bin/chromium',
  log = () => {},
}) {
  const paths = process.env.BENCH_LIGHTHOUSE_PAGES
    ? process.env.BENCH_LIGHTHOUSE_PAGES.split(',').map((p) => p.trim())
    : PUBLIC_PAGES;
  const pages = [];
  for (const path of paths) {
    log(`Lighthouse: ${origin}${path} (${runs} runs)`);
    pages.push({ path, ...(await measurePage({ url: `${origin}${path}`, runs, chromePath })) });
  }
  // For reference: one run with Lighthouse's desktop settings (no CPU slowdown, fast network).
  const desktop = await runOnce(`${origin}/`, chromePath, desktopConfig);
  return {
    pages,
    desktop: {
      performance: Math.round(desktop.categories.performance.score * 100),
      lcpMs: desktop.audits['largest-contentful-paint'].numericValue,
      tbtMs: desktop.audits['total-blocking-time'].numericValue,
      cls: desktop.audits['cumulative-layout-shift'].numericValue,
    },
  };
}

async function measurePage({ url, runs, chromePath }) {
  const reports = [];
  for (let i = 0; i < runs; i++) reports.push(await runOnce(url, chromePath));
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = reports[Math.floor(reports.length / 2)];

  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter(
    (r) => r.resourceType === 'Script' && r.url.startsWith(new URL(url).origin),
  );
  let jsGzip = 0;
  let jsRaw = 0;
  let jsTransfer = 0;
  for (const script of scripts) {
    const size = await gzippedSize(script.url);
    jsGzip += size.gzip;
    jsRaw += size.raw;
    jsTransfer += script.transferSize ?? 0;
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  const details = (id) =>
    (lhr.audits[id]?.details?.items ?? []).map((item) => item.description ?? item.url ?? item.source ?? '');
  if (process.env.BENCH_LIGHTHOUSE_JSON) {
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
    const file = process.env.BENCH_LIGHTHOUSE_JSON.replace(/(\.json)?$/, `-${name}.json`);
    (await import('node:fs')).writeFileSync(file, JSON.stringify(lhr));
  }
  return {
    consoleErrors: details('errors-in-console'),
    // A run Lighthouse could not finish scores 0: its reason (e.g. NO_FCP, PROTOCOL_TIMEOUT).
    runErrors: reports
      .filter((r) => r.runtimeError)
      .map((r) => `${r.runtimeError.code}: ${r.runtimeError.message}`),
    runs,
    allPerformance: reports.map((r) => Math.round(r.categories.performance.score * 100)),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    jsFiles: scripts.length,
    jsGzipBytes: jsGzip,
    jsRawBytes: jsRaw,
    jsTransferBytes: jsTransfer,
    failingAudits: failing,
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
    throttling: lhr.configSettings.throttlingMethod,
  };
}

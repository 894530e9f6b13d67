// Issue 15, point 4: a scripted tap on 'Select Better' and on the phone menu's button 100 ms after
// the first paint, with the CPU 4× slower and Lighthouse's slow 4G (DevTools' applied values:
// 562.5 ms round trip, 1,474.56 kbit/s down, 675 up). Its Interaction to Next Paint is read
// with web-vitals; each tap is made `runs` times in a fresh context and the median reported.
// The tap is sent as input at the control's place (page.mouse), computed in the page's own world
// beforehand: a Playwright locator click would add its injected script, its actionability checks
// and a scroll to the throttled main thread, and the figure would measure Playwright.
import { chromium } from '@playwright/test';
import { SLOW_4G, WEB_VITALS_SCRIPT } from '../../support/slow-phone.cjs';

/**
 * The taps. 'Select Better' is far below the fold on a phone, so its window is tall enough for the
 * tier to be on screen at the first paint (a tap 100 ms after it cannot follow a scroll).
 */
export const TAPS = [
  {
    name: "'Select Better'",
    viewport: { width: 1280, height: 2000 },
    find: () =>
      [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Select Better'),
    effect: () => document.querySelector('#book select')?.value === 'better',
  },
  {
    name: 'the menu button',
    viewport: { width: 360, height: 740 },
    find: () => document.querySelector('button[aria-controls="mobile-menu"]'),
    effect: () => document.getElementById('mobile-menu')?.open === true,
  },
];

async function tapOnce(browser, origin, tap, network) {
  const context = await browser.newContext({ viewport: tap.viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WEB_VITALS_SCRIPT });
    await page.addInitScript(() => {
      window.webVitals.onINP((metric) => (window.benchInp = metric.value), { reportAllChanges: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const firstPaint = await page
      .waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        undefined,
        {
          polling: 5,
        },
      )
      .then((handle) => handle.jsonValue());
    const centre = await page.evaluate(
      `(() => { const box = (${tap.find})().getBoundingClientRect(); return { x: box.x + box.width / 2, y: box.y + box.height / 2 }; })()`,
    );
    await page.waitForFunction((at) => performance.now() >= at, firstPaint + 100, { polling: 5 });
    const tappedAt = await page.evaluate(() => performance.now());
    await page.mouse.click(centre.x, centre.y);
    await page.waitForFunction(`(${tap.effect})()`, undefined, { timeout: 60_000 });
    await page.waitForFunction(() => window.benchInp !== undefined, undefined, { timeout: 60_000 });
    return { inp: await page.evaluate(() => window.benchInp), afterPaintMs: tappedAt - firstPaint };
  } finally {
    await context.close();
  }
}

/** Both taps, `runs` times each, with Lighthouse's slow 4G and, for reference, without throttled network. */
export async function measureInp({ origin, runs = 5, chromePath = '/usr/bin/chromium', log = () => {} }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = [];
  try {
    for (const network of [true, false]) {
      for (const tap of TAPS) {
        log(`INP: ${tap.name}, ${network ? 'slow 4G' : 'no network throttling'} (${runs} taps)`);
        const taps = [];
        for (let i = 0; i < runs; i += 1) taps.push(await tapOnce(browser, origin, tap, network));
        const values = taps.map((t) => t.inp).sort((a, b) => a - b);
        results.push({
          tap: tap.name,
          network: network ? 'slow 4G' : 'none',
          runs,
          medianMs: values[Math.floor(values.length / 2)],
          allMs: values,
          tapAfterPaintMs: taps.map((t) => Math.round(t.afterPaintMs)),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

import type { CDPSession, Locator, Page } from '@playwright/test';

/**
 * The first-paint specs' tools (issue 15): a slow phone's CPU, app scripts held back until the
 * test lets them through, the moment of the first paint, and whether React has taken over.
 */

/** The CPU of a mid-range phone, as Lighthouse's mobile run takes it. */
export async function slowCpu(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Holds every app script (/assets/*.js) until the returned function is called. */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` and returns once the page has painted its first content (or, for an empty app
 * shell, has been parsed): the moment a visitor starts tapping. The scripts are held back.
 */
export async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      (document.getElementById('root')?.childElementCount === 0 ||
        performance.getEntriesByName('first-contentful-paint').length > 0),
  );
}

export const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Whether React has taken the element over (hydration stores its props on the node). */
export const reactOwns = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

const recording = new WeakSet<Page>();

/** Opens '/' on a CPU slowed `rate`× and records which of her events came while React hydrated. */
export async function openSlowly(page: Page, rate = 20): Promise<CDPSession> {
  if (!recording.has(page)) {
    recording.add(page);
    await page.addInitScript(() => {
      // Each click's moment: before React made its root, while it hydrates, or after.
      const scope = window as unknown as { clickPhases: string[] };
      scope.clickPhases = [];
      window.addEventListener(
        'click',
        () => {
          const root = document.getElementById('root');
          const rootMade =
            root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
          const hydrated = document.documentElement.hasAttribute('data-hydrated');
          scope.clickPhases.push(hydrated ? 'after' : rootMade ? 'during' : 'before');
        },
        true,
      );
    });
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto('/', { waitUntil: 'commit' });
  return cdp;
}

/**
 * Opens '/' slowly and runs `tap` (which clicks once hydration has begun) until the click lands
 * while React hydrates: on a machine busy with other work the hydration can end before the click
 * arrives, and then the page is opened again on a slower CPU (20×, 40×, 80×, 160×). Returns the
 * session whose CPU the test restores once it has seen the effect.
 */
export async function tapWhileHydrating(page: Page, tap: () => Promise<void>): Promise<CDPSession> {
  const attempts: string[] = [];
  for (let rate = 20; ; rate *= 2) {
    const cdp = await openSlowly(page, rate);
    const started = Date.now();
    await tap();
    const phases = await clickPhases(page);
    if (phases.includes('during')) return cdp;
    attempts.push(`${rate}×: ${phases.join(', ') || 'no click'} (${Date.now() - started} ms)`);
    if (rate >= 160) throw new Error(`No tap landed while React hydrated: ${attempts.join('; ')}`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** React has made its root: hydration has begun. */
export const hydrationBegun = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });

const clickPhases = (page: Page) =>
  page.evaluate(() => (window as unknown as { clickPhases: string[] }).clickPhases);

/** The clicks that came while React hydrated. */
export const duringHydration = async (page: Page) =>
  (await clickPhases(page)).filter((phase) => phase === 'during').map(() => 'click');

export const centreOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  });

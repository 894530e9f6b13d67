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

/**
 * Records the moment of each click and input event (before React made its root, while it
 * hydrates, or after) and, the first time a frame sees React's root made while the page is not yet
 * hydrated, stops the page in the debugger (a no-op unless a CDP session has the debugger enabled).
 */
function watchHydration() {
  const scope = window as unknown as { eventPhases: string[] };
  scope.eventPhases = [];
  const rootMade = () => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  };
  const hydrated = () => document.documentElement.hasAttribute('data-hydrated');
  for (const type of ['click', 'input']) {
    window.addEventListener(
      type,
      () => scope.eventPhases.push(`${type} ${hydrated() ? 'after' : rootMade() ? 'during' : 'before'}`),
      true,
    );
  }
  const check = () => {
    if (hydrated()) return;
    if (!rootMade()) {
      requestAnimationFrame(check);
      return;
    }
    // biome-ignore lint/suspicious/noDebugger: the test holds the page here as hydration begins.
    debugger;
  };
  requestAnimationFrame(check);
}

const watching = new WeakSet<Page>();

/** What she does as hydration begins: a tap on an element, or text typed into a field. */
export type HydratingInput = { tap: string } | { typeInto: string; text: string };

/**
 * Opens '/' on a CPU slowed 20×; the moment React has begun hydrating, holds the page still in the
 * debugger, finds the element (a CSS selector) from the page's held frame (focusing the field),
 * slows the CPU eightfold more, lets the page go and sends the input (a page held in the debugger
 * drops input, so it cannot be sent while the page is held). Should the hydration end before a
 * frame sees it begin, or before the input arrives (the first frame can come late in the hydration,
 * and this test's own process be kept waiting by other work on the machine), the page is opened
 * again on a slower CPU: the input counts only once it reached the page while React hydrated.
 * Returns the session whose CPU the test restores (by then back at the rate the page opened on).
 */
export async function inputWhileHydrating(page: Page, input: HydratingInput): Promise<CDPSession> {
  if (!watching.has(page)) {
    watching.add(page);
    await page.addInitScript(watchHydration);
  }
  // The event the page records for this input: it counts once it came while React hydrated.
  const event = 'tap' in input ? 'click' : 'input';
  const missed: string[] = [];
  for (let rate = 20; ; rate *= 2) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Debugger.enable');
    const paused = new Promise<string>((resolve) =>
      cdp.once('Debugger.paused', ({ callFrames }) => resolve(callFrames[0]!.callFrameId)),
    );
    await page.goto('/', { waitUntil: 'commit' });
    const frame = await Promise.race([
      paused,
      page
        .locator('html[data-hydrated]')
        .waitFor({ state: 'attached', timeout: 0 })
        .then(() => null),
    ]);
    if (frame !== null) {
      const inPage = async (expression: string) =>
        (
          await cdp.send('Debugger.evaluateOnCallFrame', {
            callFrameId: frame,
            expression,
            returnByValue: true,
          })
        ).result.value;
      let commands: CdpInput[];
      if ('tap' in input) {
        commands = tapAt(
          await inPage(`(() => {
            const { x, y, width, height } = document.querySelector(${JSON.stringify(input.tap)}).getBoundingClientRect();
            return { x: x + width / 2, y: y + height / 2 };
          })()`),
        );
      } else {
        await inPage(`document.querySelector(${JSON.stringify(input.typeInto)}).focus()`);
        commands = [{ method: 'Input.insertText', params: { text: input.text } }];
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: rate * 8 });
      await cdp.send('Debugger.resume');
      // Sent together (the browser keeps their order); each is answered once the page handled it.
      await Promise.all(commands.map(({ method, params }) => cdp.send(method, params as never)));
      await cdp.send('Debugger.disable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      if ((await eventPhases(page)).includes(`${event} during`)) return cdp;
      missed.push(`${rate}× (the ${event} came after it)`);
    } else missed.push(`${rate}× (no frame saw it begin)`);
    if (rate >= 80)
      throw new Error(`The input never reached the page while React hydrated it: ${missed.join(', ')}`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

type CdpInput = { method: 'Input.dispatchMouseEvent' | 'Input.insertText'; params: object };

/** A tap (press and release of the left button) at a point of the viewport. */
const tapAt = ({ x, y }: { x: number; y: number }): CdpInput[] =>
  (['mousePressed', 'mouseReleased'] as const).map((type) => ({
    method: 'Input.dispatchMouseEvent',
    params: { type, x, y, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount: 1 },
  }));

/**
 * Each click and input event the page had, with its moment, in order: 'click during' is a click
 * while React hydrated ('before' its root was made, 'after' it had hydrated).
 */
export const eventPhases = (page: Page) =>
  page.evaluate(() => (window as unknown as { eventPhases: string[] }).eventPhases);

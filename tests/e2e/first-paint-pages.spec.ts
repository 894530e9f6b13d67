import type { Page } from '@playwright/test';
import { SLOW_4G, WEB_VITALS_SCRIPT } from '../support/slow-phone.cjs';
import { holdAppScripts, hydrated, openAtFirstPaint, reactOwns, slowCpu } from './support/first-paint';
import { bookingForm } from './support/landing';
import { CUSTOMER_EMAIL, signIn } from './support/screens';
import { expect, PRERENDERED_PATHS as PUBLIC_PAGES, test } from './support/test';

/**
 * Issue 15: the phone menu and every public page's fields answer before the scripts arrive, no
 * page logs a React error (hydration mismatch) signed out or signed in, and a tap 100 ms after
 * the first paint takes effect.
 */

test.describe('The phone menu before the scripts arrive', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens at once, stays open when the app starts, and its links work', async ({ page }) => {
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await hydrated(page)).toBe(false);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a section link in the menu closes it and shows the section before the scripts', async ({ page }) => {
    await slowCpu(page);
    await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    await page.locator('button[aria-controls="mobile-menu"]').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#pricing')).toBeInViewport();
  });
});

/** A value a field of this type accepts. */
function sampleFor(type: string): string {
  if (type === 'email') return 'early.bird@example.com';
  if (type === 'tel') return '(253) 555-0142';
  if (type === 'url') return 'https://example.com/look';
  return 'Typed before the scripts';
}

test.describe('Typing before the scripts arrive, on every public page', () => {
  for (const path of PUBLIC_PAGES.filter((p) => p !== '/')) {
    test(`${path}: what is typed into its first HTML's fields is kept and known to the app`, async ({
      page,
    }) => {
      await slowCpu(page);
      const release = await holdAppScripts(page);
      await openAtFirstPaint(page, path);
      const fields = page.locator(
        '#root :is(input:is([type=text], [type=email], [type=tel], [type=search], [type=url], :not([type])), textarea):visible',
      );
      const count = await fields.count();
      if (count === 0) {
        // Today an empty app shell: nothing to type into until the page is prerendered.
        test.info().annotations.push({ type: 'note', description: `${path}: no fields in the first HTML` });
      }
      const typed: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const field = fields.nth(index);
        const type = (await field.getAttribute('type')) ?? 'text';
        const text = sampleFor(type);
        await field.fill(text);
        typed.push(text);
      }
      release();
      if (count === 0) return;
      // Each field once React owns it (each part of a page hydrates at its own pace).
      for (let index = 0; index < count; index += 1) {
        await expect.poll(() => reactOwns(fields.nth(index))).toBe(true);
      }
      // A keystroke after hydration re-renders the form: a value React did not know would go.
      await fields.nth(count - 1).press('End');
      await fields.nth(count - 1).press('Space');
      typed[count - 1] = `${typed[count - 1]} `;
      for (let index = 0; index < count; index += 1) {
        await expect(fields.nth(index)).toHaveValue(typed[index]!);
      }
    });
  }
});

test.describe('No React error on any public page', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  /** Console errors and uncaught errors (a hydration mismatch is React error #418). */
  function recordProblems(page: Page): string[] {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    return problems;
  }

  async function visitEveryPublicPage(page: Page) {
    for (const path of PUBLIC_PAGES) {
      // Several loads of each page, on a slow CPU: a mismatch that depends on which answer comes
      // first (the sign-in check against hydration) shows in some loads only.
      for (let load = 0; load < 3; load += 1) {
        await page.goto(path);
        await expect(page.locator('#root h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
    }
  }

  test('signed out', async ({ page }) => {
    test.slow();
    await slowCpu(page);
    const problems = recordProblems(page);
    await visitEveryPublicPage(page);
    expect(problems).toEqual([]);
  });

  test('signed in as a customer', async ({ page }) => {
    test.slow();
    await signIn(page, CUSTOMER_EMAIL, '/');
    await slowCpu(page);
    const problems = recordProblems(page);
    await visitEveryPublicPage(page);
    // The signed-in header follows right after hydration.
    await page.goto('/gallery');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Service' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });
});

/**
 * Issue 15 point 4: a tap 100 ms after the first paint, on a 4× slower CPU and Lighthouse's slow
 * 4G, takes effect; its Interaction to Next Paint (web-vitals) is printed and kept as an
 * annotation (the figure itself is `npm run bench -- --only=inp`, a median of five). The tap is
 * input at the control's place, found from the page's own world beforehand: a locator's click
 * would first run Playwright's injected script, its checks and a scroll on the throttled page.
 * 'Select Better' is far below a phone's fold, so its window is tall enough to show it at once.
 */
test.describe('A tap 100 ms after the first paint, on a 4× slower CPU and slow 4G', () => {
  const taps = [
    {
      name: "'Select Better'",
      viewport: { width: 1280, height: 2000 },
      control: (page: Page) => page.getByRole('button', { name: 'Select Better', exact: true }),
      effect: (page: Page) =>
        expect(bookingForm(page).getByLabel('Makeup Service', { exact: true })).toHaveValue('better'),
    },
    {
      name: 'the menu button',
      viewport: { width: 360, height: 740 },
      control: (page: Page) => page.locator('button[aria-controls="mobile-menu"]'),
      effect: (page: Page) => expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible(),
    },
  ];

  for (const { name, viewport, control, effect } of taps) {
    test(`${name} takes effect; its INP is measured`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      // Init scripts are evaluated by the browser itself, outside the page's CSP.
      await page.addInitScript({ content: WEB_VITALS_SCRIPT });
      await page.addInitScript(() => {
        const scope = window as unknown as {
          inp?: number;
          webVitals: { onINP: (report: (metric: { value: number }) => void, options: object) => void };
        };
        scope.webVitals.onINP(
          (metric) => {
            scope.inp = metric.value;
          },
          { reportAllChanges: true },
        );
      });
      const cdp = await slowCpu(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.goto('/', { waitUntil: 'commit' });
      const firstPaint = await page
        .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)
        .then((handle) => handle.jsonValue() as Promise<number>);
      const box = await control(page).evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x: x + width / 2, y: y + height / 2 };
      });
      // The scenario itself: the tap lands 100 ms after the first paint, whatever the page is doing.
      await page.waitForFunction((at) => performance.now() >= at, firstPaint + 100);
      const wasHydrated = await hydrated(page);
      await page.mouse.click(box.x, box.y);
      await effect(page);
      // web-vitals reports the first input's latency once the page is idle.
      await expect.poll(() => page.evaluate(() => (window as unknown as { inp?: number }).inp)).toBeDefined();
      const inp = await page.evaluate(() => (window as unknown as { inp: number }).inp);
      const note = `${name}: INP ${inp} ms (tap at first paint + 100 ms, ${wasHydrated ? 'after' : 'before'} hydration, 4× CPU, slow 4G)`;
      console.log(note);
      test.info().annotations.push({ type: 'INP', description: note });
    });
  }
});

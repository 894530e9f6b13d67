import type { CDPSession, Locator, Page } from '@playwright/test';
import { SLOW_4G, WEB_VITALS_SCRIPT } from '../support/slow-phone.cjs';
import { CUSTOMER_EMAIL, signIn } from './support/screens';
import { expect, test } from './support/test';

/**
 * Issue 15, points 1, 3 and 5: every public page answers from its first paint. A visitor on a
 * slow phone taps and types while the app's scripts are still on their way (here held back until
 * the test lets them through, on a CPU slowed 4×); once they run, what she did has taken effect
 * and the app knows it (React state: the summary, a submit). And no page logs a React error
 * (hydration mismatch), signed out or signed in.
 */

const PUBLIC_PAGES = ['/', '/gallery', '/contact', '/stylist-application', '/submit-testimonial'];

/** The CPU of a mid-range phone, as Lighthouse's mobile run takes it. */
async function slowCpu(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Holds every app script (/assets/*.js) until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
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
async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      (document.getElementById('root')?.childElementCount === 0 ||
        performance.getEntriesByName('first-contentful-paint').length > 0),
  );
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Whether React has taken the element over (hydration stores its props on the node). */
const reactOwns = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

const bookingForm = (page: Page) => page.locator('#book');

test.describe('The landing page before its scripts arrive', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test("'Book Free Consultation' and 'View Services' go to their sections at once", async ({ page }) => {
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    await page.locator('.hero').getByRole('link', { name: 'Book Free Consultation' }).click();
    await expect(page.locator('#consultation')).toBeInViewport();
    // Smoothly, and without a '#hash' the app would scroll back to when it starts.
    expect(new URL(page.url()).hash).toBe('');
    await page.locator('.hero').getByRole('link', { name: 'View Services' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
    expect(await hydrated(page)).toBe(false);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('#pricing')).toBeInViewport();
    // Once running, the same links scroll as before.
    await page.locator('.consult-banner').getByRole('link', { name: 'Book Free Consultation' }).click();
    await expect(bookingForm(page)).toBeInViewport();
  });

  test("'Select Better' and 'Select Package' fill the booking form, and the app keeps the choice", async ({
    page,
  }) => {
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    const form = bookingForm(page);
    await page.getByRole('button', { name: 'Select Better', exact: true }).click();
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('better');
    await expect(form).toBeInViewport();
    expect(await hydrated(page)).toBe(false);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The app's state has it: the summary prices the tier.
    const summary = form.getByRole('complementary', { name: 'Your Selections' });
    await expect(summary.getByText('$100 - $150', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('better');
  });

  test("'Select Package' chosen before the scripts marks the card once they run", async ({ page }) => {
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    const form = bookingForm(page);
    // A tier first, then a package: the later choice wins, as it does in the running app.
    await page.getByRole('button', { name: 'Select Best', exact: true }).click();
    const plusOne = page.locator('#bridal article').filter({ hasText: 'Bride + 1 Package' });
    await plusOne.getByRole('button', { name: 'Select Package' }).click();
    await expect(form.getByLabel('Bridal Package', { exact: true })).toHaveValue('bride-plus-1');
    await expect(form).toBeInViewport();
    expect(await hydrated(page)).toBe(false);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(plusOne.getByRole('button', { name: 'Package Selected' })).toBeVisible();
    await expect(plusOne.getByText('Selected', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Bridal Package', { exact: true })).toHaveValue('bride-plus-1');
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('');
  });

  test('what is typed into the booking form is kept, and a submit made early is made with it', async ({
    page,
  }) => {
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    const form = bookingForm(page);
    await form.getByLabel('Name', { exact: true }).fill('Avery Lindqvist');
    await form.getByLabel('Email', { exact: true }).fill('avery@example.com');
    await form.getByLabel('Phone', { exact: true }).pressSequentially('(253) 555-0199');
    await form.getByLabel('Special Notes (optional)', { exact: true }).fill('Photos at Point Defiance');
    await form.getByLabel('Include a free consultation', { exact: true }).check();
    await form.getByLabel('Event Area', { exact: true }).selectOption('tacoma');
    await form.getByRole('button', { name: 'Continue to Booking' }).click();
    // Held for the app, never sent as a plain GET of the page with her details in the address.
    expect(new URL(page.url()).search).toBe('');
    expect(await hydrated(page)).toBe(false);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The early submit ran through the app's checks with what she typed: her details are there,
    // so the next rule speaks.
    await expect(page.getByRole('status')).toContainText(
      'Please select both date and time for your appointment.',
    );
    // A change after hydration re-renders the form: what React did not know would be wiped.
    await page.getByRole('button', { name: 'Select Good', exact: true }).click();
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('good');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Avery Lindqvist');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('avery@example.com');
    await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('(253) 555-0199');
    await expect(form.getByLabel('Special Notes (optional)', { exact: true })).toHaveValue(
      'Photos at Point Defiance',
    );
    await expect(form.getByLabel('Include a free consultation', { exact: true })).toBeChecked();
    await expect(form.getByLabel('Event Area', { exact: true })).toHaveValue('tacoma');
    const summary = form.getByRole('complementary', { name: 'Your Selections' });
    await expect(summary).toContainText('Tacoma');
  });

  test('the consultation questionnaire filled and sent before the scripts is sent once they run', async ({
    page,
  }) => {
    await slowCpu(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page, '/');
    const questionnaire = page.locator('#consultation');
    await questionnaire.getByLabel('Name', { exact: true }).fill('Blair Okafor');
    await questionnaire.getByLabel('Email', { exact: true }).fill('blair@example.com');
    await questionnaire
      .getByLabel('Celebrity or style inspiration', { exact: true })
      .fill('Zendaya at the Met');
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/consultation-requests',
    );
    await questionnaire.getByRole('button', { name: 'Request Free Consultation' }).click();
    expect(new URL(page.url()).search).toBe('');
    expect(await hydrated(page)).toBe(false);

    release();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Blair Okafor',
      email: 'blair@example.com',
      celebrityInspiration: 'Zendaya at the Met',
    });
    await expect(questionnaire.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  });
});

/** Opens '/' on a CPU slowed 20× and records which of her events came while React hydrated. */
async function openSlowly(page: Page): Promise<CDPSession> {
  await page.addInitScript(() => {
    const scope = window as unknown as { duringHydration: string[] };
    scope.duringHydration = [];
    window.addEventListener(
      'click',
      () => {
        const root = document.getElementById('root');
        const rootMade =
          root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
        if (rootMade && !document.documentElement.hasAttribute('data-hydrated'))
          scope.duringHydration.push('click');
      },
      true,
    );
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.goto('/', { waitUntil: 'commit' });
  return cdp;
}

/** React has made its root: hydration has begun. */
const hydrationBegun = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });

const duringHydration = (page: Page) =>
  page.evaluate(() => (window as unknown as { duringHydration: string[] }).duringHydration);

const centreOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  });

/**
 * The scripts have arrived and React is hydrating (its root is made, the page's content not yet
 * committed): on a CPU slowed 20× that takes long enough to act inside it. What she does then is
 * answered by the inline recorder at once, kept from React (which would otherwise hydrate all at
 * once under her finger, or miss a tap on a part it had not reached), and handed to the app.
 */
test.describe('The landing page while React hydrates it', () => {
  test.use({ viewport: { width: 1280, height: 2000 } });

  test("'Select Better' tapped while it hydrates fills the form at once, and the app keeps it", async ({
    page,
  }) => {
    test.slow();
    const cdp = await openSlowly(page);
    const form = bookingForm(page);
    const better = await centreOf(page.getByRole('button', { name: 'Select Better', exact: true }));
    await hydrationBegun(page);
    await page.mouse.click(better.x, better.y);
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('better');
    expect(await duringHydration(page)).toContain('click');

    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The app's state has it: the summary prices the tier.
    const summary = form.getByRole('complementary', { name: 'Your Selections' });
    await expect(summary.getByText('$100 - $150', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('better');
  });

  test('what is typed into the booking form as it starts hydrating is kept, and the app knows it', async ({
    page,
  }) => {
    test.slow();
    const cdp = await openSlowly(page);
    const form = bookingForm(page);
    const nameField = form.getByLabel('Name', { exact: true });
    // Focused from the page's own world: a locator's focus would run Playwright's injected script
    // on the slowed page, long enough for the hydration to begin and end meanwhile.
    await page.waitForFunction(() => {
      const field = document.getElementById('book-name');
      field?.focus();
      return field !== null && document.activeElement === field;
    });
    await hydrationBegun(page);
    await page.keyboard.type('Avery');
    await expect(nameField).toHaveValue('Avery');

    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // A change after hydration re-renders the form: what React did not know would be wiped.
    await form.getByLabel('Makeup Service', { exact: true }).selectOption('good');
    await expect(nameField).toHaveValue('Avery');
    await nameField.press('End');
    await page.keyboard.type(' Lindqvist');
    await expect(nameField).toHaveValue('Avery Lindqvist');
  });
});

test.describe('The phone menu while React hydrates the page', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opened while it hydrates, it opens at once and stays open', async ({ page }) => {
    test.slow();
    const cdp = await openSlowly(page);
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    const centre = await centreOf(toggle);
    await hydrationBegun(page);
    await page.mouse.click(centre.x, centre.y);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await duringHydration(page)).toContain('click');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

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

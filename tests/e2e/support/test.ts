import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** The public pages the server sends rendered (frontend/src/app/routes/prerendered.ts). */
export const PRERENDERED_PATHS = ['/', '/gallery', '/contact', '/stylist-application', '/submit-testimonial'];

/**
 * The public pages are shown prerendered before their scripts load: src/main.tsx fetches them
 * after the first paint, then hydrates, and the page (the landing page, or for a signed-in
 * visitor on '/' the dashboard or the Management Panel) marks <html data-hydrated> once it
 * answers clicks and keys. A test that opens one and acts at once would act on inert markup, as
 * an impatient visitor would; so `goto` and `reload` of those pages wait for that mark, like a
 * visitor who waits for the page to settle. Other pages render on the client, so waiting for
 * what a test looks for already means the app runs.
 */
export function waitForHydration(page: Page): Page {
  const settle = async () => {
    if (!PRERENDERED_PATHS.includes(new URL(page.url()).pathname)) return;
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await settle();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await settle();
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForHydration(page));
  },
});

import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __recordStatus?: (text: string) => Promise<void>;
  }
}

/**
 * Records every status message (toast) the page shows from now on, as it appears, and returns a
 * reader of what was seen.
 *
 * Some messages come just before the app leaves the page (the trip to sign-in goes 500 ms after
 * its toast), and on a busy machine the page can be gone before a check of the screen runs. The
 * messages are kept on the test's side, so they outlive the page that showed them.
 */
export async function recordStatusMessages(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__recordStatus', (text: string) => {
    if (!seen.includes(text)) seen.push(text);
  });
  await page.evaluate(() => {
    const record = () => {
      for (const node of Array.from(document.querySelectorAll('[role="status"]'))) {
        const text = node.textContent?.trim();
        if (text) void window.__recordStatus?.(text);
      }
    };
    new MutationObserver(record).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return () => [...seen];
}

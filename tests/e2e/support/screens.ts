import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The demo accounts the seed creates (scripts/e2e-stack.mjs seeds them). */
export const CUSTOMER_EMAIL = process.env.DEMO_CUSTOMER_EMAIL ?? 'customer@demo.bridalbeauty.test';
export const STYLIST_EMAIL = process.env.DEMO_STYLIST_EMAIL ?? 'stylist@demo.bridalbeauty.test';
export const ADMIN_EMAIL = process.env.DEMO_ADMIN_EMAIL ?? 'admin@demo.bridalbeauty.test';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-2026';

/** Sign in on the server's page as a demo account and land on `redirect`. */
export async function signIn(page: Page, email: string, redirect: string) {
  await page.goto(`/api/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === redirect);
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
export const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

/** A toast, held open (the pointer over it pauses its timer) while it is scanned. */
export async function holdToast(page: Page, title: string): Promise<Locator> {
  const toast = page.locator('.toast').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.hover();
  return toast;
}

/**
 * The text inside the page's polite live regions as the accessibility tree exposes it (what a
 * screen reader reads and announces); regions ignored, e.g. inert behind a modal dialog, are left out.
 */
export async function liveRegionText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{
        nodeId: string;
        ignored: boolean;
        role?: { value?: string };
        name?: { value?: string };
        properties?: Array<{ name: string; value: { value?: unknown } }>;
        childIds?: string[];
      }>;
    };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    // Ignored containers (plain divs) are skipped but not their children; inert text is ignored itself.
    const text = (id: string): string => {
      const node = byId.get(id);
      if (!node) return '';
      const own = !node.ignored && node.role?.value === 'StaticText' ? (node.name?.value ?? '') : '';
      return [own, ...(node.childIds ?? []).map(text)].filter(Boolean).join(' ');
    };
    return nodes
      .filter(
        (node) =>
          !node.ignored && node.properties?.some((p) => p.name === 'live' && p.value.value === 'polite'),
      )
      .filter((node) => node.role?.value === 'status')
      .map((node) => text(node.nodeId))
      .join(' ');
  } finally {
    await cdp.detach();
  }
}

export async function openTab(page: Page, name: RegExp) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
}

/** POST as a browser on this site would (the API checks the Origin of every change). */
export async function postFromSite(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { headers: { Origin: new URL(page.url()).origin }, data });
  expect(response.status(), `POST ${url}`).toBe(201);
}

/** One of the signed-in customer's bookings that may still be cancelled (the demo data has one). */
export async function cancellableBookingId(request: APIRequestContext): Promise<string> {
  const list = await request.get('/api/bookings');
  expect(list.ok()).toBe(true);
  for (const { id } of (await list.json()) as Array<{ id: string }>) {
    const detail = await request.get(`/api/bookings/${id}`);
    if (detail.ok() && ((await detail.json()) as { canCancel: boolean }).canCancel) return id;
  }
  throw new Error('The demo customer has no booking that can still be cancelled');
}

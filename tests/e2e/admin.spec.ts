import { unique } from './support/accounts';
import { expectNoSeriousViolations, item, signInAsAdmin, tab, toast } from './support/admin';
import { postFromSite } from './support/screens';
import { expect, test } from './support/test';

/**
 * Spec 001 'Admin Management Panel', as the demo admin: refusals said, the tabs accessible, and
 * the lists read 50 at a time.
 */

test.describe('Admin Management Panel', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an update the server refuses says so, and the tabs have no serious accessibility problems', async ({
    page,
  }) => {
    // A new message, so the Contact Messages tab has one to act on.
    const sender = `Priya ${unique()}`;
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill(sender);
    await page.getByLabel('Email', { exact: true }).fill(`priya.${unique()}@example.com`);
    await page.getByLabel('Subject', { exact: true }).fill('Bridal trial in June');
    await page.getByLabel('Message', { exact: true }).fill('Do you travel to Gig Harbor for a trial?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message Sent!')).toBeVisible();

    await signInAsAdmin(page);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/Consultation Requests/);
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    for (const [name, query] of [
      [/^Testimonials/, 'testimonials'],
      [/^Contact Messages/, 'messages'],
      [/^Gallery/, 'gallery'],
    ] as const) {
      await tab(page, name).click();
      await expect(page).toHaveURL(new RegExp(`\\?tab=${query}$`));
      await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    }

    // Keyboard: arrow keys move between the tabs.
    await tab(page, /^Gallery/).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, /^Consultation Requests/)).toBeFocused();
    await expect(tab(page, /^Consultation Requests/)).toHaveAttribute('aria-selected', 'true');

    // A refused change (someone else got there first) reads 'Update Failed'.
    await page.route('**/api/admin/contact-messages/*/status', (route) =>
      route.fulfill({ status: 409, json: { message: 'Cannot change status from responded to read.' } }),
    );
    await tab(page, /^Contact Messages/).click();
    const message = item(page, sender);
    await expect(message).toContainText('Bridal trial in June');
    await expect(message).toContainText('Do you travel to Gig Harbor for a trial?');
    await expect(message).toContainText(/Received \w{3} \d+, \d{4}/);
    await message.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(toast(page, 'Update Failed')).toContainText('Failed to update contact message');
    await expect(message.getByText('Status: New', { exact: true })).toBeVisible();

    // Without the refusal, Mark as Responded closes the message: no more buttons, notes kept.
    await page.unroute('**/api/admin/contact-messages/*/status');
    await message.getByLabel('Admin notes').fill('Yes, replied with travel fees.');
    await message.getByRole('button', { name: 'Mark as Responded' }).click();
    await expect(toast(page, 'Message Updated')).toBeVisible();
    await expect(message.getByText('Status: Responded', { exact: true })).toBeVisible();
    await expect(message.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    await expect(message).toContainText('Yes, replied with travel fees.');
  });

  test("the lists come 50 at a time: 'Show older messages' reads the older ones, the badge counts them all", async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    // 51 new messages, oldest first: more than a page of those awaiting action.
    const tag = unique();
    const sender = (n: number) => `Older ${tag} ${n}`;
    for (let n = 1; n <= 51; n += 1) {
      await postFromSite(page, '/api/contact', {
        name: sender(n),
        email: `older.${tag}@example.com`,
        subject: `Question ${n}`,
        message: 'Do you travel to Tacoma for a trial?',
      });
    }
    await page.reload();
    const messagesTab = tab(page, /^Contact Messages/);
    // The badge counts every new message, not only those on the first page.
    await expect(messagesTab).toHaveText(/Contact Messages\s*\(?\d+\)?/);
    expect(Number(/(\d+)/.exec((await messagesTab.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(51);
    await messagesTab.click();

    await expect(item(page, sender(51))).toBeVisible();
    await expect(item(page, sender(1))).toHaveCount(0);
    const more = page.getByRole('button', { name: 'Show older messages' });
    await expect(more).toBeVisible();

    // From the keyboard; 'Loading…' while the next page is on its way (held until seen).
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/contact-messages?before=*', async (route) => {
      await held;
      await route.continue();
    });
    await more.focus();
    await page.keyboard.press('Enter');
    const loading = page.getByRole('tabpanel').getByRole('button', { name: 'Loading…' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(item(page, sender(1))).toBeVisible();
    await expect(item(page, sender(1))).toContainText('Question 1');
    await page.unroute('**/api/admin/contact-messages?before=*');
    // The first page stays; each message once.
    await expect(item(page, sender(51))).toHaveCount(1);

    // Until the last page is in, then the button is gone.
    for (let pages = 0; (await more.count()) > 0 && pages < 20; pages += 1) {
      await expect(more).toBeFocused();
      const next = page.waitForResponse((response) =>
        response.url().includes('/api/admin/contact-messages?before='),
      );
      await page.keyboard.press('Enter');
      await next;
      await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Loading…' })).toHaveCount(0);
    }
    await expect(more).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});

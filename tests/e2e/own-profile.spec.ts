import { stylistProfileMessages } from '@beauty/domain/schemas/stylist-profile';
import { unique } from './support/accounts';
import { STYLIST_EMAIL } from './support/screens';
import { expectAccessible, signIn } from './support/stylist';
import { expectLastChanged } from './support/stylist-profile';
import { expect, type Page, test, waitForHydration } from './support/test';

/**
 * A stylist keeps her own About card up to date from her dashboard's Settings tab: her words
 * (and photo), while where it comes and whether it shows stay the admin's.
 */

const section = (page: Page) => page.getByRole('region', { name: 'Your Profile on the Site' });

async function openSettings(page: Page) {
  await signIn(page, STYLIST_EMAIL);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(section(page).getByLabel('Title', { exact: true })).not.toHaveValue('');
}

async function aboutCardOf(page: Page, name: string) {
  const visitor = await waitForHydration(await page.context().browser()!.newPage());
  await visitor.goto('/#about');
  return {
    visitor,
    card: visitor.locator('.stylist-card').filter({ has: visitor.getByRole('heading', { name }) }),
  };
}

test.describe('Your Profile on the Site', () => {
  test('the stylist rewrites her title, and brides read it on the About section', async ({ page }) => {
    // Sign-in, a save and a visitor's page beside it: long on a busy machine.
    test.slow();
    await openSettings(page);
    const profile = section(page);
    const name = await profile.getByLabel('Name', { exact: true }).inputValue();
    const title = profile.getByLabel('Title', { exact: true });
    const stored = await title.inputValue();
    const original = {
      name,
      title: stored,
      bio: await profile.getByLabel('Bio', { exact: true }).inputValue(),
      achievements: await profile.getByLabel(/^Achievements/).inputValue(),
      experience: await profile.getByLabel(/^Experience/).inputValue(),
    };
    await expect(profile).toContainText('Shown on the home page’s About section.');
    await expectAccessible(page, '[aria-labelledby="own-profile-title"]');

    const fresh = `Bridal Artist ${unique()}`;
    try {
      // Cancel gives back what is stored.
      await title.fill(fresh);
      await profile.getByRole('button', { name: 'Cancel' }).click();
      await expect(title).toHaveValue(stored);

      // A blank name is refused under the field, and nothing is sent.
      const nameField = profile.getByLabel('Name', { exact: true });
      await nameField.fill('  ');
      await profile.getByRole('button', { name: 'Save Profile' }).click();
      await expect(nameField).toBeFocused();
      await expect(profile.getByText(stylistProfileMessages.name)).toBeVisible();
      await nameField.fill(name);

      await title.fill(fresh);
      const answered = page.waitForResponse(
        (res) => res.url().endsWith('/api/stylist/profile') && res.request().method() === 'PUT',
      );
      await profile.getByRole('button', { name: 'Save Profile' }).click();
      const saved = await (await answered).json();
      await expect(page.locator('.toast').filter({ hasText: stylistProfileMessages.ownSaved })).toBeVisible();
      // The card says the change is hers, at the time the server recorded, in the staff's format.
      await expectLastChanged(profile, 'Sofia Reyes', saved.lastChangedAt);
      // Saved, the form starts again from what is stored: Cancel keeps the new title.
      await profile.getByRole('button', { name: 'Cancel' }).click();
      await expect(title).toHaveValue(fresh);

      const { visitor, card } = await aboutCardOf(page, name);
      await expect(card).toContainText(fresh);
      await visitor.close();
    } finally {
      // The demo stylist's title as it was, for the rest of the suite.
      const restored = await page.request.put('/api/stylist/profile', {
        data: original,
        headers: { Origin: new URL(page.url()).origin },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test('fits a phone 360 px wide', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 780 });
    await openSettings(page);
    await expect(
      section(page)
        .getByRole('button', { name: /Photo$/ })
        .first(),
    ).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
});

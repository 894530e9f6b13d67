import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test';

/**
 * Spec 001 'Gallery page': public images with search and tag filters. Runs against the demo
 * data, which holds a few public images with at least two distinct tags; the tags are read
 * from the page rather than assumed.
 */

const byTagName = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b);

function galleryParts(page: Page) {
  const results = page.getByRole('region', { name: 'Gallery images' });
  return {
    count: page.getByRole('status').filter({ hasText: /^\d+ images?/ }),
    filters: page.getByRole('group', { name: 'Filter by tag' }),
    search: page.getByRole('searchbox', { name: 'Search the gallery' }),
    cards: results.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }),
  };
}

async function shownCount(page: Page): Promise<number> {
  const text = await galleryParts(page).count.textContent();
  return Number(/^(\d+)/.exec(text ?? '')?.[1]);
}

test.describe('Gallery page', () => {
  test('a visitor narrows the gallery by tag, by search and by a tag on a card', async ({ page }) => {
    await page.goto('/gallery');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Professional Hair & Makeup Gallery' }),
    ).toBeVisible();
    const { count, filters, search, cards } = galleryParts(page);

    await expect(count).toHaveText(/^\d+ images?$/);
    const total = await shownCount(page);
    expect(total).toBeGreaterThan(0);
    await expect(cards).toHaveCount(total);

    // 'All' first, then every distinct tag once, sorted.
    const buttons = filters.getByRole('button');
    await expect(buttons.first()).toHaveText('All');
    await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
    const tags = (await buttons.allTextContents()).slice(1);
    expect(tags.length).toBeGreaterThanOrEqual(2);
    expect(tags).toEqual([...new Set(tags)].sort(byTagName));

    // A tag button narrows the grid to the images carrying that tag.
    const [firstTag, secondTag] = tags as [string, string];
    await filters.getByRole('button', { name: firstTag, exact: true }).click();
    await expect(filters.getByRole('button', { name: firstTag, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(count).toContainText(`tagged with "${firstTag}"`);
    const tagged = await shownCount(page);
    expect(tagged).toBeGreaterThan(0);
    expect(tagged).toBeLessThanOrEqual(total);
    await expect(cards).toHaveCount(tagged);
    for (const card of await cards.all()) {
      await expect(
        card.getByRole('button', { name: `Show images tagged ${firstTag}`, exact: true }),
      ).toBeVisible();
    }

    // A tag on a card sets the filter too.
    const cardWithSecondTag = page
      .getByRole('button', { name: `Show images tagged ${secondTag}`, exact: true })
      .first();
    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await expect(count).toHaveText(`${total} ${total === 1 ? 'image' : 'images'}`);
    await cardWithSecondTag.click();
    await expect(count).toContainText(`tagged with "${secondTag}"`);
    await expect(filters.getByRole('button', { name: secondTag, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Search is case-insensitive over titles and combines with the tag.
    const title = (await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
    const word = title.split(/\s+/).find((w) => w.length >= 3) ?? title;
    await search.fill(word.toUpperCase());
    await expect(count).toContainText(`tagged with "${secondTag}" matching "${word.toUpperCase()}"`);
    expect(await shownCount(page)).toBeGreaterThan(0);

    // A search nothing matches.
    await search.fill('no-such-look-zz');
    await expect(page.getByRole('heading', { name: 'No images found' })).toBeVisible();
    await expect(count).toContainText('0 images');
    await expect(cards).toHaveCount(0);
    await page.getByRole('button', { name: 'Show All Images' }).click();
    await expect(count).toHaveText(`${total} ${total === 1 ? 'image' : 'images'}`);
    await expect(search).toHaveValue('');
  });

  test('each card opens its full-size image in a new tab and uses sized images', async ({ page }) => {
    await page.goto('/gallery');
    const { cards } = galleryParts(page);
    const card = cards.first();
    await expect(card).toBeVisible();
    const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';

    const link = card.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^\/api\/images\//);
    await expect(link).toHaveAccessibleName(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

    const image = card.getByRole('img', { name: title, exact: true });
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('srcset', /\/api\/images\/\S+ \d+w/);
    await expect(image).toHaveAttribute('sizes', /.+/);
  });

  test('sets its own title, description, keywords and ImageGallery structured data', async ({ page }) => {
    await page.goto('/gallery');
    await expect(galleryParts(page).count).toHaveText(/^\d+ images?$/);
    const total = await shownCount(page);

    await expect(page).toHaveTitle(/^Professional Hair & Makeup Gallery/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /hair and makeup/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /bridal/);
    const jsonLd = JSON.parse(
      (await page.locator('script#gallery-structured-data[type="application/ld+json"]').textContent()) ??
        '{}',
    ) as { '@type'?: string; image?: Array<{ contentUrl: string }> };
    expect(jsonLd['@type']).toBe('ImageGallery');
    expect(jsonLd.image).toHaveLength(total);
    expect(jsonLd.image?.[0]?.contentUrl).toMatch(/^https?:\/\/.+\/api\/images\//);
  });

  test('has no detectable WCAG A/AA violations', async ({ page }) => {
    await page.goto('/gallery');
    await expect(galleryParts(page).count).toHaveText(/^\d+ images?$/);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});

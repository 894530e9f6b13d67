import { unique } from './support/accounts';
import { item, pngImage, signInAsAdmin, tab, toast, visitorPage } from './support/admin';
import { expectFitsWidth, PHONE } from './support/layout';
import { expect, test } from './support/test';

/**
 * Spec 001 'Gallery management', as the demo admin: an image from upload to deletion, with the
 * public /gallery following.
 */

test.describe('Admin Management Panel', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('on a phone, the upload card and the images fit the Gallery panel', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page, '/?tab=gallery');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('region', { name: 'Upload a New Image' })).toBeVisible();
    await expect(panel.locator('.admin-gallery-card').first()).toBeVisible();
    await expectFitsWidth(panel, panel.locator('.gallery-upload, .admin-gallery-card'));
  });

  test('a gallery image is uploaded, shows on /gallery, is made private, then deleted', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `Garden bride ${unique()}`;
    await signInAsAdmin(page, '/?tab=gallery');
    await expect(tab(page, /^Gallery/)).toHaveAttribute('aria-selected', 'true');
    const upload = page.getByRole('region', { name: 'Upload a New Image' });

    // The title comes first.
    await upload.getByRole('button', { name: 'Select Image to Upload' }).click();
    await expect(toast(page, 'Title Required')).toContainText('Please enter a title before uploading');
    await expect(upload.getByLabel('Title')).toBeFocused();

    await upload.getByLabel('Title').fill(title);
    await upload.getByLabel('Description (optional)').fill('Soft waves and a dewy finish.');
    const tags = upload.getByLabel('Tags (optional)');
    await tags.fill('bridal');
    await tags.press('Enter');
    await tags.fill(' Bridal ');
    await tags.press('Enter');
    await tags.press('Enter');
    await tags.fill('soft glam');
    await upload.getByRole('button', { name: 'Add', exact: true }).click();
    await tags.fill('remove me');
    await tags.press('Enter');
    const chips = upload.getByRole('list', { name: 'Tags added' }).getByRole('listitem');
    await expect(chips).toHaveText(['bridal', 'soft glam', 'remove me']);
    await upload.getByRole('button', { name: 'Remove tag remove me' }).click();
    await expect(chips).toHaveText(['bridal', 'soft glam']);
    await expect(upload.getByRole('switch', { name: 'Public' })).toBeChecked();

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/gallery') && response.request().method() === 'POST',
      { timeout: 60_000 },
    );
    const chooser = page.waitForEvent('filechooser');
    await upload.getByRole('button', { name: 'Select Image to Upload' }).click();
    await (await chooser).setFiles({
      name: 'garden-bride.png',
      mimeType: 'image/png',
      buffer: await pngImage(page),
    });
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      title,
      description: 'Soft waves and a dewy finish.',
      tags: ['bridal', 'soft glam'],
      isPublic: true,
      imageUrl: expect.stringMatching(/^\/api\/images\/[\w-]+$/),
    });
    await expect(toast(page, 'Gallery image uploaded successfully!')).toBeVisible();
    // The form starts again.
    await expect(upload.getByLabel('Title')).toHaveValue('');
    await expect(upload.getByRole('list', { name: 'Tags added' })).toHaveCount(0);

    const card = item(page, title);
    await expect(card).toContainText('Public');
    await expect(card).toContainText('Soft waves and a dewy finish.');
    // The converted WebP is what the grid shows.
    const thumbnail = card.getByRole('img', { name: title, exact: true });
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/images\/[\w-]+\?w=\d+$/);

    const visitor = await visitorPage(browser);
    await visitor.goto('/gallery');
    await expect(visitor.getByRole('heading', { level: 2, name: title })).toBeVisible();

    // Edit: private now, and gone from /gallery.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(card.getByLabel('Title')).toBeFocused();
    await card.getByRole('switch', { name: 'Public' }).uncheck();
    await card.getByLabel('Description (optional)').fill('Soft waves, private for now.');
    // Tags stay editable after upload: one removed, one added, and the PUT sends them.
    await expect(card.getByRole('list', { name: 'Tags added' }).getByRole('listitem')).toHaveText([
      'bridal',
      'soft glam',
    ]);
    await card.getByRole('button', { name: 'Remove tag soft glam' }).click();
    const editTags = card.getByLabel('Tags (optional)');
    await editTags.fill('garden');
    await editTags.press('Enter');
    const saved = page.waitForResponse(
      (response) =>
        /\/api\/admin\/gallery\/[\w-]+$/.test(response.url()) && response.request().method() === 'PUT',
    );
    await card.getByRole('button', { name: 'Save' }).click();
    expect((await saved).request().postDataJSON()).toMatchObject({
      tags: ['bridal', 'garden'],
      isPublic: false,
    });
    await expect(card).toContainText('Private');
    await expect(card).toContainText('Soft waves, private for now.');
    await expect(card.getByRole('list', { name: 'Tags', exact: true }).getByRole('listitem')).toHaveText([
      'bridal',
      'garden',
    ]);
    await expect(card.getByRole('button', { name: `Edit ${title}` })).toBeFocused();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
    await visitor.context().close();

    // Delete, after the confirmation: kept first, then deleted.
    const remove = card.getByRole('button', { name: `Delete ${title}` });
    await remove.click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this gallery image?',
    });
    await expect(confirm).toHaveAccessibleDescription(
      `'${title}' and its files are removed from the gallery for good.`,
    );
    await expect(confirm.getByRole('button', { name: 'Keep Image' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Keep Image' }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(card).toHaveCount(1);

    await remove.click();
    await confirm.getByRole('button', { name: 'Delete Image' }).click();
    await expect(card).toHaveCount(0);
    await expect(confirm).toHaveCount(0);
    await expect(toast(page, 'Image Deleted')).toContainText(`'${title}' is no longer in the gallery.`);
    await expect(page.getByRole('heading', { name: 'Gallery Images' })).toBeFocused();
  });
});

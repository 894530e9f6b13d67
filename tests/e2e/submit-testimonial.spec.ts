import AxeBuilder from '@axe-core/playwright';
import { CUSTOMER_EMAIL, signIn } from './support/screens';
import { expect, type Page, test } from './support/test';

/** Spec 001 'Review page': the star rating, the form's rules and the pending-approval page. */

const REVIEW = 'Our whole bridal party felt stunning all day, and every look lasted through the dancing!';

async function fillReview(page: Page, content: string) {
  await page.getByLabel('Your Name').fill('Hannah Lee');
  await page.getByLabel('Email').fill(`hannah.${Date.now()}@example.com`);
  await page.getByLabel('Service Received').selectOption({ label: 'Bridal Package' });
  await page.getByLabel('Your Review').fill(content);
}

test.describe('Review page', () => {
  test('a signed-in customer finds her name and email filled in, and may change them', async ({ page }) => {
    await signIn(page, CUSTOMER_EMAIL, '/submit-testimonial');
    const me = await (await page.request.get('/api/auth/user')).json();
    await expect(page.getByLabel('Your Name')).toHaveValue(`${me.firstName} ${me.lastName}`);
    await expect(page.getByLabel('Email')).toHaveValue(me.email);
    await page.getByLabel('Your Name').fill('Chloe B.');
    await expect(page.getByLabel('Your Name')).toHaveValue('Chloe B.');
  });

  test('the rating starts at 5 stars and names each choice', async ({ page }) => {
    await page.goto('/submit-testimonial');
    const rating = page.getByRole('radiogroup', { name: 'Your Rating' });
    await expect(rating.getByRole('radio')).toHaveCount(5);
    await expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(page.getByText('Absolutely amazing')).toBeVisible();

    await rating.getByRole('radio', { name: '3 stars' }).click();
    await expect(rating.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(page.getByText('Good service')).toBeVisible();

    // Arrow keys move the choice, as in any radio group.
    await page.keyboard.press('ArrowRight');
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeFocused();
    await expect(page.getByText('Great experience')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(rating.getByRole('radio', { name: '1 star', exact: true })).toBeChecked();
    await expect(page.getByText('Could be better')).toBeVisible();
  });

  test('an empty submit names every required field and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/testimonials'))
        posts.push(request.url());
    });
    await page.goto('/submit-testimonial');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please select a service type')).toBeVisible();
    await expect(page.getByText('Please provide at least 20 characters for your review')).toBeVisible();
    await expect(page.getByLabel('Your Name')).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('a review under 20 characters is explained under the field', async ({ page }) => {
    await page.goto('/submit-testimonial');
    await fillReview(page, 'Lovely, thank you');
    await page.getByRole('button', { name: 'Submit Review' }).click();

    const content = page.getByLabel('Your Review');
    await expect(page.getByText('Please provide at least 20 characters for your review')).toBeVisible();
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expect(content).toHaveAccessibleDescription(
      /Please provide at least 20 characters for your review/,
    );
    await expect(content).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Thank You for Your Review!' })).toHaveCount(0);
  });

  test('a visitor submits a review and learns it is pending approval', async ({ page }) => {
    await page.goto('/submit-testimonial');
    await expect(page.getByText('checked by our team before it is published')).toBeVisible();
    await fillReview(page, REVIEW);
    await page
      .getByRole('radiogroup', { name: 'Your Rating' })
      .getByRole('radio', { name: '4 stars' })
      .click();

    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/testimonials') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const request = await sent;
    expect(request.postDataJSON()).toMatchObject({
      customerName: 'Hannah Lee',
      serviceType: 'bridal',
      rating: 4,
      content: REVIEW,
    });
    expect((await request.response())?.status()).toBe(201);

    await expect(page.getByRole('heading', { name: 'Thank You for Your Review!' })).toBeVisible();
    await expect(page.getByText(/pending approval/).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Review Submitted!' })).toContainText(
      'pending approval',
    );
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('has no detectable WCAG A/AA violations', async ({ page }) => {
    await page.goto('/submit-testimonial');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please select a service type')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});

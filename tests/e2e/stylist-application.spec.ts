import AxeBuilder from '@axe-core/playwright';
import { minimalPdf } from './support/pdf';
import { expect, type Page, test } from './support/test';

/** Spec 001 'Stylist Application page': info cards, the form's rules, the resume upload, success. */

const EXPERIENCE =
  'Licensed cosmetologist with six years of bridal hair and airbrush makeup across the South Sound.';

function trackUploadRequests(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/resume/upload-url') || request.url().includes('/api/uploads/'))
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
}

test.describe('Stylist application page', () => {
  test('shows who we look for, what we offer and the specialties we need', async ({ page }) => {
    await page.goto('/stylist-application');
    await expect(page.getByRole('heading', { level: 1, name: /Join Our/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: "What We're Looking For" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What We Offer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specialties Needed' })).toBeVisible();
    await expect(page.getByText('Competitive commission')).toBeVisible();
    await expect(page.getByText('Bridal makeup', { exact: true })).toBeVisible();
    await expect(page.getByText('PDF files only, max 5MB')).toBeVisible();
  });

  test('an empty submit names every required field', async ({ page }) => {
    await page.goto('/stylist-application');
    await page.getByLabel('Portfolio or Instagram').fill('not a link');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select your specialties',
      'Please provide at least 50 characters of experience highlights',
      'Please enter a valid URL',
      'Please upload your resume',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await expect(page.getByLabel('Resume')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('radiogroup', { name: 'Specialties' })).toHaveAccessibleDescription(
      'Please select your specialties',
    );
  });

  test('a file that is not a PDF is refused in the browser', async ({ page }) => {
    const uploads = trackUploadRequests(page);
    await page.goto('/stylist-application');
    const resume = page.getByLabel('Resume');

    await resume.setInputFiles({
      name: 'resume.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK\u0003\u0004 not a pdf'),
    });
    await expect(page.getByText('Resume must be a PDF file')).toBeVisible();
    await expect(resume).toHaveAttribute('aria-invalid', 'true');

    // Named .pdf but not one: the %PDF- signature is checked too.
    await resume.setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('GIF89a pretending to be a PDF'),
    });
    await expect(page.getByText('Resume must be a PDF file')).toBeVisible();
    await expect(page.getByText('Resume uploaded successfully!')).toHaveCount(0);
    expect(uploads).toEqual([]);
  });

  test('a visitor uploads a PDF resume, applies and sees the next steps', async ({ page }) => {
    const uploads = trackUploadRequests(page);
    await page.goto('/stylist-application');

    await page.getByLabel('First Name').fill('Maya');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByLabel('Email').fill(`maya.${Date.now()}@example.com`);
    await page.getByLabel('Phone').fill('(253) 555-0142');
    await page
      .getByRole('radiogroup', { name: 'Specialties' })
      .getByRole('radio', { name: /Hair & Makeup/ })
      .check();
    await page.getByLabel('Experience Highlights').fill(EXPERIENCE);
    await page.getByLabel('Portfolio or Instagram').fill('instagram.com/maya.okafor.beauty');

    const stored = page.waitForResponse(
      (response) => response.url().includes('/api/uploads/') && response.request().method() === 'PUT',
    );
    await page.getByLabel('Resume').setInputFiles({
      name: 'maya-okafor-resume.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    });
    const put = await stored;
    expect(put.ok()).toBe(true);
    expect(await put.request().headerValue('content-type')).toBe('application/pdf');
    await expect(page.getByText('Resume uploaded successfully!')).toBeVisible();
    expect(uploads[0]).toBe('POST /api/resume/upload-url');

    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/stylist-applications') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const request = await sent;
    expect(request.postDataJSON()).toMatchObject({
      firstName: 'Maya',
      specialties: 'both',
      experience: EXPERIENCE,
      portfolio: 'https://instagram.com/maya.okafor.beauty',
      resumeUrl: expect.stringMatching(/^\/api\/images\//),
    });
    expect((await request.response())?.status()).toBe(201);

    await expect(page.getByRole('heading', { name: 'Thank You for Applying!' })).toBeVisible();
    await expect(page.getByText(/within 3-5 business days/).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Application Submitted!' })).toBeVisible();
    const steps = page.getByRole('list').filter({ hasText: 'Application review' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /Application review/,
      /Portfolio and experience evaluation/,
      /phone\/video interview/,
      /Skills assessment \(if applicable\)/,
      /Final decision and onboarding/,
    ]);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('has no detectable WCAG A/AA violations', async ({ page }) => {
    await page.goto('/stylist-application');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Please upload your resume')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});

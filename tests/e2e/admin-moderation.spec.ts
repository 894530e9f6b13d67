import { expectNoSeriousViolations } from './support/a11y';
import { confirmedCustomer, unique } from './support/accounts';
import { item, signInAsAdmin, tab, toast, visitorPage } from './support/admin';
import { businessDate } from './support/dates';
import { calendarOf, waitForEmail } from './support/emails';
import { expect, test } from './support/test';

/**
 * Spec 001 'Admin Management Panel': a review and a consultation request moderated by the demo
 * admin, shown without a reload and, for the review, on the landing page.
 */

test.describe('Admin Management Panel', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a review sent on /submit-testimonial is approved in the Testimonials tab and shows on the landing page', async ({
    page,
    browser,
  }) => {
    const name = `Imani ${unique()}`;
    const content = `Every detail was perfect from the trial to the last dance. ${name} says thank you!`;
    await page.goto('/submit-testimonial');
    await page.getByLabel('Your Name').fill(name);
    await page.getByLabel('Email').fill(`imani.${unique()}@example.com`);
    await page.getByLabel('Service Received').selectOption({ label: 'Bridal Package' });
    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.getByLabel('Your Review').fill(content);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Review Submitted!')).toBeVisible();

    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Management Panel' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(4);
    const testimonialsTab = tab(page, /^Testimonials/);
    // The tab's badge counts the pending reviews; ours is one of them.
    await expect(testimonialsTab).toHaveText(/Testimonials\s*\(?\d+\)?/);
    const pendingBefore = Number(/(\d+)/.exec((await testimonialsTab.textContent()) ?? '')?.[1]);
    expect(pendingBefore).toBeGreaterThan(0);
    await testimonialsTab.click();
    await expect(page).toHaveURL(/\?tab=testimonials$/);

    const review = item(page, name);
    await expect(review).toContainText('Bridal Package');
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(review).toContainText(content);
    await expect(review).toContainText('Pending');
    await review.getByLabel('Notes (optional)').fill('Lovely words; publish.');
    await review.getByRole('button', { name: 'Approve' }).click();

    await expect(toast(page, 'Testimonial Updated')).toBeVisible();
    await expect(review).toContainText('Approved');
    await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(review).toContainText('Lovely words; publish.');
    await expect(review).toContainText(/Last changed by Avery Morgan at/);
    // The badge keeps counting what is still pending.
    const stillPending = await page
      .getByRole('tabpanel')
      .getByText('Status: Pending', { exact: true })
      .count();
    await expect(testimonialsTab).toContainText(String(stillPending));

    const visitor = await visitorPage(browser);
    await visitor.goto('/');
    await expect(visitor.locator('#testimonials')).toContainText(content);
    await visitor.context().close();
  });

  test('an approved review is unpublished after a confirmation and leaves the landing page; Publish brings it back', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Delphine ${unique()}`;
    const content = `Calm, kind and right on time; my bridesmaids still talk about it. Love, ${name}.`;
    const sent = await page.request.post('/api/testimonials', {
      headers: { Origin: new URL(baseURL!).origin },
      data: {
        customerName: name,
        customerEmail: `delphine.${unique()}@example.com`,
        serviceType: 'both',
        rating: 5,
        content,
      },
    });
    expect(sent.status()).toBe(201);
    const visitor = await visitorPage(browser);
    const landingReviews = visitor.locator('#testimonials');

    await signInAsAdmin(page, '/?tab=testimonials');
    const review = item(page, name);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review.getByText('Status: Approved', { exact: true })).toBeVisible();
    await visitor.goto('/');
    await expect(landingReviews).toContainText(content);

    // Unpublish asks first, by keyboard too; keeping it changes nothing.
    const unpublish = review.getByRole('button', { name: 'Unpublish', exact: true });
    await unpublish.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Unpublish this review?' });
    await expect(dialog).toContainText('It will no longer show on the site.');
    await expect(dialog.getByRole('button', { name: 'Keep Published' })).toBeFocused();
    await expectNoSeriousViolations(page, "'Unpublish this review?'");
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(review.getByText('Status: Approved', { exact: true })).toBeVisible();

    await review.getByLabel('Notes (optional)').fill('Taken down at her request.');
    await unpublish.click();
    await dialog.getByRole('button', { name: 'Unpublish Review' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Testimonial Updated')).toContainText(
      `The review from ${name} is unpublished and no longer shows on the site.`,
    );
    await expect(review.getByText('Status: Rejected', { exact: true })).toBeVisible();
    // Focus returns to the same button, which now offers the way back.
    const publish = review.getByRole('button', { name: 'Publish', exact: true });
    await expect(publish).toBeFocused();
    await visitor.goto('/');
    await expect(landingReviews.getByText('What Our Clients Say')).toBeVisible();
    await expect(landingReviews).not.toContainText(content);

    await page.keyboard.press('Enter');
    await expect(toast(page, `The review from ${name} is published`)).toBeVisible();
    await expect(review.getByText('Status: Approved', { exact: true })).toBeVisible();
    await expect(unpublish).toBeFocused();
    await visitor.goto('/');
    await expect(landingReviews).toContainText(content);
    await visitor.context().close();

    // The notes went with the change: a fresh read of the panel shows them.
    await page.reload();
    await expect(item(page, name).getByLabel('Notes (optional)')).toHaveValue('Taken down at her request.');
  });

  test('a consultation request from the landing page is marked contacted, then scheduled with a date and time the client is emailed, without a reload', async ({
    page,
  }) => {
    const name = `Jordan ${unique()}`;
    const email = `jordan.${unique()}@example.com`;
    await page.goto('/');
    const form = page.locator('#consultation');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('(253) 555-0188');
    await form.getByLabel('Event Type', { exact: true }).selectOption('wedding');
    await form.getByLabel('Skin Type', { exact: true }).selectOption('combination');
    await form.getByLabel('Allergies or sensitivities', { exact: true }).fill('Latex');
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    await signInAsAdmin(page);
    const request = item(page, name);
    await expect(request.getByText('Status: New', { exact: true })).toBeVisible();
    await expect(request.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute('href', /^mailto:/);
    await expect(request).toContainText('(253) 555-0188');
    await expect(request).toContainText('Wedding');
    await expect(request).toContainText(/Submitted \w{3} \d+, \d{4}/);
    await expect(request).not.toContainText(/Contacted \w{3} \d+/);

    // The questionnaire is collapsed until asked for.
    const questionnaire = request.locator('details');
    await expect(questionnaire.getByText('Latex')).toBeHidden();
    await questionnaire.getByText('Questionnaire').click();
    await expect(questionnaire.getByText('Latex')).toBeVisible();
    await expect(questionnaire).toContainText('Combination');

    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await request.getByLabel('Admin notes').fill('Called; consultation on Friday.');
    await request.getByRole('button', { name: 'Mark Contacted' }).click();
    await expect(toast(page, 'Status Updated')).toBeVisible();
    await expect(request.getByText('Status: Contacted', { exact: true })).toBeVisible();
    await expect(request).toContainText(/Contacted \w{3} \d+, \d{4}, \d+:\d{2}\s[AP]M/);
    await expect(request).toContainText(/Last changed by Avery Morgan at/);
    await expect(request.getByRole('button', { name: 'Mark Contacted' })).toBeDisabled();
    await expect(request.getByRole('button', { name: 'Mark Scheduled' })).toBeEnabled();

    // Mark Scheduled asks when; the client is emailed the time with a calendar file.
    await request.getByRole('button', { name: 'Mark Scheduled' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Consultation' });
    await expect(dialog).toContainText(`For ${name}`);
    const date = businessDate(6);
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Time').fill('15:00');
    await dialog.getByLabel(/How you will meet/).fill('At the studio');
    await dialog.getByRole('button', { name: 'Schedule and Email Client' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Consultation Scheduled')).toBeVisible();
    await expect(request.getByText('Status: Scheduled', { exact: true })).toBeVisible();
    await expect(request).toContainText('at 3:00 PM (Pacific Time) · At the studio');
    await expect(request.getByRole('button', { name: 'Move Consultation' })).toBeEnabled();
    // She holds the time in her calendar: it is moved or held, not sent back to Contacted.
    await expect(request.getByRole('button', { name: 'Mark Contacted' })).toBeDisabled();
    const sent = await waitForEmail(email, /^Your consultation: /);
    expect(calendarOf(sent)).toContain('METHOD:REQUEST');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('a customer who asked on the landing page sees the time the studio set on her dashboard', async ({
    page,
    browser,
  }) => {
    const bride = await confirmedCustomer(browser, 'Rowan');
    await bride.goto('/#consultation');
    const form = bride.locator('#consultation');
    // Her email is filled in from her account; the name is made unique for the panel.
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(/@/);
    const name = `Rowan ${unique()}`;
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    await signInAsAdmin(page);
    const request = item(page, name);
    await request.getByRole('button', { name: 'Mark Scheduled' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Consultation' });
    await dialog.getByLabel('Date').fill(businessDate(7));
    await dialog.getByLabel('Time').fill('11:00');
    await dialog.getByRole('button', { name: 'Schedule and Email Client' }).click();
    await expect(request.getByText('Status: Scheduled', { exact: true })).toBeVisible();

    await bride.goto('/');
    const consultations = bride.getByRole('region', { name: 'Consultations' });
    await expect(consultations).toContainText('at 11:00 AM (Pacific Time)');
    await expect(consultations).toContainText('Free Consultation');
    await expect(consultations).toContainText('Another time? Write to us and we will find one.');
    await expect(consultations.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(consultations.getByRole('button', { name: 'Ask to move' })).toHaveCount(0);
    await bride.context().close();
  });
});

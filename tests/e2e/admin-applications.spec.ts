import { readFile } from 'node:fs/promises';
import { expectNoSeriousViolations } from './support/a11y';
import { confirmedCustomer, unique } from './support/accounts';
import { item, signInAsAdmin, toast, visitorPage } from './support/admin';
import { waitForTemplateEmail } from './support/emails';
import { minimalPdf } from './support/pdf';
import { expect, type Page, test } from './support/test';

/**
 * Stylist Applications (/admin/applications, beside the Management Panel): an application sent on
 * /stylist-application reaches the admin with its resume, and she takes it through the hiring
 * steps without a reload.
 */

/** A visitor applies on /stylist-application with a PDF resume. */
async function apply(page: Page, firstName: string, email: string) {
  await page.goto('/stylist-application');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(253) 555-0142');
  await page
    .getByRole('radiogroup', { name: 'Specialties' })
    .getByRole('radio', { name: /^Hair Bridal/ })
    .check();
  await page
    .getByLabel('Experience Highlights')
    .fill('Five years of bridal updos and soft waves across Tacoma, Puyallup and Gig Harbor.');
  await page.getByLabel('Portfolio or Instagram').fill('https://portfolio.example/maya');
  await page.getByLabel('Resume').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await expect(page.getByText('Resume uploaded successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You for Applying!' })).toBeVisible();
}

test.describe('Stylist Applications', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an application arrives with its resume, and the admin invites, then hires', async ({
    page,
    browser,
  }) => {
    const firstName = `Maya${unique().replace(/\W/g, '')}`;
    const name = `${firstName} Okafor`;
    const email = `maya.${unique()}@example.com`;
    const visitor = await visitorPage(browser);
    await apply(visitor, firstName, email);
    await visitor.context().close();

    // The Management Panel keeps its four tabs; its shortcuts lead to the applications, with how
    // many are new.
    await signInAsAdmin(page, '/');
    await expect(page.getByRole('tab')).toHaveCount(4);
    const shortcut = page
      .getByRole('navigation', { name: 'Admin tools' })
      .getByRole('link', { name: /^Stylist applications \(\d+ new\)/ });
    await expect(shortcut).toBeVisible();
    await shortcut.click();
    await expect(page).toHaveURL(/\/admin\/applications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stylist Applications' })).toBeVisible();

    const application = item(page, name);
    await expect(application).toContainText('Status: New');
    await expect(application).toContainText('Hair');
    await expect(application).toContainText('bridal updos and soft waves');
    await expect(application.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(application.getByRole('link', { name: /portfolio\.example/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expectNoSeriousViolations(page, 'Stylist Applications');

    // The resume downloads for the signed-in admin: the very PDF the applicant sent.
    const downloading = page.waitForEvent('download');
    await application.getByRole('link', { name: `Download resume (PDF) of ${name}` }).click();
    const download = await downloading;
    expect(await readFile((await download.path())!)).toEqual(minimalPdf());

    // The next steps: reviewed, an interview (notes kept, and the applicant emailed), then hired.
    await expect(application.getByRole('button', { name: 'Mark Reviewed' })).toBeEnabled();
    await application.getByLabel('Notes (optional)').fill('Phone interview Tuesday at 10.');
    const emailBox = application.getByRole('checkbox', { name: `Email ${firstName} about this` });
    await expect(emailBox).not.toBeChecked();
    await emailBox.check();
    await application.getByRole('button', { name: 'Invite to Interview' }).click();
    await expect(toast(page, 'Application Updated')).toContainText(
      `The application from ${name} is marked for an interview. An email is on its way to ${firstName}.`,
    );
    await expect(application).toContainText('Status: Interviewing');
    // She hears from the studio in its own words; the admin's notes stay internal.
    const invitation = await waitForTemplateEmail('application-step', email);
    expect(invitation).toContain("We'll be in touch by email or phone to arrange a time that suits you.");
    expect(invitation).not.toContain('Phone interview Tuesday');
    // The box is for one step: it is unticked again for the next.
    await expect(emailBox).not.toBeChecked();
    await expect(application).toContainText(/Last changed by Avery Morgan at/);
    // Steps behind it are off.
    await expect(application.getByRole('button', { name: 'Mark Reviewed' })).toBeDisabled();

    await application.getByRole('button', { name: 'Mark Hired' }).click();
    // Unticked: saved, and nobody is emailed.
    const hiredToast = toast(page, `The application from ${name} is marked hired.`);
    await expect(hiredToast).toBeVisible();
    await expect(hiredToast).not.toContainText('An email is on its way');
    await expect(application).toContainText('Status: Hired');
    await expect(application.getByRole('button', { name: 'Decline' })).toBeEnabled();
    await expect(application.getByRole('button', { name: 'Mark Hired' })).toHaveCount(0);
    await expect(application.getByLabel('Notes (optional)')).toHaveValue('Phone interview Tuesday at 10.');

    // Show one step at a time: the filter keeps to that status, in the address, through a reload
    // and Back.
    const filter = page.getByRole('group', { name: 'Show applications by status' });
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await filter.getByRole('button', { name: 'Hired', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/applications\?status=hired$/);
    await expect(filter.getByRole('button', { name: 'Hired', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(item(page, name)).toContainText('Status: Hired');
    await expect(page.getByRole('article').filter({ hasNotText: 'Status: Hired' })).toHaveCount(0);

    await filter.getByRole('button', { name: 'Declined', exact: true }).click();
    await expect(page).toHaveURL(/\?status=declined$/);
    await expect(
      page.getByRole('heading', { name: 'Nothing under Declined' }).or(page.getByRole('article').first()),
    ).toBeVisible();
    await expect(item(page, name)).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasNotText: 'Status: Declined' })).toHaveCount(0);
    await page.reload();
    await expect(filter.getByRole('button', { name: 'Declined', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goBack();
    await expect(filter.getByRole('button', { name: 'Hired', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(item(page, name)).toContainText('Status: Hired');

    // It stays so after a reload, and reads at 360 px without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(item(page, name)).toContainText('Status: Hired');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('is for admins: a customer is shown Access Denied and no application', async ({ browser }) => {
    const customer = await confirmedCustomer(browser, 'Priya');
    await customer.goto('/admin/applications');
    await expect(customer.getByRole('heading', { level: 1, name: 'Stylist Applications' })).toBeVisible();
    await expect(customer.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(customer.getByRole('article')).toHaveCount(0);
    await expectNoSeriousViolations(customer, 'Stylist Applications: Access Denied (customer)');
    await customer.context().close();
  });
});

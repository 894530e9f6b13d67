import { expectNoSeriousViolations } from './support/a11y';
import { ADMIN_EMAIL, signIn } from './support/screens';
import { expect, type Page, test } from './support/test';

/**
 * Accessibility (axe, WCAG A/AA) of the admin's queue dashboard (bull-board's prebuilt UI, patched
 * by services/api/src/http/queue-dashboard-a11y.ts): every view, menu and dialog.
 */

test.describe.configure({ mode: 'parallel' });
test.use({ reducedMotion: 'reduce' });

/** Signed in as admin on the overview, once bull-board has rendered and the patch has run. */
async function openQueueDashboard(page: Page) {
  await signIn(page, ADMIN_EMAIL, '/admin/queues');
  // bull-board renders on the client from /admin/queues/api/...; the named icon buttons show the patch ran.
  await expect(
    page.locator('#bull-board-sidebar').getByRole('link', { name: 'emails', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
}

/**
 * From the overview, add a job no worker handles to the emails queue, as an admin would: it fails
 * for good at once, which gives a failed job to look at. Its name is unique to the test.
 */
async function addFailingJob(page: Page, scan = false): Promise<string> {
  const jobName = `a11y-no-such-job-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  await page.getByRole('button', { name: 'Actions for the emails queue' }).click();
  await expect(page.getByRole('menu', { name: 'Actions for the emails queue' })).toBeVisible();
  if (scan) await expectNoSeriousViolations(page, "queue dashboard: a queue card's actions menu");
  await page.getByRole('menuitem', { name: 'Add job' }).click();
  const addJob = page.getByRole('dialog', { name: 'Add job' });
  await expect(addJob.getByRole('textbox', { name: 'Job data' })).toBeVisible();
  if (scan) await expectNoSeriousViolations(page, "queue dashboard: 'Add job' dialog");
  await addJob.getByLabel('Job name').fill(jobName);
  await addJob.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(addJob).toBeHidden();
  return jobName;
}

/** The failed job's card on the emails queue's failed list, open on its Error tab. */
async function openFailedJob(page: Page, jobName: string) {
  await page.goto('/admin/queues/queue/emails?status=failed');
  const job = page.locator('[class*="card-"]').filter({ hasText: jobName });
  await expect(job.getByText(`No handler registered for job '${jobName}'`)).toBeVisible();
  return job;
}

test.describe('Admin', () => {
  test('the queue dashboard overview, its menus and dialogs', async ({ page }) => {
    await openQueueDashboard(page);
    await expectNoSeriousViolations(page, 'queue dashboard: overview');

    await page.getByRole('button', { name: 'Actions for all queues' }).click();
    await expect(page.getByRole('menu', { name: 'Actions for all queues' })).toBeVisible();
    await expectNoSeriousViolations(page, 'queue dashboard: overview actions menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    for (const name of ['Redis details', 'Settings']) {
      // bull-board 9.10.1 ignores the first click on a header button after one of its dialogs closed.
      await page.reload();
      await page.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page, `queue dashboard: '${name}' dialog`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }

    await addFailingJob(page, true);
  });

  test('a queue with a failed job: the job, Retry, the actions menu and Queue info', async ({ page }) => {
    await openQueueDashboard(page);
    const job = await openFailedJob(page, await addFailingJob(page));
    await expectNoSeriousViolations(page, 'queue dashboard: a queue with a failed job expanded');

    await job.getByRole('button', { name: 'Retry', exact: true }).click();
    const retry = page.getByRole('alertdialog');
    await expect(retry).toContainText('retry this job');
    await expectNoSeriousViolations(page, 'queue dashboard: the Retry confirmation');
    await retry.getByRole('button', { name: 'Cancel' }).click();
    await expect(retry).toBeHidden();

    await page.getByRole('button', { name: 'Actions for the emails queue' }).click();
    await expect(page.getByRole('menu', { name: 'Actions for the emails queue' })).toBeVisible();
    await expectNoSeriousViolations(page, "queue dashboard: a queue page's actions menu");
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Queue info' }).click();
    const info = page.getByRole('dialog', { name: 'Queue info' });
    await expect(info).toBeVisible();
    await expectNoSeriousViolations(page, "queue dashboard: 'Queue info' dialog");
    await page.keyboard.press('Escape');
    await expect(info).toBeHidden();
  });

  test("a failed job's page, Schedulers and Metrics history", async ({ page }) => {
    await openQueueDashboard(page);
    const jobName = await addFailingJob(page);
    const job = await openFailedJob(page, jobName);
    await job.getByRole('link', { name: new RegExp(jobName) }).click();
    await expect(page.getByRole('tab', { name: 'Error' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolations(page, "queue dashboard: a failed job's page");
    await page.getByRole('tab', { name: 'Data' }).click();
    await expect(page.getByRole('tab', { name: 'Data' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolations(page, "queue dashboard: a failed job's data");

    await page.locator('#bull-board-sidebar').getByRole('link', { name: 'Schedulers' }).click();
    await expect(page.getByRole('heading', { name: 'Schedulers' })).toBeVisible();
    await expectNoSeriousViolations(page, 'queue dashboard: Schedulers');
    await page.goto('/admin/queues/metrics-history');
    await expect(page.getByRole('heading', { name: 'Metrics history' })).toBeVisible();
    await expectNoSeriousViolations(page, 'queue dashboard: Metrics history');
  });
});

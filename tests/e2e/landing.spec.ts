import { bookingForm, futureDate } from './support/landing';
import { recordStatusMessages } from './support/status-log';
import { expect, test } from './support/test';

/** Spec 000 sections 2-9: the landing page as a visitor uses it, its HTML and its booking form. */

test.describe('Landing page', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('the HTML of / carries the headline, sections, prices and search data without JavaScript', async ({
    page,
    baseURL,
  }) => {
    const response = await page.request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Professional Bridal Hair &amp; Makeup');
    expect(html).toContain('Wedding &amp; Event Beauty Services');
    expect(html).toContain('$50');
    expect(html).toContain('$1,200 - $1,800');
    expect(html).toContain('+$20-$40');
    for (const anchor of ['services', 'pricing', 'bridal', 'about', 'book', 'consultation', 'testimonials']) {
      expect(html).toContain(`id="${anchor}"`);
    }
    // Built without a PUBLIC_URL: the server's own origin is in the absolute addresses.
    const origin = new URL(baseURL ?? '').origin;
    expect(html).toContain(`<link rel="canonical" href="${origin}/" />`);
    expect(html).toContain(`property="og:image" content="${origin}/og-image.png"`);
    expect(html).not.toContain('public-url.invalid');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const business = JSON.parse(jsonLd ?? '{}');
    expect(business['@type']).toBe('BeautySalon');
    expect(business.paymentAccepted).toBe('Cash App, Apple Pay, Venmo');
    expect(business.areaServed).toHaveLength(7);
    expect(business.makesOffer.length).toBeGreaterThan(9);
    // The CSP allows no inline scripts: only the module entry and the JSON-LD block.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.every((tag) => /type="(module|application\/ld\+json)"/.test(tag))).toBe(true);

    // Other routes get the plain app shell.
    const gallery = await (await page.request.get('/gallery')).text();
    expect(gallery).not.toContain('Professional Bridal Hair &amp; Makeup');
  });

  test('hydrating after the first paint moves nothing on the screen', async ({ page }) => {
    // Every layout shift not caused by input, from the very start of each visit.
    await page.addInitScript(() => {
      const state = window as unknown as { layoutShift: number };
      state.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift, `layout shift at ${width} px`).toBeLessThan(0.01);
    }
  });

  test('the prerendered page hydrates without errors, and a visitor makes no failing request', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Meet Your Beauty Experts' })).toBeVisible();
    await page.getByRole('button', { name: 'Select Better', exact: true }).click();
    await expect(bookingForm(page).getByLabel('Makeup Service', { exact: true })).toHaveValue('better');
    expect(problems).toEqual([]);
  });

  test("'Select Better' pre-fills the booking form and brings it into view", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('POPULAR', { exact: true })).toHaveCount(2);
    await page.getByRole('button', { name: 'Select Better', exact: true }).click();
    await expect(bookingForm(page).getByLabel('Makeup Service', { exact: true })).toHaveValue('better');
    await expect(page.locator('#book')).toBeInViewport();
    const summary = bookingForm(page).getByRole('complementary', { name: 'Your Selections' });
    await expect(summary.getByText('$100 - $150', { exact: true })).toBeVisible();
  });

  test('a bridal package clears makeup and hair, and a tier clears the package', async ({ page }) => {
    await page.goto('/');
    const form = bookingForm(page);
    await page.getByRole('button', { name: 'Select Better', exact: true }).click();
    await page.getByRole('button', { name: 'Select Styled Half-Up', exact: true }).click();
    await expect(form.getByLabel('Hair Service', { exact: true })).toHaveValue('styled');

    const plusOne = page.locator('#bridal article').filter({ hasText: 'Bride + 1 Package' });
    await expect(plusOne.getByText('Most Popular')).toBeVisible();
    await plusOne.getByRole('button', { name: 'Select Package' }).click();
    await expect(plusOne.getByText('Selected', { exact: true })).toBeVisible();
    await expect(plusOne.getByRole('button', { name: 'Package Selected' })).toBeVisible();
    await expect(form.getByLabel('Bridal Package', { exact: true })).toHaveValue('bride-plus-1');
    await expect(form.getByLabel('Makeup Service', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Hair Service', { exact: true })).toHaveValue('');
    await expect(page.locator('#book')).toBeInViewport();

    // Choosing another package moves the selection; there is no deselect.
    const brideOnly = page.locator('#bridal article').filter({ hasText: 'Bride Only Package' });
    await brideOnly.getByRole('button', { name: 'Select Package' }).click();
    await expect(brideOnly.getByText('Selected', { exact: true })).toBeVisible();
    await expect(plusOne.getByText('Selected', { exact: true })).toHaveCount(0);
    await brideOnly.getByRole('button', { name: 'Package Selected' }).click();
    await expect(form.getByLabel('Bridal Package', { exact: true })).toHaveValue('bride-only');

    // The form leads: a package chosen there moves the card's mark, a tier clears it.
    await form.getByLabel('Bridal Package', { exact: true }).selectOption('bride-plus-1');
    await expect(plusOne.getByText('Selected', { exact: true })).toBeVisible();
    await expect(brideOnly.getByText('Selected', { exact: true })).toHaveCount(0);
    await form.getByLabel('Hair Service', { exact: true }).selectOption('updo');
    await expect(form.getByLabel('Bridal Package', { exact: true })).toHaveValue('');
    await expect(page.locator('#bridal').getByText('Selected', { exact: true })).toHaveCount(0);
    await expect(plusOne.getByRole('button', { name: 'Select Package' })).toBeVisible();
  });

  test("an empty booking shows 'Missing Information', then each rule in turn", async ({ page }) => {
    await page.goto('/');
    const form = bookingForm(page);
    const toast = page.getByRole('status').filter({ hasText: 'Missing Information' });

    await form.getByRole('button', { name: 'Continue to Booking' }).click();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Please fill in all required fields.');
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();

    await form.getByLabel('Name', { exact: true }).fill('Avery Lindqvist');
    await form.getByLabel('Email', { exact: true }).fill('avery@example.com');
    await form.getByLabel('Phone', { exact: true }).fill('(253) 555-0199');
    await form.getByRole('button', { name: 'Continue to Booking' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Please select both date and time for your appointment.',
    );

    // Times are offered once the services, the area and the date are known.
    await form.getByLabel('Makeup Service', { exact: true }).selectOption('good');
    await form.getByLabel('Event Area', { exact: true }).selectOption('puyallup');
    await form.getByLabel('Event Date', { exact: true }).fill(futureDate());
    await form.getByLabel('Preferred Time', { exact: true }).selectOption('10:00');
    await form.getByLabel('Makeup Service', { exact: true }).selectOption('');
    await form.getByRole('button', { name: 'Continue to Booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No Services Selected' })).toContainText(
      'Please select at least one service or bridal package.',
    );

    await form.getByLabel('Makeup Service', { exact: true }).selectOption('good');
    await form.getByLabel('Event Area', { exact: true }).selectOption('');
    await form.getByRole('button', { name: 'Continue to Booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Missing Information' })).toContainText(
      'Please choose where your event is, so we can plan the travel.',
    );
    await expect(form.getByLabel('Event Area', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a complete booking goes to sign-in with the selections in the address', async ({ page }) => {
    await page.goto('/');
    const form = bookingForm(page);
    const eventDate = futureDate();
    await page.getByRole('button', { name: 'Select Better', exact: true }).click();
    await form.getByLabel('Hair Service', { exact: true }).selectOption('styled');
    await form.getByLabel('False Lashes', { exact: true }).check();
    await form.getByLabel('Event Area', { exact: true }).selectOption('tacoma');
    await form.getByLabel('Event Date', { exact: true }).fill(eventDate);
    await form.getByLabel('Preferred Time', { exact: true }).selectOption('14:00');
    await form.getByLabel('Event Type (optional)', { exact: true }).selectOption('engagement');
    await form.getByLabel('Name', { exact: true }).fill('Avery Lindqvist');
    await form.getByLabel('Email', { exact: true }).fill('avery@example.com');
    await form.getByLabel('Phone', { exact: true }).fill('(253) 555-0199');
    await form
      .getByLabel('Special Notes (optional)', { exact: true })
      .fill('Photos at Point Defiance at 3 pm');
    await form.getByLabel('Include a free consultation', { exact: true }).check();

    const toSignIn = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/api/login',
    );
    // The app leaves for sign-in shortly after its toast, so the toast is recorded as it shows.
    const statusMessages = await recordStatusMessages(page);
    await form.getByRole('button', { name: 'Continue to Booking' }).click();
    await expect
      .poll(statusMessages)
      .toContainEqual(
        expect.stringMatching(
          /Ready to Book.*Please log in to complete your booking\. Your selections will be saved\./s,
        ),
      );
    const url = new URL((await toSignIn).url());
    expect(url.searchParams.get('redirect')).toBe('/book');
    expect(JSON.parse(url.searchParams.get('data') ?? 'null')).toEqual({
      makeupService: 'better',
      hairService: 'styled',
      bridalPackage: '',
      addOns: ['lashes'],
      eventDate,
      eventTime: '14:00',
      timeMode: 'start',
      serviceArea: 'tacoma',
      partySize: 1,
      eventType: 'engagement',
      specialNotes: 'Photos at Point Defiance at 3 pm',
      includeConsultation: true,
    });
    // A landing hand-off always opens 'Create your account' (never telling whether the email has one).
    expect(url.searchParams.get('view')).toBe('register');
    await page.waitForURL((address) => address.pathname === '/api/login');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});

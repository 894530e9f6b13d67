import AxeBuilder from '@axe-core/playwright';
import { businessDate } from './dates';
import { expect, type Page } from './test';

/** The booking specs' tools: a date few runs share, the pages' words for a time, a booking made through the API. */

/** A date a few weeks ahead that other runs are unlikely to have filled. */
export const weeksAhead = () => businessDate(21 + Math.floor(Math.random() * 300));

/**
 * /book filled in as a customer would: Good makeup in Puyallup on a date weeks ahead at its first
 * offered time, the add-ons named ticked, paying with `pay.method` from `pay.handle`. Returns the
 * form, ready for 'Book Appointment'.
 */
export async function fillBookForm(
  page: Page,
  pay: { method: string; handle: string },
  addOns: string[] = [],
) {
  const form = page.getByRole('form', { name: 'Book Your Service' });
  await form.getByRole('group', { name: 'Makeup' }).getByRole('radio', { name: 'Good' }).check();
  await form.getByLabel('Event Area', { exact: true }).selectOption('puyallup');
  await form.getByLabel('Event Date', { exact: true }).fill(weeksAhead());
  await form.getByRole('group', { name: 'Appointment Time' }).getByRole('radio').first().check();
  for (const name of addOns) await form.getByRole('checkbox', { name }).check();
  await form.getByRole('radio', { name: pay.method }).check();
  await form.getByLabel('Payment Handle', { exact: true }).fill(pay.handle);
  return form;
}

/** What a free date must offer: `service` is a query such as 'hairService=simple' (bookThroughApi's makeup by default). */
interface Offer {
  service?: string;
  /** The service area (Puyallup unless told). */
  area?: string;
  /** How many stylists must come at the time (any number unless told). */
  stylists?: number;
  /** A stylist who must be able to take it herself (staff sessions only: the API's stylistId). */
  stylist?: string;
}

/**
 * A date from `pick` (weeksAhead unless told), not one of `avoid`, on which the `offer` can be
 * staffed at `time`. The suite books the same demo team on random dates all run long, so a date
 * other tests happen to have filled is passed over, not assumed empty.
 */
export async function freeDateAt(
  page: Page,
  time: string,
  options: Offer & { avoid?: Iterable<string>; pick?: () => string } = {},
): Promise<string> {
  const { pick = weeksAhead, avoid = [], ...offer } = options;
  const taken = new Set(avoid);
  for (let tries = 0; tries < 30; tries++) {
    const date = pick();
    if (!taken.has(date) && (await offeredAt(page, date, time, offer))) return date;
  }
  throw new Error(`No date in 30 tries had ${time} free`);
}

/** Whether /api/availability offers `time` on `date` for the offer (as freeDateAt takes it). */
export async function offeredAt(page: Page, date: string, time: string, offer: Offer = {}) {
  const { service = 'makeupService=good', area = 'puyallup', stylists, stylist } = offer;
  const who = stylist ? `&stylistId=${stylist}` : '';
  const answer = await page.request.get(
    `/api/availability?date=${date}&${service}&serviceArea=${area}${who}`,
  );
  expect(answer.status()).toBe(200);
  const { days } = (await answer.json()) as {
    days: Array<{ times: Array<{ time: string; stylists: number }> }>;
  };
  const offered = days[0]?.times.find((t) => t.time === time);
  return Boolean(offered) && (stylists === undefined || offered?.stylists === stylists);
}

/** No detectable WCAG A/AA violations (axe), as on the public pages. */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations).toEqual([]);
}

/** '09:00' -> '9:00 AM', as the pages say a time. */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
}

export const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/**
 * Book the simplest appointment through the API (with our Origin, as the browser sends it);
 * `extra` adds to or changes its fields (e.g. `includeConsultation: true`).
 */
export async function bookThroughApi(
  page: Page,
  eventDate: string,
  eventTime = '11:00',
  extra: Record<string, unknown> = {},
) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/bookings', {
    headers: { Origin: origin },
    data: {
      makeupService: 'good',
      eventDate,
      eventTime,
      serviceArea: 'puyallup',
      paymentMethod: 'cashapp',
      paymentHandle: '$morgan',
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { booking: { id: string } };
}

import AxeBuilder from '@axe-core/playwright';
import type { StylistStats } from '@beauty/domain/schemas/stylist-dashboard';
import { businessDate } from './dates';
import { signIn as signInAs } from './screens';
import { type APIRequestContext, expect, type Locator, type Page } from './test';

/** The stylist dashboard specs' tools: the demo accounts' sign-in, an open time, the figures and rows. */

export const ZONE = 'America/Los_Angeles';

/** Sign in as a demo account, landing on the stylist's dashboard unless told otherwise. */
export const signIn = (page: Page, email: string, redirect = '/stylist') => signInAs(page, email, redirect);

/** No serious or critical accessibility violations (axe, WCAG A/AA). */
export async function expectAccessible(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

interface Slot {
  date: string;
  time: string;
  /** The date is in the current month (Pacific time), so completing it counts as this month's revenue. */
  thisMonth: boolean;
}

/**
 * What the New Appointment dialog asks for below: Good makeup with false lashes (they take time
 * too) for one person in Puyallup, from a start time.
 */
export const APPOINTMENT_QUESTION =
  'timeMode=start&serviceArea=puyallup&makeupService=good&addOns=lashes&partySize=1';

/**
 * A time the signed-in stylist can take herself (as the dialog offers them: GET /api/availability
 * with her id), from tomorrow to the end of this month, then today (its times may start while
 * the test runs, so it comes last); otherwise one a few weeks ahead. The demo stylists start
 * 09:00-16:00 on weekdays and from 06:00 at weekends.
 */
export async function findOpenSlot(request: APIRequestContext): Promise<Slot> {
  const me = await request.get('/api/auth/user');
  expect(me.ok()).toBe(true);
  const { id } = (await me.json()) as { id: string };
  const daysOf = async (from: string, to: string) => {
    const response = await request.get(
      `/api/availability?from=${from}&to=${to}&${APPOINTMENT_QUESTION}&stylistId=${id}`,
    );
    expect(response.ok()).toBe(true);
    const { days } = (await response.json()) as {
      days: Array<{ date: string; times: Array<{ time: string }> }>;
    };
    return days;
  };
  const today = businessDate();
  const month = today.slice(0, 7);
  let last = 0;
  while (businessDate(last + 1).slice(0, 7) === month) last += 1;
  const thisMonth = [
    ...(last > 0 ? await daysOf(businessDate(1), businessDate(last)) : []),
    ...(await daysOf(today, today)),
  ];
  for (const { date, times } of thisMonth) {
    // On today, a time at least two hours away, so it cannot start during the test.
    const open = times.filter((t) => date !== today || t.time >= laterThanNow(2));
    const slot = open[Math.floor(Math.random() * open.length)];
    if (slot) return { date, time: slot.time, thisMonth: true };
  }
  for (let i = 21; i < 120; i += 31) {
    const later = (await daysOf(businessDate(i), businessDate(i + 30))).find((day) => day.times.length > 0);
    if (later) return { date: later.date, time: later.times[0]!.time, thisMonth: false };
  }
  throw new Error('No time the stylist can take in the next four months');
}

/** 'HH:00' of the hour `hours` from now in the business's time zone. */
export function laterThanNow(hours: number): string {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }).format(
    new Date(Date.now() + hours * 3_600_000),
  );
  return `${hour.padStart(2, '0')}:00`;
}

export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

export async function stylistStats(request: APIRequestContext) {
  const response = await request.get('/api/stylist/stats');
  expect(response.ok()).toBe(true);
  return (await response.json()) as StylistStats;
}

export const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
export const statCard = (
  page: Page,
  title: string,
  figures: 'Your figures' | 'Studio figures' = 'Your figures',
) =>
  page
    .getByRole('list', { name: figures })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: title, exact: true }),
    });
/** 'Tuesday, November 24, 2026', as the rows write a YYYY-MM-DD date. */
export function longDateOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

export interface PastBooking {
  status: string;
  eventDate: string;
  stylistId: string | null;
  totalPriceCents: number;
}

export const appointmentRow = (page: Page, clientName: string): Locator =>
  page.locator('.stylist-appts > li').filter({ hasText: clientName });

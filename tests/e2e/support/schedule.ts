import { businessDate } from './dates';
import { type APIRequestContext, expect, type Locator, type Page } from './test';

/** The schedule specs' tools: the words of its refusals, staff bookings and the week grid's cells. */

export const OVERLAP = 'You have appointments during that time.';
export const NOT_FREE = 'That stylist is not free for the whole appointment then';

export interface Assignment {
  stylistId: string;
  stylistName: string;
  role: 'lead' | 'assist';
  heldFrom: string;
  heldUntil: string;
}

export interface StaffBooking {
  id: string;
  clientName: string | null;
  eventDate: string;
  status: string;
  plan: { staffed: boolean; assignments: Assignment[] };
}

export const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });
export const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });
export const dayOfHours = (page: Page, weekday: string) =>
  page.getByRole('form', { name: 'Weekly hours' }).getByRole('group', { name: weekday, exact: true });
export const timeOffPanel = (page: Page) => page.getByRole('region', { name: 'Time off' });

/** An upcoming active booking whose time `stylistId` holds, from a staff booking list. */
export async function upcomingBookingOf(
  request: APIRequestContext,
  list: string,
  stylistId: string,
): Promise<{ booking: StaffBooking; assignment: Assignment } | null> {
  const response = await request.get(list);
  expect(response.ok()).toBe(true);
  const tomorrow = businessDate(1);
  for (const booking of (await response.json()) as StaffBooking[]) {
    if (!['pending', 'confirmed'].includes(booking.status) || booking.eventDate < tomorrow) continue;
    const assignment = booking.plan.assignments.find((a) => a.stylistId === stylistId);
    if (assignment) return { booking, assignment };
  }
  return null;
}

/** The cell of `column` (a stylist's name) in the week grid's row for `date`. */
export async function gridCell(grid: Locator, column: string, date: string): Promise<Locator> {
  const headers = await grid.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.includes(column));
  expect(index, `a column for ${column}`).toBeGreaterThan(0);
  // The row's header says 'Saturday, December 19' to screen readers.
  const weekday = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return grid.locator('tbody tr').filter({ hasText: weekday }).locator('th, td').nth(index);
}

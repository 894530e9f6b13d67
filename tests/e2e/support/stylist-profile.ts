import { expect, type Locator } from './test';

/** 'Jun 12, 2026, 2:00 PM PDT': the back office's time (frontend/src/lib/booking-display.ts). */
const STAFF_TIME = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T`;

/**
 * A stylist profile's "Last changed by <name> at <time>" line inside `scope` names `name` and the
 * time the server recorded (`at`, from the change's answer), written in the staff's format.
 */
export async function expectLastChanged(scope: Locator, name: string, at: string) {
  const line = scope.locator('.profile-last-changed');
  await expect(line).toHaveText(new RegExp(`^Last changed by ${name} at ${STAFF_TIME}$`));
  await expect(line.locator('time')).toHaveAttribute('datetime', at);
}

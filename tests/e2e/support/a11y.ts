import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The WCAG 2.0 and 2.1 level A and AA rules, as the other specs scan with. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail the check; 'minor' and 'moderate' are left to the per-feature specs. */
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const MAX_TARGETS = 6;

/**
 * One line per violation: rule, impact, what it asks for, where it was found and, for the first
 * element, axe's own summary (for contrast it carries the colours and the ratio).
 */
export function describeViolation(violation: Violation): string {
  const targets = violation.nodes.slice(0, MAX_TARGETS).map((node) => node.target.map(String).join(' >> '));
  const more = violation.nodes.length > MAX_TARGETS ? ` (+${violation.nodes.length - MAX_TARGETS} more)` : '';
  const summary = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim();
  return `${violation.id} [${violation.impact}] ${violation.help}: ${targets.join(' | ')}${more}${summary ? ` -- ${summary}` : ''}`;
}

/**
 * Scans the whole page as it is now (an open modal <dialog> makes the rest inert, so axe reads
 * the dialog) once loading placeholders are gone. A violation fails the test softly, so one test
 * still scans every screen and dialog it visits and reports them all.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  await test.step(`axe: ${screen}`, async () => {
    await expect(
      page.locator('.skeleton:visible, [aria-busy="true"]'),
      `${screen} should finish loading before the scan`,
    ).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
    if (blocking.length > 0) {
      await test.info().attach(`axe violations: ${screen}`, {
        body: JSON.stringify(blocking, null, 2),
        contentType: 'application/json',
      });
    }
    expect
      .soft(
        blocking.map(describeViolation),
        `serious or critical axe violations on ${screen} (${new URL(page.url()).pathname})`,
      )
      .toEqual([]);
  });
}

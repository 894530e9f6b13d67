import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The emails the worker wrote for the stack under test: with no SMTP server it writes each as an
 * .eml file named after its delivery key (`…{template}.{recipient}.eml`) into E2E_OUTBOX_DIR,
 * which scripts/test.mjs passes on.
 */
function outboxDir(): string {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: run the browser tests with npm test -- e2e');
  return dir;
}

/** Quoted-printable undone (soft line breaks joined, =XX decoded), so links read whole. */
const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The emails of one template sent to `address`, oldest first. */
function emailsOf(template: string, address: string): string[] {
  const suffix = `.${template}.${address.toLowerCase().replace(/[^A-Za-z0-9._@+-]/g, '_')}.eml`;
  return readdirSync(outboxDir())
    .filter((file) => file.endsWith(suffix))
    .sort()
    .map((file) => readable(readFileSync(path.join(outboxDir(), file), 'utf8')));
}

/** Wait until `count` emails of `template` have reached `address`; the newest one's text. */
export async function waitForEmail(template: string, address: string, count = 1): Promise<string> {
  await expect
    .poll(() => emailsOf(template, address).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(count);
  return emailsOf(template, address).at(-1)!;
}

/** The first link in an email that starts with `prefix` (a path such as '/api/login/reset?token='). */
export function linkIn(email: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"<>]*${escaped}[^\\s"<>]*`).exec(email);
  expect(match, `a link to ${prefix}`).not.toBeNull();
  return match![0].replace(/&amp;/g, '&');
}

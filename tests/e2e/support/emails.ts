import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * The emails the app under test sent: scripts/e2e-stack.mjs runs the worker without SMTP, so it
 * writes each one as an .eml file to E2E_OUTBOX_DIR (scripts/test.mjs passes the directory on).
 */
export interface SentEmail {
  file: string;
  to: string;
  subject: string;
  replyTo: string | null;
  /** The decoded parts: text, HTML, attachments, each with its own headers. */
  parts: Array<{ headers: string; body: string }>;
}

export const outboxDir = () => process.env.E2E_OUTBOX_DIR ?? '';

function header(raw: string, name: string): string | null {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  return (
    head
      .match(new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im'))?.[1]
      ?.replace(/\r?\n[ \t]+/g, ' ')
      .trim() ?? null
  );
}

function decodedParts(raw: string) {
  const parts: SentEmail['parts'] = [];
  for (const segment of raw.split(/\r?\n--[^\r\n]+\r?\n/).slice(1)) {
    const match = segment.match(/^([\s\S]*?)\r?\n\r?\n([\s\S]*)$/);
    if (!match) continue;
    const [, headers = '', body = ''] = match;
    let decoded = body;
    if (/content-transfer-encoding:\s*base64/i.test(headers)) {
      decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    } else if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      decoded = Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    }
    parts.push({ headers, body: decoded });
  }
  return parts;
}

export function sentEmails(): SentEmail[] {
  const dir = outboxDir();
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      return {
        file,
        to: header(raw, 'To') ?? '',
        subject: header(raw, 'Subject') ?? '',
        replyTo: header(raw, 'Reply-To'),
        parts: decodedParts(raw),
      };
    });
}

/** Waits (by polling the directory) for the first email to `to` whose subject matches. */
export async function waitForEmail(to: string, subject: RegExp): Promise<SentEmail> {
  expect(outboxDir(), 'E2E_OUTBOX_DIR must name the directory the worker writes emails to').not.toBe('');
  let found: SentEmail | undefined;
  await expect
    .poll(
      () => {
        found = sentEmails().find((email) => email.to.includes(to) && subject.test(email.subject));
        return Boolean(found);
      },
      { message: `an email to ${to} with a subject like ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * Confirm a new account's email as she would (issue 13, point 4): open the link in 'Confirm your
 * email' in a new tab of her browser, press 'Confirm my email', close the tab. Her page stays as
 * it was; the server lets her book from then on.
 */
export async function confirmEmailFromInbox(page: Page, email: string): Promise<void> {
  const mail = await waitForEmail(email, /^Confirm your email$/);
  const tab = await page.context().newPage();
  try {
    await tab.goto(linkIn(mail.parts.map((part) => part.body).join('\n'), '/api/login/verify?token='));
    await tab.getByRole('button', { name: 'Confirm my email' }).click();
    await expect(tab.getByRole('status')).toContainText('Thank you, your email is confirmed.');
  } finally {
    await tab.close();
  }
}

/** The email's calendar file (.ics) as text, or null. */
export const calendarOf = (email: SentEmail) =>
  email.parts.find((part) => /content-type:\s*text\/calendar/i.test(part.headers))?.body ?? null;

/** The emails of one template sent to `address`, oldest first, decoded (delivery-key file names). */
function emailsOf(template: string, address: string): SentEmail[] {
  const suffix = `.${template}.${address.toLowerCase().replace(/[^A-Za-z0-9._@+-]/g, '_')}.eml`;
  return sentEmails().filter((email) => email.file.endsWith(suffix));
}

/** Wait until `count` emails of `template` have reached `address`; the newest one's decoded text. */
export async function waitForTemplateEmail(template: string, address: string, count = 1): Promise<string> {
  expect(outboxDir(), 'E2E_OUTBOX_DIR must name the directory the worker writes emails to').not.toBe('');
  await expect
    .poll(() => emailsOf(template, address).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(count);
  return emailsOf(template, address)
    .at(-1)!
    .parts.map((part) => part.body)
    .join('\n');
}

/** The first link in an email that starts with `prefix` (a path such as '/api/login/reset?token='). */
export function linkIn(email: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"<>]*${escaped}[^\\s"<>]*`).exec(email);
  expect(match, `a link to ${prefix}`).not.toBeNull();
  return match![0].replace(/&amp;/g, '&');
}

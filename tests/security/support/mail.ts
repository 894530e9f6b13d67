import type { CapturedEmail } from '../../integration/support/smtp-capture';
import { scriptableMarkup } from './cases';

/** Reading captured emails and calendar files for the injection tests: decoding and the escaping checks. */
export const RAW_TAGS = /<script>alert|<img src=x onerror/i;

/** The decoded text/html part of a MIME message. */
export function htmlPart(raw: string): string {
  const match =
    /Content-Type: text\/html[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!match) throw new Error(`no HTML part in:\n${raw.slice(0, 500)}`);
  const [, headers = '', body = ''] = match;
  if (/quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The message's header block, unfolded. */
export const headerBlock = (raw: string) =>
  raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');

export function expectSafeEmail(email: CapturedEmail, escaped: string[]) {
  const html = htmlPart(email.raw);
  expect(html).not.toMatch(RAW_TAGS);
  expect(scriptableMarkup(html)).toEqual([]);
  for (const text of escaped) expect(html).toContain(text);
  expect(email.to.every((address) => !address.includes('evil.test'))).toBe(true);
  expect(headerBlock(email.raw)).not.toMatch(/^(bcc|cc):/im);
}

export function htmlIncludes(email: CapturedEmail, text: string) {
  try {
    return htmlPart(email.raw).includes(text);
  } catch {
    return false;
  }
}

/** The .ics attachment of a MIME message, decoded, or null. */
export function icsOf(raw: string): string | null {
  const match =
    /Content-Type: text\/calendar[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)(?:\r?\n--)/i.exec(raw);
  if (!match) return null;
  const [, headers = '', body = ''] = match;
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(headers))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** One event per UID (none opened or closed by a user's text), and no line a user's text started. */
export function expectCalendarSafe(ics: string) {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const events = lines.filter((l) => l.startsWith('UID:')).length;
  expect(events).toBeGreaterThan(0);
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(events);
  expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(events);
  expect(lines.some((l) => l.startsWith('SUMMARY:Injected'))).toBe(false);
  // The emailed files name the customer as ATTENDEE (iTIP); no line names the typed address.
  expect(lines.filter((l) => l.includes('attacker@evil.test') && !l.startsWith('LOCATION:'))).toEqual([]);
}

import type { EmailAttachment } from './mailer';

/** What every template returns: rendering is kept apart from sending (STYLE, workers). */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Files rendered with the email (an .ics); stored with it, so a retry sends the same bytes. */
  attachments?: EmailAttachment[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escape text for HTML element content and quoted attributes. Every user-supplied value goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/** A header line: no line breaks (header injection), collapsed spaces, a sane length. */
export function headerText(value: string, max = 150): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** User text as HTML paragraphs: escaped, line breaks kept. */
export function paragraphsHtml(value: string): string {
  return escapeHtml(value.trim()).replace(/\r?\n/g, '<br>');
}

const font = "font-family:Georgia,'Times New Roman',serif";
const sans = 'font-family:Helvetica,Arial,sans-serif';

export const styles = {
  heading: `margin:0 0 16px;${font};font-size:22px;font-weight:normal;color:#3d2c2e`,
  paragraph: `margin:0 0 16px;${sans};font-size:15px;line-height:1.6;color:#3d2c2e`,
  label: `padding:6px 12px 6px 0;${sans};font-size:13px;color:#8a6f73;vertical-align:top;white-space:nowrap`,
  value: `padding:6px 0;${sans};font-size:15px;color:#3d2c2e;vertical-align:top`,
  quote: `margin:0 0 16px;padding:12px 16px;border-left:3px solid #d8b4a0;background:#fbf6f3;${sans};font-size:15px;line-height:1.6;color:#3d2c2e`,
  button: `display:inline-block;padding:12px 24px;border-radius:4px;background:#b76e79;color:#ffffff;${sans};font-size:15px;text-decoration:none`,
  link: 'color:#b76e79',
} as const;

/** The shared frame: the business name on top, the content in a white card, a quiet footer. */
export function layout(options: {
  businessName: string;
  title: string;
  bodyHtml: string;
  footerHtml?: string;
}): string {
  const business = escapeHtml(options.businessName);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background:#f7efeb">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7efeb">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 0 20px;text-align:center;${font};font-size:24px;letter-spacing:1px;color:#b76e79">${business}</td></tr>
<tr><td style="padding:32px;background:#ffffff;border-radius:6px">
${options.bodyHtml}
</td></tr>
<tr><td style="padding:20px 0 0;text-align:center;${sans};font-size:12px;line-height:1.5;color:#8a6f73">${options.footerHtml ?? business}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

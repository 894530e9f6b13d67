/** Text for HTML: the characters that could start a tag or end an attribute, escaped. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The look of the pages the server renders itself (the sign-in pages, the queue dashboard's
 * Access Denied): the brand's ivory page, its name above one white card, its buttons.
 */
const PAGE_CSS = `
  :root { --ivory:#fbf8f4; --blush:#efd9d3; --rose:#b9857a; --gold:#b08d57; --ink:#2f2530; --muted:#6b5d66; --line:#e7dcd4; --error:#a3362b; }
  * { box-sizing: border-box; }
  body { margin:0; min-height:100vh; display:flex; align-items:center; justify-content:center; padding:24px 16px;
    font:16px/1.55 "Jost", "Helvetica Neue", Arial, sans-serif; color:var(--ink);
    background: radial-gradient(circle at 15% 10%, #f6e7e2 0, transparent 45%), radial-gradient(circle at 85% 90%, #f3ead9 0, transparent 40%), var(--ivory); }
  main { width:100%; max-width:440px; }
  .brand { display:block; text-align:center; font-family:"Cormorant Garamond", Georgia, "Times New Roman", serif; font-size:1.6rem;
    letter-spacing:.04em; color:var(--ink); text-decoration:none; margin-bottom:20px; }
  .card { background:#fff; border:1px solid var(--line); border-radius:18px; padding:32px 28px; box-shadow:0 18px 40px -24px rgba(47,37,48,.35); }
  h1 { font-family:"Cormorant Garamond", Georgia, serif; font-weight:600; font-size:2rem; line-height:1.15; margin:0 0 6px; }
  .intro { color:var(--muted); margin:0 0 22px; }
  @media (max-width:400px) { .card { padding:26px 18px; } }
  button, .button-link { display:inline-block; width:100%; text-align:center; margin-top:6px; padding:13px 18px; border:0; border-radius:999px; cursor:pointer;
    font:500 1rem/1.2 inherit; font-family:inherit; letter-spacing:.03em; color:#fff; background:linear-gradient(135deg,#3a2d38,#5b4352); text-decoration:none; }
  button:hover, .button-link:hover { background:linear-gradient(135deg,#2f2530,#4a3644); }
  button:focus-visible, a:focus-visible { outline:3px solid rgba(176,141,87,.6); outline-offset:2px; }`;

/**
 * A whole server-rendered page: `title` in the tab (with the business's name), the card's heading
 * and intro, `content` (HTML) in the card, `after` (HTML) below it, and the page's own `css`.
 */
export function serverPage(page: {
  title: string;
  businessName: string;
  /** @font-face rules for the brand fonts of the built web app, when it is there. */
  fontCss?: string;
  heading: string;
  intro?: string;
  content: string;
  after?: string;
  css?: string;
}): string {
  const name = escapeHtml(page.businessName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#f8f3ee">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(page.title)} · ${name}</title>
<style>
  ${page.fontCss ?? ''}${PAGE_CSS}${page.css ?? ''}
</style>
</head>
<body>
<main>
  <a class="brand" href="/">${name}</a>
  <div class="card">
    <h1>${escapeHtml(page.heading)}</h1>
    ${page.intro ? `<p class="intro">${escapeHtml(page.intro)}</p>` : ''}
    ${page.content}
  </div>${page.after ?? ''}
</main>
</body>
</html>`;
}

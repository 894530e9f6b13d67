import type Koa from 'koa';
import { ADD_BACK_LINK, BACK_LINK_STYLES } from './queue-dashboard-back-link';

/**
 * An accessibility patch for the bull-board UI at /admin/queues, whose prebuilt bundle we cannot
 * edit. Without it axe reports icon-only buttons with no name (critical), a Redis logo `svg` with
 * role="img" and no name, and text below 4.5:1 (serious). Written against @bull-board/ui 9.10.1.
 *
 * The page loads a same-origin script (the CSP has no 'unsafe-inline' for scripts) and stylesheet.
 * The script adds attributes: a name for a button or link that has none, chosen from its
 * lucide icon (stable across bull-board builds, unlike the hashed CSS class names) in bull-board's
 * own words (its en-US tooltips); aria-hidden on an unnamed svg inside a named control; and, for a
 * code editor, a reference to its field's label. It also adds the one element of ours, the link
 * back to the site's admin area (queue-dashboard-back-link.ts). The stylesheet recolours text,
 * styles that link and honours reduced motion. If a newer bull-board changes its markup, the page
 * works as before and the e2e specs (axe, the back link) show what is left.
 * The files live here as strings so they ship inside `dist`, which is all the API image copies.
 */

const ASSET_BASE = '/_a11y';

export const QUEUE_DASHBOARD_A11Y_SCRIPT = `${ASSET_BASE}/patch.js`;
export const QUEUE_DASHBOARD_A11Y_STYLESHEET = `${ASSET_BASE}/patch.css`;

const SCRIPT = `// Accessibility patch for bull-board 9.10.1: see services/api/src/http/queue-dashboard-a11y.ts.
(() => {
  'use strict';
  // The name this patch gave an element, so it can follow an icon swap and yield to bull-board's own.
  const MARK = 'data-a11y-patch-name';
  // lucide icon -> bull-board's words for the action (locales/en-US/messages.json).
  const ICON_NAMES = {
    settings: 'Settings',
    maximize: 'Full screen',
    minimize: 'Exit full screen',
    'refresh-cw': 'Retry',
    files: 'Duplicate',
    pencil: 'Update Data',
    'trash-2': 'Clean',
    'corner-up-left': 'Promote',
    clock: 'Reschedule',
    'arrow-up-down': 'Change priority',
    'list-x': 'Remove unprocessed children',
    copy: 'Copy',
    x: 'Close',
  };
  const MENU_ICONS = new Set(['ellipsis-vertical', 'ellipsis']);

  const lucideIcons = (control) => {
    const svg = control.querySelector('svg');
    if (!svg) return [];
    return [...svg.classList].filter((c) => c.startsWith('lucide-')).map((c) => c.slice('lucide-'.length));
  };

  // Text a screen reader would read inside the control, leaving out svg internals (e.g. <style>).
  const ownText = (control) => {
    let text = '';
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || !node.parentElement.closest('svg')) text += node.data;
    }
    return text.trim();
  };

  const hasOwnName = (control) =>
    Boolean(
      (control.getAttribute('aria-label') || '').trim() ||
        control.getAttribute('aria-labelledby') ||
        (control.getAttribute('title') || '').trim() ||
        ownText(control),
    );

  // The queue a "more actions" menu belongs to: the links nearest to its trigger name one queue
  // (a queue card, a queue page's status tabs) or none (the overview).
  const menuName = (trigger) => {
    let scope = trigger.parentElement;
    for (let depth = 0; scope && depth < 8; depth += 1, scope = scope.parentElement) {
      const links = scope.querySelectorAll('a[href]');
      if (links.length === 0) continue;
      const queues = new Set();
      for (const link of links) {
        const match = /\\/queue\\/([^/?#]+)/.exec(new URL(link.href, document.baseURI).pathname);
        if (match) queues.add(decodeURIComponent(match[1]));
      }
      if (queues.size === 1) return 'Actions for the ' + [...queues][0] + ' queue';
      return 'Actions for all queues';
    }
    return 'More actions';
  };

  const nameFor = (control) => {
    const icons = lucideIcons(control);
    if (icons.some((icon) => MENU_ICONS.has(icon))) return menuName(control);
    for (const icon of icons) if (ICON_NAMES[icon]) return ICON_NAMES[icon];
    // bull-board's own Redis logo (not a lucide icon) opens the Redis details dialog.
    if (control.querySelector('svg [class^="rds-"]')) return 'Redis details';
    return null;
  };

  const nameControl = (control) => {
    const given = control.getAttribute(MARK);
    if (given !== null) {
      // bull-board named it itself since: keep its name.
      if (control.getAttribute('aria-label') !== given) return control.removeAttribute(MARK);
    } else if (hasOwnName(control)) {
      return;
    }
    const name = nameFor(control);
    if (!name || name === given) return;
    control.setAttribute('aria-label', name);
    control.setAttribute(MARK, name);
  };

  // An svg given role="img" without a name, inside a control that has one, is decoration.
  const hideDecorativeSvg = (svg) => {
    if (svg.getAttribute('aria-label') || svg.getAttribute('aria-labelledby') || svg.querySelector('title')) return;
    const control = svg.parentElement && svg.parentElement.closest('button, a[href], [role="button"]');
    if (control && control.hasAttribute('aria-label')) svg.setAttribute('aria-hidden', 'true');
  };

  // A code editor (CodeMirror, e.g. "Job data" in Add job) is named by its field's <label>.
  const labelEditor = (editor) => {
    if (editor.getAttribute('aria-label') || editor.getAttribute('aria-labelledby')) return;
    let field = editor.parentElement;
    for (let depth = 0; field && depth < 6; depth += 1, field = field.parentElement) {
      const label = field.querySelector(':scope > label[id]');
      if (label) return editor.setAttribute('aria-labelledby', label.id);
    }
  };

${ADD_BACK_LINK}
  const patch = () => {
    addBackLink();
    for (const control of document.querySelectorAll('button, a[href], [role="button"]')) nameControl(control);
    for (const editor of document.querySelectorAll('[contenteditable="true"][role="textbox"]')) labelEditor(editor);
    for (const svg of document.querySelectorAll('svg[role="img"]:not([aria-hidden="true"])')) hideDecorativeSvg(svg);
  };

  // Runs after each batch of DOM changes, before the browser paints or a test looks.
  new MutationObserver(patch).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class', 'aria-label', 'title'],
  });
  patch();
})();
`;

/* Text below 4.5:1 in bull-board 9.10.1 (both themes), each colour darkened (lightened in the dark
   theme) only as far as needed; every other colour is bull-board's. */
const STYLESHEET = `/* Accessibility patch for bull-board 9.10.1: see services/api/src/http/queue-dashboard-a11y.ts. */

/* Light theme colours under 4.5:1: muted text #5f6b76 on grey (the "Ctrl K" hint on #e2e7ec,
   4.38:1; a hovered queue card's job count, 4.45:1), selected items (the sidebar's queue, a job's
   tab, a range button) in #0f6f64 on their tint (4.2:1), null values in job data in #8a95a3 (2.6:1). */
body:not(.dark-mode) {
  --muted-foreground: #56616c;
  --state-selected-foreground: #0a5a52;
  --sidebar-state-selected-foreground: #0a5a52;
  --hl-meta: #56616c;
}

/* Small muted text (a job's timeline, schedulers' next runs) at bull-board's 85% opacity was
   3.96:1 (4.22:1 dark). */
body small {
  opacity: 1;
}

/* Unselected range buttons in Metrics history at 55% opacity were 3.49:1. */
body [class*='rangeButton-']:not([data-pressed]) {
  opacity: 0.7;
}

/* The error message in a failed job's stack trace: #d5433c on #eaeef2 was 3.83:1 (4.15:1 dark). */
body:not(.dark-mode) :is(.hljs-title, .hljs-section, .hljs-selector-id) {
  color: #b8322c;
}
body.dark-mode :is(.hljs-title, .hljs-section, .hljs-selector-id) {
  color: #ea7b75;
}

/* Red text (a queue card's "Failed" count, danger menu items): #ef4444 on white was 3.76:1, and
   #dc2626 on a highlighted card (#e1eaeb, its menu open) 3.95:1. */
body:not(.dark-mode) :is([class*='flagAlert-'], [class*='danger-']) {
  --status-failed: #b91c1c;
}
body.dark-mode :is([class*='flagAlert-'], [class*='danger-']) {
  --status-failed: #e87070;
}

${BACK_LINK_STYLES}
/* bull-board's dialogs and menus fade and scale in whatever the visitor's motion setting. */
@media (prefers-reduced-motion: reduce) {
  *,
  ::before,
  ::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
}

/* The "Running" badge in Queue info: #16a34a on its green tint was 2.58:1 (3.51:1 dark). */
body:not(.dark-mode) [class*='badgeRunning-'] {
  color: #166534;
}
body.dark-mode [class*='badgeRunning-'] {
  color: #5ccf85;
}
`;

const ASSETS: Record<string, { type: string; body: string }> = {
  [QUEUE_DASHBOARD_A11Y_SCRIPT]: { type: 'application/javascript; charset=utf-8', body: SCRIPT },
  [QUEUE_DASHBOARD_A11Y_STYLESHEET]: { type: 'text/css; charset=utf-8', body: STYLESHEET },
};

/**
 * bull-board links its fonts from Google. The CSP (style-src and font-src 'self') refuses them,
 * so every visit logged a console error; the link is dropped, the page keeps its fallback
 * sans-serif, and an admin's visit tells no third party where the back office is.
 */
const OFF_SITE_STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="https?:)[^>]*>\s*/g;

/**
 * Serves the patch files under the dashboard (`base` is its path) and links them from the
 * dashboard's HTML pages; bull-board's JSON API and static files pass untouched.
 * Mounted behind the dashboard's admin check.
 */
export function queueDashboardA11y(base: string): Koa.Middleware {
  return async (ctx, next) => {
    const asset = ctx.path.startsWith(base) ? ASSETS[ctx.path.slice(base.length)] : undefined;
    if (asset && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.type = asset.type;
      ctx.body = asset.body;
      return;
    }
    await next();
    if (
      ctx.method !== 'GET' ||
      ctx.status !== 200 ||
      typeof ctx.body !== 'string' ||
      !ctx.response.is('html')
    )
      return;
    // After bull-board's stylesheet, so ours wins a tie; a deferred script in <head> runs before
    // bull-board's deferred scripts in <body>, so the observer is watching before the UI renders.
    const tags =
      `<link rel="stylesheet" href="${base}${QUEUE_DASHBOARD_A11Y_STYLESHEET}">` +
      `<script defer src="${base}${QUEUE_DASHBOARD_A11Y_SCRIPT}"></script>`;
    const page = ctx.body.replace(OFF_SITE_STYLESHEET, '');
    ctx.body = page.includes('</head>') ? page.replace('</head>', `${tags}</head>`) : tags + page;
  };
}

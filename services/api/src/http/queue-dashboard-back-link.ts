import type { SitePath } from '@beauty/domain/site-routes';

/**
 * The way from the queue dashboard back to the site's admin area. bull-board has none (its logo
 * opens its own overview), and its uiConfig `miscLinks` only fill a menu behind an icon-only
 * button. So the dashboard's patch script (queue-dashboard-a11y.ts) adds a visible link, named by
 * its text, first among the header's actions (the list of bull-board's icon buttons) and again
 * whenever bull-board draws its header anew; its stylesheet gives it bull-board's look and, on a
 * phone, makes room for it in bull-board's header without cutting off bull-board's own icons.
 */

/** The site's admin area: the web app's Settings page, which links to the dashboard. */
const ADMIN_AREA: SitePath = '/admin';
const BACK_LINK_ID = 'site-back-to-admin';

/** A function of the patch script (inside its closure); `patch` calls it on every change. */
export const ADD_BACK_LINK = `  const addBackLink = () => {
    const actions = document.querySelector('header ul');
    if (!actions || document.getElementById('${BACK_LINK_ID}')) return;
    const link = document.createElement('a');
    link.id = '${BACK_LINK_ID}';
    link.href = '${ADMIN_AREA}';
    const arrow = document.createElement('span');
    arrow.setAttribute('aria-hidden', 'true');
    arrow.textContent = '\\u2190';
    link.append(arrow, 'Back to Admin');
    const item = document.createElement('li');
    item.append(link);
    actions.prepend(item);
  };
`;

export const BACK_LINK_STYLES = `/* The "Back to Admin" link (queue-dashboard-back-link.ts): as tall as the header's buttons, in bull-board's colours. */
#${BACK_LINK_ID} {
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  box-sizing: border-box;
  min-height: 2.8rem;
  padding: 0 0.9rem;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  color: var(--foreground);
  font-weight: 500;
  white-space: nowrap;
  text-decoration: none;
}
#${BACK_LINK_ID}:hover {
  background: var(--state-hover);
}
/* On a phone bull-board shares the header's row evenly between its title and its actions, and its
   header (of a set height) hides what does not fit: with this link the actions need more than half,
   so they keep their width and the title yields. */
@media (max-width: 768px) {
  body header > a[href] {
    flex: 1 1 0;
    min-width: 0;
  }
  body header > [class*='content-'] {
    flex: 0 0 auto;
  }
  #${BACK_LINK_ID} {
    min-height: 2rem;
    padding: 0 0.5rem;
    font-size: 0.875rem;
  }
}
/* Too narrow for the title beside them: the actions get a row of their own under it, this link at
   the start, bull-board's icons at the end, and the header grows by that row (bull-board's phone
   header is 108px high in @bull-board/ui 9.10: the title's row and the queue menu's; queue-dashboard
   .spec's clipping test fails if an upgrade changes it). */
@media (max-width: 480px) {
  :root {
    --header-height: calc(108px + 2.5rem);
  }
  body header > [class*='content-'] {
    flex: 1 0 100%;
    gap: 0;
  }
  body header > [class*='content-'] > ul {
    flex: 1 1 auto;
  }
  body header li:has(> #${BACK_LINK_ID}) {
    margin-inline-end: auto;
  }
}
`;

import '@fontsource-variable/cormorant-garamond/index.css';
import '@fontsource-variable/cormorant-garamond/wght-italic.css';
import '@fontsource-variable/jost/index.css';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
// Patterns shared by the public pages join this global sheet, which every prerendered page links.
import './styles/patterns/public-cards.css';
import './styles/patterns/public-forms.css';
import './styles/patterns/public-layout.css';
import './styles/patterns/public-price-summary.css';
import './styles/patterns/surfaces.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Resolves once the browser has shown the page's first content (its 'first-contentful-paint'
 * entry), and at once where there is nothing to wait for: a hidden tab paints nothing, and a
 * browser without paint timing is not kept waiting. Never later than `limitMs`.
 */
function afterFirstContentfulPaint(limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
      painted()
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, limitMs);
  });
}

/**
 * The code of each page the server sends rendered (src/app/routes/prerendered.ts), fetched beside
 * the app's so neither waits for the other. Plain imports: this entry carries no React.
 */
const PRERENDERED_PAGE_CODE: Record<string, () => Promise<unknown>> = {
  '/': () => import('./features/landing/landing-page'),
  '/gallery': () => import('./features/gallery/gallery-page'),
  '/contact': () => import('./features/contact/contact-page'),
  '/stylist-application': () => import('./features/stylist-application/stylist-application-page'),
  '/submit-testimonial': () => import('./features/testimonials/submit-testimonial-page'),
};

// A prerendered page is complete without JavaScript: let it be shown first, then fetch its
// scripts (React, the public pages' small tree and the page's code, side by side) and hydrate,
// so on a slow link the scripts never compete with the text, stylesheets and fonts. Any other
// route starts the full app at once.
const path = window.location.pathname;
const pageCode = Object.hasOwn(PRERENDERED_PAGE_CODE, path) ? PRERENDERED_PAGE_CODE[path] : undefined;
if (container.firstElementChild && pageCode) {
  await afterFirstContentfulPaint(1000);
  pageCode().catch(() => undefined);
  const { startPublic } = await import('./start-public');
  await startPublic(container, path as Parameters<typeof startPublic>[1]);
} else {
  const { start } = await import('./start');
  start(container);
}

import '@fontsource-variable/cormorant-garamond/index.css';
import '@fontsource-variable/cormorant-garamond/wght-italic.css';
import '@fontsource-variable/jost/index.css';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { LandingPage } from './app/routes/pages';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// index.html carries the landing page prerendered at build time (scripts/prerender.mjs); every
// other route gets the empty shell spa.html. Hydrate only the landing page, once its code is in.
if (container.firstElementChild && window.location.pathname === '/') {
  // A failed load is retried by the lazy page itself while hydrating.
  await LandingPage.preload().catch(() => undefined);
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { replayEarlyInteractions } from './app/early-interactions/replay';
import { LandingPage } from './app/routes/pages';

/** Render the app into #root: hydrate the prerendered landing page, or render any other route. */
export async function start(container: HTMLElement): Promise<void> {
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
  // React answers from now on; what the visitor did on the prerendered page is handed to it.
  replayEarlyInteractions();
}

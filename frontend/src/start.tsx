import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { replayEarlyInteractions } from './app/early-interactions/replay';
import { prerenderedPage } from './app/routes/prerendered';
import { readPageData, seedQueryCache } from './lib/page-data';
import { queryClient } from './lib/query-client';

/** Render the app into #root: hydrate a page the server sent rendered, or render any other route. */
export async function start(container: HTMLElement): Promise<void> {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The public pages come rendered with their content (the API's features/site), the reads they
  // were rendered with beside them: put those into the query cache first, so the first render
  // here is the server's. Every other route gets the empty shell spa.html.
  const page = prerenderedPage(window.location.pathname);
  if (container.firstElementChild && page) {
    const data = readPageData(document);
    if (data) seedQueryCache(queryClient, data);
    // A failed load is retried by the lazy page itself while hydrating.
    await page.preload().catch(() => undefined);
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // React answers from now on; what the visitor did on the prerendered page is handed to it.
  replayEarlyInteractions();
}

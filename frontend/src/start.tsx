import { type ReactNode, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prerenderedPage } from './app/routes/prerendered';
import { readPageData, seedQueryCache } from './lib/page-data';
import { queryClient } from './lib/query-client';
import { useMarkHydrated } from './lib/use-mark-hydrated';

/**
 * Marks <html data-hydrated> once the whole first render is in place, whatever it shows: the
 * page, or the error screen when the page's code could not load (which never mounts the page
 * and its own mark). No element of its own, so the server's markup is matched as it is.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useMarkHydrated();
  return children;
}

/** Render the app into #root: hydrate a page the server sent rendered, or render any other route. */
export async function start(container: HTMLElement): Promise<void> {
  const app = (
    <StrictMode>
      <MarkHydrated>
        <App />
      </MarkHydrated>
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
}

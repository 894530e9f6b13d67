import { StrictMode, startTransition, useCallback } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { replayEarlyInteractions } from './app/early-interactions/replay';
import { BrowserNavigation, type Leave } from './app/navigation/browser-navigation';
import { AppProviders } from './app/providers';
import { PublicApp } from './app/public/public-app';
import { isPrerenderedPath, PRERENDERED_PAGES, type PrerenderedPath } from './app/routes/prerendered';
import { readPageData, seedQueryCache } from './lib/page-data';
import { queryClient } from './lib/query-client';

function Public({ leave }: { leave: Leave }) {
  const signedInHome = useCallback(() => leave(new URL(window.location.href), { inPlace: true }), [leave]);
  return (
    <BrowserNavigation isOwnPath={isPrerenderedPath} leave={leave}>
      <PublicApp onSignedInHome={signedInHome} />
    </BrowserNavigation>
  );
}

/**
 * Hydrate a public page the server sent rendered, with the public pages' own tree: no router,
 * no signed-in screens (issue 15: the landing page's first scripts within 120 kB). The full app
 * (src/start.tsx: react-router and every other page) loads only when the visitor moves to a page
 * outside the five, or when '/' is a signed-in visitor's dashboard; it then takes #root over.
 */
export async function startPublic(container: HTMLElement, path: PrerenderedPath): Promise<void> {
  // The reads the page was rendered with, into the query cache first: the first render here is
  // the server's.
  const data = readPageData(document);
  if (data) seedQueryCache(queryClient, data);
  // A failed load is retried by the lazy page itself while hydrating.
  await PRERENDERED_PAGES[path].preload().catch(() => undefined);

  let root: Root | undefined;
  let leaving = false;
  const leave: Leave = (url, { replace, inPlace }) => {
    if (leaving) return;
    leaving = true;
    import('./start')
      .then(({ start }) => {
        if (!inPlace) {
          // As react-router writes its entries, so its Back and Forward know them.
          const previous = window.history.state as { idx?: number } | null;
          const idx = (previous?.idx ?? 0) + (replace ? 0 : 1);
          const entry = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
          if (replace) window.history.replaceState(entry, '', url.href);
          else window.history.pushState(entry, '', url.href);
          window.scrollTo(0, 0);
        }
        root?.unmount();
        start(container);
      })
      // The app's code could not load: the browser opens the page itself.
      .catch(() => window.location.assign(url.href));
  };

  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders>
          <Public leave={leave} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // React answers from now on; what the visitor did on the prerendered page is handed to it.
  replayEarlyInteractions();
}

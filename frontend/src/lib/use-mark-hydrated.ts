import { useEffect } from 'react';

/**
 * The public pages are shown prerendered before their scripts run (src/main.tsx); once the page
 * answers clicks and keys (its own effects run: it is hydrated, not only the app around it),
 * <html data-hydrated> says so (the browser tests wait for it). Each prerendered page calls this,
 * so does every page '/' can show (a signed-in visitor may never see the landing page mount) and
 * the error screen shown when a page's code could not load.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

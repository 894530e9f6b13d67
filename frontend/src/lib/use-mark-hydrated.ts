import { useEffect } from 'react';

/**
 * The public pages are shown prerendered before their scripts run (src/main.tsx); once the page
 * answers clicks and keys, <html data-hydrated> says so (the browser tests wait for it). The
 * app's root marks it when its first render is in place (src/start.tsx); every page '/' can
 * show calls this too: a signed-in visitor may never see the landing page mount.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

import { useEffect } from 'react';

/**
 * '/' is shown prerendered before its scripts run (src/main.tsx); once the page it becomes (the
 * landing page, or for a signed-in visitor the dashboard, the Management Panel or the way to the
 * Stylist Dashboard) answers clicks
 * and keys, <html data-hydrated> says so (the browser tests wait for it). Every page '/' can
 * show calls this: a signed-in visitor may never see the landing page mount.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

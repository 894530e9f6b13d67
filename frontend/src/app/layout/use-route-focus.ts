import { useEffect, useRef } from 'react';
import { useLocation } from '@/app/navigation/navigation';

/**
 * After an in-app navigation to another page, move focus to the main region so keyboard and
 * screen-reader users start at the new content (the first render and anchor jumps are left alone).
 */
export function useRouteFocus(mainId: string): void {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (hash) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, hash, mainId]);
}

import { useEffect } from 'react';
import { useLocation } from '@/app/navigation/navigation';
import { scrollToSection } from '@/lib/scroll';

/**
 * Links such as '/#services' arrive here from other pages (and on a fresh load) before the
 * sections exist; once the landing page has rendered, bring the named section into view.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs the scroll when the same anchor is chosen again.
  useEffect(() => {
    if (!hash) return;
    scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash, key]);
}

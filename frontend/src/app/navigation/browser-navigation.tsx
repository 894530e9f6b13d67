import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type NavigateOptions, type Navigation, NavigationProvider, type SiteLocation } from './navigation';

/**
 * The public pages' own navigation: the History API and nothing more, so their first scripts
 * carry no router. A move between the public pages stays here; a move anywhere else (a signed-in
 * page, /privacy) is handed to the full app (`leave`), which takes the page over from then on.
 * History entries are written as react-router writes them ({ usr, key, idx }), so once the full
 * app runs, Back and Forward through the entries written here work as through its own.
 */
interface HistoryEntry {
  usr: unknown;
  key: string;
  idx: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function currentEntry(): HistoryEntry | null {
  const state = window.history.state as Partial<HistoryEntry> | null;
  return state && typeof state.key === 'string' && typeof state.idx === 'number'
    ? (state as HistoryEntry)
    : null;
}

function readLocation(key: string): SiteLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key };
}

/** Hands a move outside this navigation's paths to whatever shows them (the full app). */
export type Leave = (
  url: URL,
  /** inPlace: the address is already `url` (Back, Forward, a signed-in home at '/'). */
  options: NavigateOptions & { inPlace?: boolean },
) => void;

export function BrowserNavigation({
  isOwnPath,
  leave,
  children,
}: {
  /** The paths this navigation shows itself (the public pages). */
  isOwnPath: (pathname: string) => boolean;
  leave: Leave;
  children: ReactNode;
}) {
  const [location, setLocation] = useState<SiteLocation>(() => {
    // The entry this page was opened at gets its key now, as the full app's router would give it.
    let entry = currentEntry();
    if (!entry) {
      entry = { usr: null, key: newKey(), idx: 0 };
      window.history.replaceState(entry, '');
    }
    return readLocation(entry.key);
  });
  const scrollPositions = useRef(new Map<string, number>());
  const pendingScroll = useRef<number | null>(null);

  useEffect(() => {
    const onPopState = () => {
      const entry = currentEntry();
      const url = new URL(window.location.href);
      if (!isOwnPath(url.pathname)) {
        leave(url, { inPlace: true });
        return;
      }
      const key = entry?.key ?? newKey();
      pendingScroll.current = scrollPositions.current.get(key) ?? null;
      setLocation(readLocation(key));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [isOwnPath, leave]);

  // Back on an entry seen before: its scroll position, once its page has rendered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new location.
  useLayoutEffect(() => {
    if (pendingScroll.current === null) return;
    window.scrollTo(0, pendingScroll.current);
    pendingScroll.current = null;
  }, [location.key]);

  const value = useMemo<Navigation>(
    () => ({
      location,
      navigate: (to, options = {}) => {
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin) {
          window.location.assign(url.href);
          return;
        }
        if (!isOwnPath(url.pathname)) {
          leave(url, options);
          return;
        }
        const previous = currentEntry();
        scrollPositions.current.set(location.key, window.scrollY);
        const entry: HistoryEntry = {
          usr: null,
          key: newKey(),
          idx: (previous?.idx ?? 0) + (options.replace ? 0 : 1),
        };
        if (options.replace) window.history.replaceState(entry, '', url.href);
        else window.history.pushState(entry, '', url.href);
        if (!options.preventScrollReset && !url.hash) window.scrollTo(0, 0);
        setLocation(readLocation(entry.key));
      },
    }),
    [location, isOwnPath, leave],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

/** A navigation that never moves: the server's render of one address. */
export function StaticNavigation({ location, children }: { location: SiteLocation; children: ReactNode }) {
  const value = useMemo<Navigation>(
    () => ({
      location,
      navigate: () => {
        throw new Error('The server render does not navigate');
      },
    }),
    [location],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

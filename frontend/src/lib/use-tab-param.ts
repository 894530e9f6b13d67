import { useSearchParams } from 'react-router-dom';

/** The tab a `?tab=` value names; a missing or unknown one is the first tab. */
export function tabFrom<T extends string>(tabs: readonly [T, ...T[]], value: string | null): T {
  return tabs.find((tab) => tab === value) ?? tabs[0];
}

/**
 * A page's open tab, kept in its address as `?tab=` so that a reload or a shared link opens it
 * again; the first tab leaves the parameter out. Choosing a tab replaces the history entry.
 */
export function useTabParam<T extends string>(
  tabs: readonly [T, ...T[]],
  { preventScrollReset }: { preventScrollReset?: boolean } = {},
) {
  const [params, setParams] = useSearchParams();
  const chooseTab = (tab: T) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === tabs[0]) next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset },
    );
  return [tabFrom(tabs, params.get('tab')), chooseTab] as const;
}

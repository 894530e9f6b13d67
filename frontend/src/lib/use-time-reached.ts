import { useEffect, useReducer } from 'react';

/** The longest wait a timer keeps (about 24.8 days); a later moment is waited for again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Whether the moment `at` (epoch milliseconds; null: none to wait for) has come. The component
 * renders again when it arrives, so what waits for it appears on time, without a reload.
 */
export function useTimeReached(at: number | null): boolean {
  const [checks, checkAgain] = useReducer((n: number) => n + 1, 0);
  const reached = at === null || at <= Date.now();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `checks` arms the next timer when one fired before the moment (a wait longer than a timer's)
  useEffect(() => {
    if (reached || at === null) return;
    const timer = setTimeout(checkAgain, Math.min(at - Date.now(), LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [at, reached, checks]);
  return reached;
}

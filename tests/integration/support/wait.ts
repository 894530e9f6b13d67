/** Poll `check` until it returns a truthy value, or throw after `timeoutMs`. */
export async function waitUntil<T>(
  check: () => Promise<T> | T,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * How long a test waits for another API process to show a change: the change is announced on
 * Redis as it commits and heard there a moment later. Far below the public cache's time to live
 * (60 s), so an announcement that never arrives still fails the test.
 */
export const ANNOUNCEMENT_HEARD_MS = 10_000;

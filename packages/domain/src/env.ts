/** Parsing of environment values, shared by the services' config modules (pure, no I/O). */

/** 'a, b,,c' -> ['a', 'b', 'c']; the fallback when nothing is left. */
export function envList(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length ? items : fallback;
}

/** A whole number at least `min`, else the fallback. */
export function envInt(value: string | undefined, fallback: number, min = Number.MIN_SAFE_INTEGER): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= min ? n : fallback;
}

/** 1/true/yes/on (any case) is true, other text false, unset or empty the fallback. */
export function envBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A whole calendar date written 'YYYY-MM-DD' (so not '2026-02-31', nor a date still being typed). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y = 0, m = 0, d = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

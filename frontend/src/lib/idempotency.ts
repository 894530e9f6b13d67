/** A fresh Idempotency-Key (crypto.randomUUID where the browser has it). */
export function mintIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyState {
  key: string;
  body: string;
}

/**
 * The Idempotency-Key for sending `body`: a retry of the same submission keeps its key (so the
 * server answers it once); a changed submission gets a fresh one.
 */
export function idempotencyFor(
  previous: IdempotencyState | null,
  body: string,
  mint: () => string = mintIdempotencyKey,
): IdempotencyState {
  return previous && previous.body === body ? previous : { key: mint(), body };
}

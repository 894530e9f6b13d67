import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, unguessable token (256 bits, base64url). */
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as their SHA-256 hash, so a database leak does not leak sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

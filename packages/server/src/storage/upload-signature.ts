import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an upload address stays valid. */
export const UPLOAD_ADDRESS_TTL_MS = 15 * 60 * 1000;

export interface SignedUpload {
  uploadId: string;
  /** Unix seconds. */
  expires: number;
  purpose: string;
}

/** HMAC-SHA256 over (uploadId, expires, purpose): the address is good for that one object only. */
export function signUpload(secret: string, upload: SignedUpload): string {
  return createHmac('sha256', secret)
    .update(`upload\n${upload.uploadId}\n${upload.expires}\n${upload.purpose}`)
    .digest('base64url');
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** Compare in constant time; a valid signature whose time has passed is 'expired'. */
export function checkUploadSignature(
  secret: string,
  upload: { uploadId: string; purpose: string; expires: unknown; signature: unknown },
  nowMs: number = Date.now(),
): SignatureCheck {
  if (typeof upload.expires !== 'string' || !/^\d{1,12}$/.test(upload.expires)) return 'invalid';
  if (typeof upload.signature !== 'string' || upload.signature.length > 128) return 'invalid';
  const expires = Number(upload.expires);
  const expected = Buffer.from(
    signUpload(secret, { uploadId: upload.uploadId, expires, purpose: upload.purpose }),
  );
  const given = Buffer.from(upload.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 <= nowMs ? 'expired' : 'valid';
}

/** The local driver's upload address, answered by PUT /api/uploads/:id. */
export function localUploadAddress(
  secret: string,
  upload: Omit<SignedUpload, 'expires'> & { expiresAt: Date },
) {
  const expires = Math.floor(upload.expiresAt.getTime() / 1000);
  const signature = signUpload(secret, { uploadId: upload.uploadId, expires, purpose: upload.purpose });
  return `/api/uploads/${upload.uploadId}?expires=${expires}&signature=${signature}`;
}

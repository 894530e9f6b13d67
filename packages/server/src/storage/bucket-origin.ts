import { isIP } from 'node:net';
import type { StorageSettings } from './storage';

/** A bucket S3 can address as a host name: lowercase letters, digits and single hyphens. */
const hostableBucket = (bucket: string, allowDots: boolean) =>
  /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) &&
  !/\.\.|\.-|-\./.test(bucket) &&
  isIP(bucket) === 0 &&
  (allowDots || !bucket.includes('.'));

/**
 * The origin browsers send their presigned PUTs to (STORAGE_DRIVER=s3): the one the SDK signs
 * for, so the CSP's connect-src can allow exactly it. S3_PUBLIC_ENDPOINT (else S3_ENDPOINT) when
 * set, else AWS's regional endpoint; the bucket goes in the host name (virtual-hosted style)
 * unless S3_FORCE_PATH_STYLE is on, the endpoint is an IP address, or the bucket name cannot be
 * a host name (dots over https would break the certificate).
 */
export function browserBucketOrigin(s3: StorageSettings['s3']): string {
  const endpoint = new URL(s3.publicEndpoint ?? s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  const host = endpoint.hostname.replace(/^\[|\]$/g, '');
  const virtualHosted =
    !s3.forcePathStyle && isIP(host) === 0 && hostableBucket(s3.bucket, endpoint.protocol === 'http:');
  if (virtualHosted) endpoint.hostname = `${s3.bucket}.${endpoint.hostname}`;
  return endpoint.origin;
}

import { ApiError } from './api-client';

/** Answer of the "give me an upload address" calls (e.g. POST /api/consultation-requests/upload). */
export interface UploadAddress {
  uploadURL: string;
  uploadId: string;
  imageUrl: string;
}

export interface UploadedImage {
  /** The stable address the server knows the image by ('/api/images/<uploadId>'). */
  imageUrl: string;
  uploadId: string;
  /** The converted image as the visitor sees it here (an object URL; revoke it when done). */
  previewUrl: string;
}

export const WEBP_QUALITY = 0.8;
/** Longest side kept: the server's largest variant is 1600 px wide; this leaves room to crop. */
const MAX_DIMENSION = 2400;

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Re-encode an image file in the browser as WebP at quality 0.8 (spec 000 section 9). Browsers
 * whose canvas cannot write WebP fall back to JPEG at the same quality. Rejects for anything
 * that does not decode as an image.
 */
export async function convertImageToWebp(file: Blob): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new Error('Not an image file');
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_DIMENSION / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const webp = await canvasToBlob(canvas, 'image/webp', WEBP_QUALITY);
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await canvasToBlob(canvas, 'image/jpeg', WEBP_QUALITY);
    if (!jpeg) throw new Error('The image could not be encoded');
    return jpeg;
  } finally {
    bitmap.close();
  }
}

/** Ask the API for a short-lived address to PUT one file to (no body, JSON content type). */
export async function requestUploadAddress(endpoint: string): Promise<UploadAddress> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const address = (await res.json()) as Partial<UploadAddress>;
  if (!address.uploadURL || !address.imageUrl || !address.uploadId) throw new Error('No upload URL received');
  return address as UploadAddress;
}

/** PUT the bytes to the signed address; any status other than 2xx is a failure. */
export async function putUpload(uploadURL: string, blob: Blob): Promise<void> {
  const res = await fetch(uploadURL, {
    method: 'PUT',
    body: blob,
    headers: { 'Content-Type': blob.type },
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
}

/** Convert, get an address, send: the whole path of one image file to the server. */
export async function uploadImageAsWebp(file: Blob, endpoint: string): Promise<UploadedImage> {
  const image = await convertImageToWebp(file);
  const address = await requestUploadAddress(endpoint);
  await putUpload(address.uploadURL, image);
  return { imageUrl: address.imageUrl, uploadId: address.uploadId, previewUrl: URL.createObjectURL(image) };
}

import { galleryMessages } from '@beauty/domain/messages';
import type { UploadTarget } from '@beauty/domain/schemas/uploads';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';

/** Answer of POST /api/resume/upload-url: where to PUT the file, and its stable address. */
export interface ResumeUploadTarget extends UploadTarget {
  resumeUrl: string;
}

/** A failed upload step; `status` is the HTTP status of the PUT when there was one. */
export class ResumeUploadError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ResumeUploadError';
    this.status = status;
  }
}

/** POST /api/resume/upload-url: a short-lived address for exactly one PDF. */
export async function requestResumeUploadUrl(): Promise<ResumeUploadTarget> {
  let target: Partial<ResumeUploadTarget>;
  try {
    const res = await apiRequest('POST', '/api/resume/upload-url');
    target = (await res.json()) as Partial<ResumeUploadTarget>;
  } catch {
    throw new ResumeUploadError(galleryMessages.startUploadFailed);
  }
  if (!target.uploadURL || !target.resumeUrl) throw new ResumeUploadError(galleryMessages.noUploadUrl);
  return target as ResumeUploadTarget;
}

/**
 * PUT the raw bytes (not multipart) with Content-Type application/pdf. XMLHttpRequest rather
 * than fetch, because only it reports upload progress.
 */
export function putResumeFile(
  uploadURL: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadURL);
    request.setRequestHeader('Content-Type', 'application/pdf');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new ResumeUploadError(galleryMessages.httpError(request.status), request.status));
    };
    request.onerror = () =>
      reject(
        new ResumeUploadError('The upload was interrupted. Please check your connection and try again.'),
      );
    request.send(file);
  });
}

export interface UploadResumeVariables {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** Ask for an address, send the file there, and answer the address the application refers to. */
export async function uploadResume({ file, onProgress }: UploadResumeVariables): Promise<string> {
  const target = await requestResumeUploadUrl();
  await putResumeFile(target.uploadURL, file, onProgress);
  return target.resumeUrl;
}

export function useUploadResume() {
  return useApiMutation(uploadResume);
}

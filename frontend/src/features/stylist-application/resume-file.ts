import { resumeMessages } from '@beauty/domain/messages';
import { UPLOAD_LIMITS } from '@beauty/domain/upload-limits';

/** Spec 001 section 9: one PDF of at most 5 MB, the same limit the server enforces. */
export const RESUME_MAX_BYTES = UPLOAD_LIMITS.resume.maxBytes;
export const RESUME_ACCEPT = 'application/pdf,.pdf';
const PDF_SIGNATURE = '%PDF-';

type FileLike = Pick<File, 'name' | 'size' | 'type' | 'slice'>;

/**
 * Why this file cannot be a resume, or null when it can. The server checks again where the
 * bytes land; this spares a visitor uploading a file that would be refused.
 */
export async function resumeFileProblem(file: FileLike): Promise<string | null> {
  const namedPdf = /\.pdf$/i.test(file.name);
  const typedPdf = file.type === 'application/pdf' || file.type === 'application/x-pdf';
  if (!namedPdf && !typedPdf) return resumeMessages.notPdf;
  if (file.size > RESUME_MAX_BYTES) return resumeMessages.tooLarge;
  const head = await file.slice(0, PDF_SIGNATURE.length).text();
  return head === PDF_SIGNATURE ? null : resumeMessages.notPdf;
}

/** '84 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

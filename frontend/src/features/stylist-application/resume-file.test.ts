import { describe, expect, it } from '@jest/globals';
import { formatFileSize, RESUME_MAX_BYTES, resumeFileProblem } from './resume-file';

const pdfBytes = '%PDF-1.4\n%%EOF\n';

describe('resumeFileProblem', () => {
  it('accepts a real PDF', async () => {
    const file = new File([pdfBytes], 'resume.pdf', { type: 'application/pdf' });
    await expect(resumeFileProblem(file)).resolves.toBeNull();
  });

  it('refuses another type', async () => {
    const file = new File(['hello'], 'resume.docx', { type: 'application/msword' });
    await expect(resumeFileProblem(file)).resolves.toBe('Resume must be a PDF file');
  });

  it('refuses a file named .pdf that is not one', async () => {
    const file = new File(['GIF89a'], 'resume.pdf', { type: 'application/pdf' });
    await expect(resumeFileProblem(file)).resolves.toBe('Resume must be a PDF file');
  });

  it('refuses a PDF over 5 MB', async () => {
    const file = new File([pdfBytes, new Uint8Array(RESUME_MAX_BYTES)], 'resume.pdf', {
      type: 'application/pdf',
    });
    await expect(resumeFileProblem(file)).resolves.toBe('Resume must be 5 MB or smaller');
  });
});

describe('formatFileSize', () => {
  it('shows kilobytes and megabytes', () => {
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(84 * 1024)).toBe('84 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});

import { resumeMessages, toasts, uploadMessages } from '@beauty/domain/messages';
import { type ChangeEvent, useState } from 'react';
import { CheckIcon, DocumentIcon, UploadIcon } from '@/components/icons';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast/use-toast';
import { cn } from '@/lib/cn';
import { ResumeUploadError, useUploadResume } from '../api/upload-resume';
import { formatFileSize, RESUME_ACCEPT, resumeFileProblem } from '../resume-file';

type ResumeUpload =
  | { status: 'empty' }
  | { status: 'uploading'; name: string; size: number; percent: number }
  | { status: 'uploaded'; name: string; size: number };

export interface ResumeUploadFieldProps {
  id: string;
  error?: string;
  /** The stable address of the uploaded resume, or '' while there is none. */
  onResumeUrlChange: (resumeUrl: string) => void;
  /** A problem with the chosen file or its upload, shown under the field; undefined clears it. */
  onProblem: (message: string | undefined) => void;
  /** Tells the form to hold its submit while the file is on its way. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** What to say under the field when the storage refused the bytes. */
function fieldMessageFor(error: unknown): string {
  if (error instanceof ResumeUploadError) {
    if (error.status === 413) return resumeMessages.tooLarge;
    if (error.status === 415) return resumeMessages.notPdf;
  }
  return uploadMessages.incomplete;
}

/**
 * One PDF, checked in the browser (type, 5 MB, the %PDF- signature), then sent straight to
 * storage: POST /api/resume/upload-url, PUT the bytes, keep the address for the application.
 * The native file input covers the whole drop zone, so a click, a keypress or a dropped file
 * all land on it.
 */
export function ResumeUploadField({
  id,
  error,
  onResumeUrlChange,
  onProblem,
  onUploadingChange,
}: ResumeUploadFieldProps) {
  const [upload, setUpload] = useState<ResumeUpload>({ status: 'empty' });
  const [dragging, setDragging] = useState(false);
  const uploadResume = useUploadResume();
  const uploading = upload.status === 'uploading';

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset, so choosing the same file again after a failure still fires a change.
    event.target.value = '';
    setDragging(false);
    if (!file) return;

    // A new choice replaces the previous file, whether or not this one can be used.
    setUpload({ status: 'empty' });
    onResumeUrlChange('');
    const problem = await resumeFileProblem(file);
    onProblem(problem ?? undefined);
    if (problem) return;
    setUpload({ status: 'uploading', name: file.name, size: file.size, percent: 0 });
    onUploadingChange?.(true);

    uploadResume.mutate(
      {
        file,
        onProgress: (fraction) =>
          setUpload((current) =>
            current.status === 'uploading' ? { ...current, percent: Math.round(fraction * 100) } : current,
          ),
      },
      {
        onSuccess: (resumeUrl) => {
          setUpload({ status: 'uploaded', name: file.name, size: file.size });
          onResumeUrlChange(resumeUrl);
        },
        onError: (uploadError) => {
          setUpload({ status: 'empty' });
          onProblem(fieldMessageFor(uploadError));
          toast({
            title: toasts.uploadFailed.title,
            description: uploadError.message,
            variant: 'destructive',
          });
        },
        onSettled: () => onUploadingChange?.(false),
      },
    );
  };

  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const statusId = `${id}-status`;

  return (
    <div className={cn('field stack gap-2', error && 'field--invalid')}>
      <Label htmlFor={id}>Resume</Label>
      <div
        className={cn(
          'resume-drop drop-zone',
          dragging && 'resume-drop--dragging',
          upload.status === 'uploaded' && 'resume-drop--done',
          error && 'resume-drop--invalid',
        )}
      >
        <input
          id={id}
          type="file"
          name="resume"
          accept={RESUME_ACCEPT}
          className="resume-drop__input drop-zone__input"
          disabled={uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, statusId, hintId].filter(Boolean).join(' ')}
          onChange={onChange}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={() => setDragging(false)}
        />
        {upload.status === 'uploading' ? (
          <div className="resume-drop__content stack gap-2">
            <UploadIcon className="resume-drop__icon" />
            <p className="resume-drop__title cluster">Uploading {upload.name}…</p>
            <div
              className="resume-progress"
              role="progressbar"
              aria-label="Resume upload"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={upload.percent}
            >
              <span className="resume-progress__bar" style={{ width: `${upload.percent}%` }} />
            </div>
          </div>
        ) : upload.status === 'uploaded' ? (
          <div className="resume-drop__content resume-drop__content--file stack gap-2">
            <DocumentIcon className="resume-drop__icon" />
            <p className="resume-drop__title cluster">
              <span className="resume-drop__file-name">{upload.name}</span>
              <span className="fine-print">{formatFileSize(upload.size)}</span>
            </p>
            <p className="resume-drop__action">Choose a different file</p>
          </div>
        ) : (
          <div className="resume-drop__content stack gap-2">
            <UploadIcon className="resume-drop__icon" />
            <p className="resume-drop__title cluster">
              <span className="resume-drop__action">Choose a PDF</span> or drag it here
            </p>
          </div>
        )}
      </div>
      <p id={statusId} role="status" className="resume-status inline gap-2">
        {upload.status === 'uploaded' ? (
          <>
            <CheckIcon />
            {resumeMessages.uploaded}
          </>
        ) : null}
      </p>
      {error && errorId ? <FieldError id={errorId} message={error} /> : null}
      <p id={hintId} className="fine-print">
        {resumeMessages.hint}
      </p>
    </div>
  );
}

import { LIMITS } from '@beauty/domain/limits';
import { galleryMessages, toasts } from '@beauty/domain/messages';
import { fileTypesInWords, maxMegabytes } from '@beauty/domain/upload-limits';
import { useEffect, useRef, useState } from 'react';
import { UploadIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField, TextareaField } from '@/components/ui/fields';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast/use-toast';
import { useFilePicker } from '@/components/ui/use-file-picker';
import { ApiError, readErrorBody } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useUploadGalleryImage } from '../api/create-gallery-image';
import {
  GALLERY_IMAGE_TYPES,
  type GalleryFormValues,
  GalleryUploadError,
  type GalleryUploadStage,
  galleryFileProblem,
} from '../gallery-upload';
import type { GalleryUploader } from '../uppy/gallery-uploader';
import { TagInput } from './tag-input';
import '@/styles/patterns/spinner.css';

const EMPTY_FORM: GalleryFormValues = { title: '', description: '', tags: [], isPublic: true };
const TITLE_ID = 'gallery-upload-title-input';

const STAGE_TEXT: Record<GalleryUploadStage, string> = {
  uploading: 'Uploading the image…',
  processing: 'Optimizing the image for the web…',
  saving: 'Adding it to the gallery…',
};

/** Uppy and its S3 plugin, fetched the first time an admin sends an image (not on any other page). */
function loadUploader(): Promise<GalleryUploader> {
  return import('../uppy/gallery-uploader').then(
    (module) => module.createGalleryUploader(),
    () => {
      throw new GalleryUploadError(galleryMessages.startUploadFailed);
    },
  );
}

/** The failure message of spec 001 section 8: the step's own words, the server's, or the default. */
function uploadFailure(error: unknown): string {
  if (error instanceof GalleryUploadError) return error.message;
  if (error instanceof ApiError) return readErrorBody(error).message ?? galleryMessages.uploadFailed;
  return galleryMessages.uploadFailed;
}

/**
 * Upload form of the gallery management (spec 001): title (required), description, tags, the
 * Public switch (on) and 'Select Image to Upload', which opens a picker for one image.
 */
export function GalleryUploadForm() {
  // Only the title is checked (before the picker opens); the upload itself checks the rest.
  const {
    values: form,
    errors,
    ...formState
  } = useSchemaForm<GalleryFormValues, GalleryFormValues>({
    initial: EMPTY_FORM,
    validator: null,
    toInput: (values) => values,
    fields: ['title'],
    fieldId: () => TITLE_ID,
  });
  const [stage, setStage] = useState<GalleryUploadStage | null>(null);
  const [fileName, setFileName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  // The image whose upload stopped on the way (not refused): offered again with one click.
  const [interrupted, setInterrupted] = useState<File | null>(null);
  const uploaderRef = useRef<Promise<GalleryUploader> | null>(null);
  // The upload reads the form when it creates the record, as the spec's flow does.
  const formRef = useRef(form);
  formRef.current = form;
  const upload = useUploadGalleryImage();
  const redirectIfSignedOut = useUnauthorizedRedirect('/?tab=gallery');
  const busy = upload.isPending;

  useEffect(
    () => () => {
      void uploaderRef.current?.then((uploader) => uploader.close()).catch(() => undefined);
    },
    [],
  );

  const sendFile = async (file: File) => {
    uploaderRef.current ??= loadUploader();
    const pending = uploaderRef.current;
    pending.catch(() => {
      if (uploaderRef.current === pending) uploaderRef.current = null;
    });
    const uploader = await pending;
    return uploader.send(file, (fraction) => setProgress(Math.round(fraction * 100)));
  };

  const set = <K extends keyof GalleryFormValues>(key: K, value: GalleryFormValues[K]) =>
    formState.set({ [key]: value } as Partial<GalleryFormValues>, { keepErrors: true });

  const titleMissing = () => {
    if (formRef.current.title.trim()) return false;
    toast({ ...toasts.titleRequired, variant: 'destructive' });
    formState.showErrors({ title: toasts.titleRequired.description });
    return true;
  };

  const imagePicker = useFilePicker({
    accept: GALLERY_IMAGE_TYPES,
    label: 'Image file',
    onFile: (file) => {
      if (titleMissing()) return;
      const problem = galleryFileProblem(file);
      if (problem) {
        toast({ title: 'Upload Failed', description: problem, variant: 'destructive' });
        return;
      }
      start(file);
    },
  });

  const chooseImage = () => {
    if (titleMissing()) return;
    imagePicker.open();
  };

  const resume = () => {
    if (interrupted && !titleMissing()) start(interrupted);
  };

  const start = (file: File) => {
    setFileName(file.name);
    setProgress(0);
    let sent = false;
    upload.mutate(
      {
        file,
        form: {
          sendFile: async () => {
            const imageUrl = await sendFile(file);
            sent = true;
            return imageUrl;
          },
          readForm: () => formRef.current,
          onStage: setStage,
          onProcessFailed: () =>
            toast({ title: galleryMessages.processFailed, description: 'The original image will be used.' }),
        },
      },
      {
        onSuccess: () => {
          toast({ ...toasts.galleryUploaded, variant: 'success' });
          formState.reset(EMPTY_FORM);
          setInterrupted(null);
        },
        onError: (error) => {
          // Stopped while sending, after Uppy's own retries: offer to send it again.
          setInterrupted(!sent && (error as { resumable?: boolean }).resumable ? file : null);
          if (redirectIfSignedOut(error)) return;
          toast({ title: 'Upload Failed', description: uploadFailure(error), variant: 'destructive' });
        },
        onSettled: () => {
          setStage(null);
          setFileName('');
          setProgress(null);
        },
      },
    );
  };

  return (
    <Card className="gallery-upload">
      <section aria-labelledby="gallery-upload-title">
        <div className="gallery-upload__header stack gap-1">
          <h3 id="gallery-upload-title" className="gallery-upload__title">
            Upload a New Image
          </h3>
          <p className="note">
            One {fileTypesInWords('gallery')} image up to {maxMegabytes('gallery')} MB. It is optimized for
            the web on upload.
          </p>
        </div>
        <form className="gallery-upload__form stack" noValidate onSubmit={(event) => event.preventDefault()}>
          <div className="gallery-upload__fields stack gap-5">
            <InputField
              id={TITLE_ID}
              label="Title"
              required
              maxLength={LIMITS.title}
              value={form.title}
              error={errors.title}
              onChange={(event) => {
                set('title', event.target.value);
                // The message stays until there is a title.
                if (event.target.value.trim()) formState.clearErrors('title');
              }}
            />
            <TextareaField
              id="gallery-upload-description"
              label="Description"
              labelNote="(optional)"
              rows={3}
              maxLength={LIMITS.notes}
              value={form.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </div>
          <div className="gallery-upload__fields stack gap-5">
            <TagInput id="gallery-upload-tags" tags={form.tags} onChange={(tags) => set('tags', tags)} />
            <Switch
              label="Public"
              checked={form.isPublic}
              aria-describedby="gallery-upload-public-hint"
              onChange={(event) => set('isPublic', event.target.checked)}
            />
            <p id="gallery-upload-public-hint" className="fine-print gallery-upload__public-hint">
              {form.isPublic ? 'Shown on the public gallery page.' : 'Kept private: only admins see it.'}
            </p>
            {imagePicker.input}
            <div className="cluster gap-3">
              <Button size="lg" className="gallery-upload__choose" busy={busy} onClick={chooseImage}>
                <UploadIcon />
                {busy ? 'Uploading...' : 'Select Image to Upload'}
              </Button>
              {interrupted && !busy ? (
                <Button size="lg" variant="outline" onClick={resume}>
                  Try again: {interrupted.name}
                </Button>
              ) : null}
            </div>
          </div>
        </form>
        <p role="status" className="gallery-upload__status inline gap-3">
          {stage ? (
            <>
              <span className="gallery-upload__spinner spinner" aria-hidden="true" />
              {fileName ? `${fileName}: ` : ''}
              {STAGE_TEXT[stage]}
            </>
          ) : null}
        </p>
        {stage === 'uploading' && progress !== null ? (
          <div className="gallery-upload__progress-row inline gap-3">
            <progress
              className="gallery-upload__progress"
              aria-label="Upload progress"
              max={100}
              value={progress}
            />
            <span aria-hidden="true">{progress}%</span>
          </div>
        ) : null}
      </section>
    </Card>
  );
}

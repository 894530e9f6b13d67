import type { AdminStylistProfile } from '@beauty/domain/schemas/stylist-profile';
import { stylistProfileMessages } from '@beauty/domain/schemas/stylist-profile';
import { fileTypesInWords, maxMegabytes } from '@beauty/domain/upload-limits';
import type { QueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { UploadIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { useFilePicker } from '@/components/ui/use-file-picker';
import { readErrorBody } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import {
  PHOTO_TYPES,
  type PortraitEndpoints,
  photoFileProblem,
  removePortrait,
  uploadPortrait,
} from './portrait';
import { ProfileThumb } from './profile-thumb';
import './stylist-profile.css';

const failure = (error: unknown, fallback: string) => {
  const body = readErrorBody(error);
  return body.errors[0]?.message ?? body.message ?? fallback;
};

interface PhotoFieldProps {
  profile: AdminStylistProfile;
  endpoints: PortraitEndpoints;
  /** Shows the server's answer (the profile with its new photo state) and reads it again. */
  onSaved: (queryClient: QueryClient, profile: AdminStylistProfile) => unknown;
  /** Where to come back to after signing in again, when the session has ended. */
  returnTo: string;
}

/**
 * The portrait of a saved profile: what the About card shows, and Upload / Replace / Remove.
 * The server makes square WebP sizes of it; the profile is read again until they are ready.
 */
export function StylistPhotoField({ profile, endpoints, onSaved, returnTo }: PhotoFieldProps) {
  const titleId = useId();
  const upload = useApiMutation((file: File) => uploadPortrait(endpoints, file), { onSuccess: onSaved });
  const remove = useApiMutation(() => removePortrait(endpoints), { onSuccess: onSaved });
  const redirectIfSignedOut = useUnauthorizedRedirect(returnTo);
  const busy = upload.isPending || remove.isPending;
  const photo = profile.photo;

  const photoPicker = useFilePicker({
    accept: PHOTO_TYPES,
    label: 'Photo file',
    onFile: (file) => {
      const problem = photoFileProblem(file);
      if (problem) {
        toast({ title: 'Upload Failed', description: problem, variant: 'destructive' });
        return;
      }
      upload.mutate(file, {
        onSuccess: () => toast({ title: 'Photo uploaded', description: stylistProfileMessages.photoSaved }),
        onError: (error) => {
          if (redirectIfSignedOut(error)) return;
          toast({
            title: 'Upload Failed',
            description: failure(error, 'The photo could not be uploaded. Please try again.'),
            variant: 'destructive',
          });
        },
      });
    },
  });

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: stylistProfileMessages.photoRemoved, variant: 'success' }),
      onError: (error) => {
        if (redirectIfSignedOut(error)) return;
        toast({
          title: 'Could not remove the photo',
          description: failure(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });

  const status = upload.isPending
    ? 'Uploading the photo…'
    : photo?.status === 'processing'
      ? 'Preparing the photo for the web…'
      : photo?.status === 'rejected'
        ? `This file could not be used as a photo${photo.rejectionReason ? `: ${photo.rejectionReason}` : '.'} Please choose another one.`
        : photo?.status === 'ready'
          ? 'Shown on the About section as a square photo.'
          : 'No photo yet: the About card shows the initials.';

  return (
    <section className="stylist-photo stack gap-4" aria-labelledby={titleId}>
      <h3 id={titleId} className="stylist-editor__subtitle">
        Photo
      </h3>
      <div className="stylist-photo__body cluster gap-5">
        <ProfileThumb profile={profile} size="lg" />
        <div className="stylist-photo__actions stack gap-3">
          <p
            role="status"
            className={
              photo?.status === 'rejected' ? 'stylist-photo__status field__error' : 'stylist-photo__status'
            }
          >
            {status}
          </p>
          {photoPicker.input}
          <div className="stylist-photo__buttons">
            <Button variant="outline" disabled={busy} onClick={photoPicker.open}>
              <UploadIcon />
              {photo ? 'Replace Photo' : 'Upload Photo'}
            </Button>
            {photo ? (
              <Button variant="ghost" disabled={busy} onClick={onRemove}>
                Remove Photo
              </Button>
            ) : null}
          </div>
          <p className="fine-print">
            A {fileTypesInWords('stylist-photo')} photo up to {maxMegabytes('stylist-photo')} MB; a square
            crop around the face is made.
          </p>
        </div>
      </div>
    </section>
  );
}

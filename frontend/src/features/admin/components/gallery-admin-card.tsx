import { LIMITS } from '@beauty/domain/limits';
import { galleryMessages, toasts } from '@beauty/domain/messages';
import type { GalleryImage } from '@beauty/domain/schemas/gallery';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { ImageLink } from '@/components/image-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { InputField, TextareaField } from '@/components/ui/fields';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast/use-toast';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { ADMIN_GALLERY_SIZES, galleryThumbnail } from '../admin-images';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { useUpdateGalleryImage } from '../api/update-gallery-image';
import { TagInput } from './tag-input';

/** One image of the admin grid: view it, edit its title, description, tags and Public switch, or delete it. */
export function GalleryAdminCard({ image, onDeleted }: { image: GalleryImage; onDeleted: () => void }) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteGalleryImage();
  const redirectIfSignedOut = useUnauthorizedRedirect('/?tab=gallery');
  const headingId = `gallery-image-${image.id}`;

  const stopEditing = () => {
    setEditing(false);
    // Back to the button that opened the editor, once it is rendered again.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  const closeDeleteDialog = useCallback(() => setConfirmingDelete(false), []);

  // Awaited rather than per-call callbacks: once deleted, the image leaves the list and this card
  // (with its dialog) unmounts before they would run.
  const deleteImage = async () => {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync(image.id);
      toast({
        title: 'Image Deleted',
        description: `'${image.title}' is no longer in the gallery.`,
        variant: 'success',
      });
      onDeleted();
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      toast({ title: 'Delete Failed', description: galleryMessages.deleteFailed, variant: 'destructive' });
    } finally {
      setConfirmingDelete(false);
    }
  };

  return (
    <li className="media-card admin-gallery-card">
      <article aria-labelledby={headingId}>
        <Thumbnail image={image} />
        <div className="admin-gallery-card__body">
          {editing ? (
            <GalleryImageEditor image={image} headingId={headingId} onDone={stopEditing} />
          ) : (
            <>
              <div className="admin-gallery-card__header">
                <h3 id={headingId} className="admin-gallery-card__title">
                  {image.title}
                </h3>
                <Badge variant={image.isPublic ? 'success' : 'outline'}>
                  {image.isPublic ? 'Public' : 'Private'}
                </Badge>
              </div>
              {image.description ? (
                <p className="admin-gallery-card__description note">{image.description}</p>
              ) : null}
              {image.tags.length ? (
                <ul className="admin-gallery-card__tags" aria-label="Tags">
                  {image.tags.map((tag) => (
                    <li key={tag} className="tag-chip tag-chip--static">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="admin-gallery-card__actions cluster gap-2">
                <Button ref={editButtonRef} variant="outline" size="sm" onClick={() => setEditing(true)}>
                  Edit<span className="visually-hidden"> {image.title}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="admin-delete"
                  disabled={remove.isPending}
                  onClick={() => setConfirmingDelete(true)}
                >
                  {remove.isPending ? 'Deleting...' : 'Delete'}
                  <span className="visually-hidden"> {image.title}</span>
                </Button>
              </div>
            </>
          )}
        </div>
      </article>
      <ConfirmDialog
        open={confirmingDelete}
        onClose={closeDeleteDialog}
        title={galleryMessages.deleteConfirm}
        description={`'${image.title}' and its files are removed from the gallery for good.`}
        keepLabel="Keep Image"
        keepLockedWhileBusy
        label="Delete Image"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => void deleteImage()}
      />
    </li>
  );
}

function Thumbnail({ image }: { image: GalleryImage }) {
  const { fullSize, ...file } = galleryThumbnail(image);
  return (
    <ImageLink
      className="admin-gallery-card__media"
      block="admin-gallery-card"
      href={fullSize}
      image={{ ...file, sizes: file.srcSet ? ADMIN_GALLERY_SIZES : undefined }}
      alt={image.title}
      unavailable={{ label: 'preview unavailable', text: 'Preview not ready' }}
    />
  );
}

/** Inline edit of title, description, tags and Public, with Save and Cancel (PUT sends them all). */
function GalleryImageEditor({
  image,
  headingId,
  onDone,
}: {
  image: GalleryImage;
  headingId: string;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(image.title);
  const [description, setDescription] = useState(image.description ?? '');
  const [isPublic, setIsPublic] = useState(image.isPublic);
  const [tags, setTags] = useState<string[]>([...image.tags]);
  const [titleError, setTitleError] = useState<string | undefined>();
  const update = useUpdateGalleryImage();
  const redirectIfSignedOut = useUnauthorizedRedirect('/?tab=gallery');
  const fieldId = `edit-${image.id}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError('Please enter a title');
      document.getElementById(`${fieldId}-title`)?.focus();
      return;
    }
    update.mutate(
      { id: image.id, title: title.trim(), description: description.trim(), tags, isPublic },
      {
        onSuccess: () => {
          toast({ title: 'Image Updated', description: 'Your changes are saved.', variant: 'success' });
          onDone();
        },
        onError: (error) => {
          if (redirectIfSignedOut(error)) return;
          toast({
            ...toasts.updateFailed,
            description: galleryMessages.updateFailed,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form className="admin-gallery-editor stack gap-4" onSubmit={save} noValidate>
      <h3 id={headingId} className="admin-gallery-card__title">
        {image.title}
      </h3>
      <InputField
        id={`${fieldId}-title`}
        label="Title"
        required
        maxLength={LIMITS.title}
        value={title}
        error={titleError}
        autoFocus
        onChange={(event) => {
          setTitle(event.target.value);
          if (event.target.value.trim()) setTitleError(undefined);
        }}
      />
      <TextareaField
        id={`${fieldId}-description`}
        label="Description"
        labelNote="(optional)"
        rows={3}
        maxLength={LIMITS.notes}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <TagInput id={`${fieldId}-tags`} tags={tags} onChange={setTags} disabled={update.isPending} />
      <Switch label="Public" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
      <div className="admin-gallery-card__actions cluster gap-2">
        <Button type="submit" size="sm" busy={update.isPending} busyLabel="Saving...">
          Save
        </Button>
        <Button variant="outline" size="sm" disabled={update.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Same box as a real card, so nothing moves when the images arrive. */
export function GalleryAdminCardSkeleton() {
  return (
    <li className="media-card admin-gallery-card" aria-hidden="true">
      <Skeleton className="admin-gallery-card__media" />
      <div className="admin-gallery-card__body">
        <Skeleton className="admin-skeleton admin-skeleton--title" />
        <Skeleton className="admin-skeleton admin-skeleton--line" />
        <Skeleton className="admin-skeleton admin-skeleton--line admin-skeleton--short" />
      </div>
    </li>
  );
}

import { uploadMessages } from '@beauty/domain/messages';
import type { ChangeEvent } from 'react';
import { icon } from '@/components/icons';
import { CloseButton } from '@/components/ui/close-button';
import { MAX_INSPIRATION_IMAGES, type useInspirationImages } from '../use-inspiration-images';
import '@/styles/patterns/spinner.css';

type Inspiration = ReturnType<typeof useInspirationImages>;

/** The upload zone's picture; drawn with square line ends (`strokeLinecap="butt"` where shown). */
const PhotoIcon = icon(
  <rect x="3" y="4.5" width="18" height="15" rx="2.5" />,
  <circle cx="8.5" cy="9.5" r="1.75" />,
  <path d="m3.5 17 5-5 4 4 3-3 5 5" />,
);

/** Optional inspiration photos: choose or drop images, see thumbnails, remove any of them. */
export function InspirationUpload({ id, inspiration }: { id: string; inspiration: Inspiration }) {
  const { images, uploading, notAdded, add, remove } = inspiration;
  const full = images.length + uploading >= MAX_INSPIRATION_IMAGES;
  const hintId = `${id}-hint`;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Clear the input so choosing the same file again still counts as a change.
    event.target.value = '';
    void add(files);
  };

  return (
    <div className="stack gap-2">
      <label htmlFor={id} className="label">
        Inspiration Photos <span className="label__note muted">(optional)</span>
      </label>
      <div className={full ? 'upload-zone drop-zone upload-zone--full' : 'upload-zone drop-zone'}>
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          className="upload-zone__input drop-zone__input"
          aria-describedby={hintId}
          disabled={full}
          onChange={onChange}
        />
        <div className="upload-zone__face stack gap-1" aria-hidden="true">
          <PhotoIcon className="upload-zone__icon" strokeLinecap="butt" />
          <span className="upload-zone__title">
            {full ? 'Photo limit reached' : 'Add inspiration photos'}
          </span>
          <span className="fine-print">
            {full ? 'Remove one to add another' : 'Drop images here or click to browse'}
          </span>
        </div>
      </div>
      <p id={hintId} className="fine-print">
        Looks you love, your dress or your venue. Image files only, up to {MAX_INSPIRATION_IMAGES} photos.
      </p>
      {notAdded > 0 ? (
        <p className="fine-print" role="status">
          {uploadMessages.overPhotoLimit(MAX_INSPIRATION_IMAGES, notAdded)}
        </p>
      ) : null}
      {uploading > 0 ? (
        <p className="inline gap-2 note" role="status">
          <span className="inspiration__spinner spinner" aria-hidden="true" />
          Uploading {uploading === 1 ? 'photo' : `${uploading} photos`}…
        </p>
      ) : null}
      {images.length > 0 ? (
        <ul className="inspiration__thumbs plain-list" aria-label="Chosen inspiration photos">
          {images.map((image, index) => (
            <li key={image.uploadId} className="inspiration__thumb">
              <img src={image.previewUrl} alt={`Inspiration ${index + 1} (${image.fileName})`} />
              <CloseButton
                className="inspiration__remove stack"
                label={`Remove inspiration photo ${index + 1}`}
                onClick={() => remove(image.uploadId)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

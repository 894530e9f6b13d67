import { LIMITS } from '@beauty/domain/limits';
import { toasts } from '@beauty/domain/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import type { UploadedImage } from '@/lib/uploads';
import { uploadInspirationImage } from './api/upload-inspiration-image';

export interface InspirationImage extends UploadedImage {
  fileName: string;
}

export const MAX_INSPIRATION_IMAGES = LIMITS.images;

/**
 * The questionnaire's inspiration photos: each chosen file is converted and uploaded in turn;
 * the address of each one that lands is kept. Any failure shows the 'Upload Failed' toast. Files
 * beyond the limit are not sent, and `notAdded` counts them until the next change.
 */
export function useInspirationImages() {
  const [images, setImages] = useState<InspirationImage[]>([]);
  const [uploading, setUploading] = useState(0);
  const [notAdded, setNotAdded] = useState(0);
  const previews = useRef(new Set<string>());

  // The thumbnails are object URLs; free them when the form goes away.
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const add = useCallback(
    async (files: readonly File[]) => {
      const room = MAX_INSPIRATION_IMAGES - images.length - uploading;
      const batch = files.slice(0, Math.max(0, room));
      setNotAdded(files.length - batch.length);
      if (batch.length === 0) return;
      setUploading((count) => count + batch.length);
      let failed = false;
      for (const file of batch) {
        try {
          const uploaded = await uploadInspirationImage(file);
          previews.current.add(uploaded.previewUrl);
          setImages((current) => [...current, { ...uploaded, fileName: file.name }]);
        } catch (error) {
          console.error('Inspiration image upload failed', error);
          failed = true;
        } finally {
          setUploading((count) => count - 1);
        }
      }
      if (failed) toast({ ...toasts.uploadFailed, variant: 'destructive' });
    },
    [images.length, uploading],
  );

  const release = (image: InspirationImage) => {
    URL.revokeObjectURL(image.previewUrl);
    previews.current.delete(image.previewUrl);
  };

  const remove = (uploadId: string) => {
    setNotAdded(0);
    for (const image of images) if (image.uploadId === uploadId) release(image);
    setImages((current) => current.filter((image) => image.uploadId !== uploadId));
  };

  const reset = () => {
    setNotAdded(0);
    for (const image of images) release(image);
    setImages([]);
  };

  return { images, uploading, notAdded, add, remove, reset };
}

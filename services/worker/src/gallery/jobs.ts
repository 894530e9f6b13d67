import { CONVERT_IMAGE_RETRY } from '../maintenance/reconcile';
import { defineJob, type JobDefinition } from '../pipeline/job-table';
import { convertImage } from './convert-image';
import { removeGalleryUpload } from './remove-gallery-upload';
import { removeStylistPhoto } from './remove-stylist-photo';

/** The event jobs of images: job name -> queue, handler, retries, and the event types that start it. */
export const galleryJobs = {
  'images.convert': defineJob({
    queue: 'images',
    handler: convertImage,
    ...CONVERT_IMAGE_RETRY,
    eventTypes: ['upload.received'],
  }),
  'images.remove-upload': defineJob({
    queue: 'images',
    handler: removeGalleryUpload,
    attempts: 5,
    backoff: { type: 'exponential', delay: 10_000 },
    eventTypes: ['gallery_image.deleted'],
  }),
  'images.remove-stylist-photo': defineJob({
    queue: 'images',
    handler: removeStylistPhoto,
    attempts: 5,
    backoff: { type: 'exponential', delay: 10_000 },
    eventTypes: ['stylist_photo.replaced'],
  }),
} satisfies Record<string, JobDefinition>;

import { fileTypesInWords, maxMegabytes, type UploadPurpose } from '../upload-limits';

/** The gallery (the admin's tab and the public page); the resume upload shares its upload failures. */
export const galleryMessages = {
  uploadDataLost: 'Upload data was lost. Please try again.',
  uploadFailed: 'Failed to upload gallery image',
  updateFailed: 'Failed to update gallery image',
  deleteFailed: 'Failed to delete gallery image',
  startUploadFailed: 'Failed to start upload',
  noUploadUrl: 'No upload URL received from server',
  httpError: (status: number) => `HTTP error! status: ${status}`,
  processFailed: 'Failed to process image',
  deleteConfirm: 'Are you sure you want to delete this gallery image?',
  empty: 'No gallery images uploaded yet',
  noImagesFound: 'No images found',
} as const;

/** The stylist application's resume field (spec 001 section 9). */
export const resumeMessages = {
  hint: `${fileTypesInWords('resume')} files only, max ${maxMegabytes('resume')}MB`,
  uploaded: 'Resume uploaded successfully!',
  notPdf: `Resume must be a ${fileTypesInWords('resume')} file`,
  tooLarge: `Resume must be ${maxMegabytes('resume')} MB or smaller`,
} as const;

/**
 * Why an upload was refused, worded once: the API's answers (the upload address, the claim of a
 * submitted address) and the pickers' own checks before anything is sent.
 */
export const uploadMessages = {
  addressInvalid: 'This upload address is invalid or has expired. Please upload the file again.',
  alreadyUploaded: 'This file has already been uploaded.',
  incomplete: 'The upload did not finish. Please try again.',
  tooLarge: (purpose: UploadPurpose) =>
    purpose === 'resume' ? resumeMessages.tooLarge : `Images must be ${maxMegabytes(purpose)} MB or smaller.`,
  wrongType: (purpose: UploadPurpose) =>
    purpose === 'resume' ? resumeMessages.notPdf : `Please upload a ${fileTypesInWords(purpose)} image.`,
  unknownUpload: 'Please upload the file again.',
  notUploaded: 'This file has not finished uploading. Please upload it again.',
  rejected: 'This file could not be read as an image. Please choose another one.',
  alreadyAttached: 'This file is already part of another submission. Please upload it again.',
  stillProcessing: 'This image is still being processed.',
  /** More photos chosen than a request takes: the first ones are added, the rest are said. */
  overPhotoLimit: (max: number, notAdded: number) =>
    `Only ${max} photos can go with a request, so ${notAdded} ${notAdded === 1 ? 'was' : 'were'} not added.`,
} as const;

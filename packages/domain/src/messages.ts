import { applicationResponsePromise } from './application-steps';
import { maxMegabytes, type UploadPurpose } from './upload-limits';
/**
 * Every user-facing string of the specification, word for word, so the client and the
 * server say the same thing. Grouped by the screen or call that shows them.
 */

export const toasts = {
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  missingDateTime: {
    title: 'Missing Information',
    description: 'Please select both date and time for your appointment.',
  },
  noServicesSelected: {
    title: 'No Services Selected',
    description: 'Please select at least one service or bridal package.',
  },
  readyToBook: {
    title: 'Ready to Book',
    description: 'Please log in to complete your booking. Your selections will be saved.',
  },
  paymentMethodRequired: { title: 'Payment Method Required', description: 'Please select a payment method.' },
  paymentHandleRequired: {
    title: 'Payment Handle Required',
    description: 'Please provide your payment handle.',
  },
  bookingFailed: { title: 'Booking Failed', description: 'Failed to create booking. Please try again.' },
  bookingSucceeded: {
    title: 'Booking Submitted!',
    description: 'Your appointment has been scheduled successfully!',
  },
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  profileUpdateFailed: { title: 'Update Failed', description: 'Failed to update profile.' },
  profileUpdated: { title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
  consultationSubmitted: {
    title: 'Consultation Request Submitted!',
    description: "We'll contact you within 24 hours to schedule your free consultation.",
  },
  consultationFailed: {
    title: 'Submission Failed',
    description: 'There was an error submitting your request. Please try again.',
  },
  uploadFailed: { title: 'Upload Failed', description: 'Failed to upload images. Please try again.' },
  contactSent: { title: 'Message Sent!', description: "We'll get back to you within 24 hours." },
  contactFailed: {
    title: 'Failed to Send Message',
    description: 'Please try again later or use our direct email.',
  },
  applicationSubmitted: {
    title: 'Application Submitted!',
    description: `Thank you for applying. ${applicationResponsePromise}`,
  },
  applicationFailed: {
    title: 'Submission Failed',
    description: 'There was an error submitting your application. Please try again.',
  },
  reviewSubmitted: {
    title: 'Review Submitted!',
    description: 'Thank you! Your review is pending approval and will appear once our team has checked it.',
  },
  reviewFailed: { title: 'Submission Failed', description: 'Please try again later.' },
  titleRequired: { title: 'Title Required', description: 'Please enter a title before uploading' },
  galleryUploaded: { title: 'Success', description: 'Gallery image uploaded successfully!' },
  roleUpdated: { title: 'Role Updated', description: 'User role has been updated successfully' },
  roleUpdateFailed: { title: 'Update Failed', description: 'Failed to update user role' },
  statusUpdated: { title: 'Status Updated' },
  testimonialUpdated: { title: 'Testimonial Updated' },
  messageUpdated: { title: 'Message Updated' },
  updateFailed: { title: 'Update Failed' },
  creationFailed: {
    title: 'Creation Failed',
    description: 'Failed to create appointment. Please try again.',
  },
  bookingUpdated: { title: 'Booking Updated', description: 'The booking has been updated successfully.' },
  bookingUpdateFailed: { title: 'Update Failed', description: 'Failed to update booking. Please try again.' },
  accessDenied: { title: 'Access Denied', description: "You don't have permission to access this page." },
} as const;

export const adminUpdateFailures = {
  role: 'Failed to update user role',
  consultationRequest: 'Failed to update consultation request',
  testimonial: 'Failed to update testimonial',
  contactMessage: 'Failed to update contact message',
} as const;

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

/** Field validation messages of spec 000 section 5 and spec 001 section 5. */
export const fieldMessages = {
  nameMin2: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  contactMessageMin: 'Message must be at least 10 characters long',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phone: 'Please enter a valid phone number',
  specialties: 'Please select your specialties',
  experience: 'Please provide at least 50 characters of experience highlights',
  portfolio: 'Please enter a valid URL',
  resume: 'Please upload your resume',
  serviceType: 'Please select a service type',
  rating: 'Please choose a rating from 1 to 5 stars',
  reviewContent: 'Please provide at least 20 characters for your review',
  password: 'Password must be at least 10 characters',
  tooLong: 'This field is too long',
} as const;

export const resumeMessages = {
  hint: 'PDF files only, max 5MB',
  uploaded: 'Resume uploaded successfully!',
  notPdf: 'Resume must be a PDF file',
  tooLarge: 'Resume must be 5 MB or smaller',
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
    purpose === 'resume'
      ? resumeMessages.notPdf
      : purpose === 'gallery'
        ? 'Please upload a JPEG, PNG, WebP or AVIF image.'
        : 'Please upload a JPEG, PNG or WebP image.',
  unknownUpload: 'Please upload the file again.',
  notUploaded: 'This file has not finished uploading. Please upload it again.',
  rejected: 'This file could not be read as an image. Please choose another one.',
  alreadyAttached: 'This file is already part of another submission. Please upload it again.',
  stillProcessing: 'This image is still being processed.',
} as const;

export const ratingLabels: Record<1 | 2 | 3 | 4 | 5, string> = {
  5: 'Absolutely amazing',
  4: 'Great experience',
  3: 'Good service',
  2: 'It was okay',
  1: 'Could be better',
};

export const serviceTypeLabels = {
  makeup: 'Makeup Services',
  hair: 'Hair Services',
  bridal: 'Bridal Package',
  both: 'Hair & Makeup',
} as const;

export const notFoundScreen = {
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
} as const;

/** Messages of the API's own answers (server decides; the spec leaves them open). */
export const apiMessages = {
  validationFailed: 'Please check the highlighted fields.',
  signInRequired: 'Please sign in to continue.',
  forbidden: "You don't have permission to do that.",
  notFound: 'Not found.',
  crossOrigin: 'Cross-origin request refused.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Send the request body as application/json.',
  payloadTooLarge: 'The request body is too large.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'We are briefly unavailable. Please try again in a moment.',
  contactReceived: "Thank you for your message. We'll get back to you within 24 hours.",
  badCredentials: 'Incorrect email or password.',
  emailTaken: 'An account with this email already exists.',
  resetSent: 'If an account exists for that email, we have sent a link to reset the password.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Your password has been changed. You can sign in now.',
  /** The answer to registering with an email that has an account, whichever kind: the email says which. */
  registrationEmailed: (email: string) =>
    `We have sent an email to ${email}. Open it to finish setting up your account.`,
  inviteInvalid: 'This link to set your password is invalid or has expired. Ask for a new one below.',
  passwordSet: 'Your password is set. Sign in to see your bookings.',
  /** With an OpenID Connect provider, the built-in sign-in forms are off. */
  builtInSignInOff: 'Sign-in goes through our sign-in provider.',
  /** The confirmation link's page (GET shows a button; opening the email alone confirms nothing). */
  confirmEmailIntro: (email: string) => `Confirm that ${email} is your email address.`,
  confirmNewEmailIntro: (email: string) => `Confirm ${email} as the new email address of your account.`,
  emailConfirmed: 'Thank you, your email is confirmed.',
  emailChanged: (email: string) => `Your email is now ${email}.`,
  confirmInvalid: 'This confirmation link is invalid, has expired or was already used.',
  /** OIDC: an account here has that email, but nobody has confirmed it yet, so it is not joined to the provider's identity. */
  oidcUnconfirmedAccount:
    'An account here uses this email but its address was never confirmed, so we cannot join it to your sign-in. Please open the confirmation link we emailed to that address, or contact us.',
  illegalTransition: (from: string, to: string) => `Cannot change status from ${from} to ${to}.`,
} as const;

/** The customer's booking screens and the answers of the booking calls (the spec leaves them open). */
export const bookingMessages = {
  created: 'Your appointment request is in! A confirmation email with payment details is on its way.',
  confirmationEmailNote:
    "We'll email you a confirmation with your appointment details and how to pay the deposit.",
  slotFull: 'Sorry, that time has just been booked up. Please choose another time.',
  slotPassed: 'That time has already passed. Please choose a later time.',
  dateInPast: 'Event date cannot be before today.',
  unknownCatalogItem: 'One of the chosen services is no longer offered. Please refresh and choose again.',
  bridalWithTiers: 'A bridal package already includes makeup and hair; choose one or the other.',
  bridalAddOnWithoutPackage:
    'Bridal add-ons go with a bridal package. Please choose a package or remove them.',
  bridesmaidsOnlyForParty: 'The number of bridesmaids is only for the Full Bridal Party package.',
  bridesmaidsRequired: 'Please tell us how many bridesmaids (3-5) are in the Full Bridal Party.',
  partySizeWithPackage:
    'A bridal package sets its own party; for the Full Bridal Party, say how many bridesmaids.',
  partySizeRange: 'Makeup and hair tiers can be booked for 1 to 6 people at a time.',
  serviceAreaRequired: 'Please choose where your event is, so we can plan the travel.',
  unknownServiceArea: 'Please choose a service area from the list.',
  noStylistFree: 'No stylist is free for that time. Please choose one of the times offered.',
  pendingLimit: (limit: number) =>
    `You already have ${limit} requests waiting for their deposit. Please send a deposit or cancel one before booking another.`,
  holdReleased: 'The deposit did not arrive in time, so the date was released.',
  freeConsultationUsed: 'You have already used your free consultation.',
  freeConsultationExpired:
    'Your free consultation offer has expired (it is valid for 90 days after you join).',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  idempotencyInProgress:
    'A request with this Idempotency-Key is still being processed. Please retry shortly.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1-255 visible characters.',
  cancellationPolicy:
    'You can cancel or reschedule free of charge until 48 hours before your appointment. After that, please contact us.',
  cancelTooLate:
    'This appointment starts in less than 48 hours, so it can no longer be changed online. Please contact us.',
  cannotCancel: (status: string) => `A ${status} booking cannot be cancelled.`,
  cannotReschedule: (status: string) => `A ${status} booking cannot be rescheduled.`,
  sameSlot: 'The booking is already at that date and time.',
  cancelled: 'Your booking has been cancelled.',
  rescheduled: 'Your booking has been moved.',
} as const;

/** Answers of the back-office calls (the spec leaves them open). */
export const adminMessages = {
  lastAdmin: 'The last admin cannot be demoted. Make another user an admin first.',
  bookingTaken: 'Another stylist has already claimed this booking.',
  notYourBooking: 'This booking is assigned to another stylist.',
  assigneeNotStaff: 'Bookings can only be assigned to a stylist or an admin.',
  stylistNotFree:
    'That stylist is not free for the whole appointment then (hours, time off or another booking).',
  noShowNeedsPastStart: 'A booking can only be marked no-show once its start time has passed.',
  completeNeedsPastStart: 'A booking can only be completed once its start time has passed.',
  paidInFullNeedsPastStart:
    'A booking can only be recorded as paid in full once its start time has passed (a deposit can be recorded any time).',
  appointmentCreated: 'The appointment has been created and the client will receive a confirmation email.',
  imageNotUploaded: 'That image has not been uploaded yet.',
  notAGalleryImage: 'That address is not one of our uploaded gallery images.',
  nothingToChange: 'Nothing to change.',
  notAnImage: 'That file is not an image we can use. Please choose a JPEG, PNG or WebP photo.',
} as const;

export const contactPage = {
  responseTime: 'We respond within 24 hours on business days.',
  services: [
    'Bridal hair and makeup',
    'Special event styling',
    'Photoshoot makeup',
    'Free consultations',
    'Group bookings',
  ],
  successText: "Thank you for reaching out. We'll reply within 24 hours.",
} as const;

/** The free consultation that comes with a booking: staff schedule it, the customer may ask to move it. */
export const consultationMessages = {
  toBeScheduled: 'To be scheduled',
  moveRequested: 'Move requested',
  dateRequired: 'Please choose a date for the consultation.',
  timeRequired: 'Please choose a time for the consultation.',
  inThePast: 'That time has already passed. Please choose a later time.',
  tooFarAhead: 'Please choose a date within the next year.',
  preferredTimesRequired: 'Please tell us which days and times suit you.',
  notOpen: (status: string) => `A ${status} consultation cannot be changed.`,
  moveNotScheduled: 'Only a scheduled consultation can be moved.',
  moveAlreadyRequested:
    'You have already asked to move this consultation. We will be in touch with a new time.',
  sameTime: 'The consultation is already at that date and time.',
  scheduled: 'The consultation is scheduled and the client will receive an email with a calendar file.',
  moveRequestSent: 'Thank you! We will be in touch with a new time.',
  updateFailed: 'Failed to update consultation',
} as const;

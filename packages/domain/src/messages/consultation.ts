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
  completeBeforeStart: 'A consultation can only be marked completed once its scheduled time has passed.',
  moveNotScheduled: 'Only a scheduled consultation can be moved.',
  moveAlreadyRequested:
    'You have already asked to move this consultation. We will be in touch with a new time.',
  sameTime: 'The consultation is already at that date and time.',
  scheduled: 'The consultation is scheduled and the client will receive an email with a calendar file.',
  moveRequestSent: 'Thank you! We will be in touch with a new time.',
  updateFailed: 'Failed to update consultation',
} as const;

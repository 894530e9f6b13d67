import { LIMITS } from '../limits';
import { fileTypesInWords } from '../upload-limits';

/** What the admin tabs say when changing a role or a status fails. */
export const adminUpdateFailures = {
  role: 'Failed to update user role',
  consultationRequest: 'Failed to update consultation request',
  testimonial: 'Failed to update testimonial',
  contactMessage: 'Failed to update contact message',
  application: 'Failed to update application',
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
  /** PATCH …/bookings/{id} `totalPriceCents`: the final price staff agreed with the client. */
  priceInvalid: `Please enter the final price in dollars, from $0 to $${(LIMITS.priceCents / 100).toLocaleString('en-US')}.`,
  priceOfCancelled: 'A cancelled booking has no price to set.',
  priceOfPaidInFull: 'This booking is paid in full: its price can no longer be changed.',
  priceOfRefunded: "This booking's payment was refunded: its price can no longer be changed.",
  claimBeforePricing: 'Claim this booking before setting its price.',
  cancellationNoteWithoutCancel: 'A note to the client goes with cancelling the booking.',
  /** PUT …/stylist-applications/{id}/status `notifyApplicant` with a step that sends nothing. */
  applicantEmailNotForStep:
    'The applicant can be emailed about an interview, a hire or a decline, not about marking an application reviewed.',
  noteAfterCancellation:
    'This booking is already cancelled, so the note was not sent. Please write to the client directly.',
  priceBelowDeposit: (deposit: string) =>
    `The final price cannot be less than the deposit already received (${deposit}).`,
  appointmentCreated: 'The appointment has been created and the client will receive a confirmation email.',
  imageNotUploaded: 'That image has not been uploaded yet.',
  notAGalleryImage: 'That address is not one of our uploaded gallery images.',
  nothingToChange: 'Nothing to change.',
  /** The gallery's processing refused the file (it takes every type its upload accepts). */
  notAnImage: `That file is not an image we can use. Please choose a ${fileTypesInWords('gallery')} photo.`,
} as const;

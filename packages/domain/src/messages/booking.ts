import { BRIDESMAIDS_MAX, BRIDESMAIDS_MIN } from '../catalog';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../limits';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '../party-size';
import { CANCELLATION_WINDOW_HOURS, FREE_CONSULTATION_VALID_DAYS } from '../slots';

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
  includedInPackage: 'Every bridal package includes false lashes; please remove the False Lashes add-on.',
  bridesmaidsOnlyForParty: 'The number of bridesmaids is only for the Full Bridal Party package.',
  bridesmaidsRequired: `Please tell us how many bridesmaids (${BRIDESMAIDS_MIN}-${BRIDESMAIDS_MAX}) are in the Full Bridal Party.`,
  partySizeWithPackage:
    'A bridal package sets its own party; for the Full Bridal Party, say how many bridesmaids.',
  partySizeRange: `Makeup and hair tiers can be booked for ${PARTY_SIZE_MIN} to ${PARTY_SIZE_MAX} people at a time.`,
  serviceAreaRequired: 'Please choose where your event is, so we can plan the travel.',
  unknownServiceArea: 'Please choose a service area from the list.',
  noStylistFree: 'No stylist is free for that time. Please choose one of the times offered.',
  /** No date can staff a party that needs more stylists at once than the team has; waiting cannot help. */
  partyTooLarge:
    "A party this size needs more stylists at once than we can send on any date. Please contact us and we'll plan your day together.",
  pendingLimit: (limit: number) =>
    `You already have ${limit} requests waiting for their deposit. Please send a deposit or cancel one before booking another.`,
  holdReleased: 'The deposit did not arrive in time, so the date was released.',
  freeConsultationUsed: 'You have already used your free consultation.',
  freeConsultationExpired: `Your free consultation offer has expired (it is valid for ${FREE_CONSULTATION_VALID_DAYS} days after you join).`,
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  idempotencyInProgress:
    'A request with this Idempotency-Key is still being processed. Please retry shortly.',
  idempotencyKeyInvalid: `The Idempotency-Key header must be 1-${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters.`,
  /** With the default window: the owner's own is said by cancellationPolicyText and cancelTooLateText (business-settings.ts). */
  cancellationPolicy: `You can cancel or reschedule free of charge until ${CANCELLATION_WINDOW_HOURS} hours before your appointment. After that, please contact us.`,
  cancelTooLate: `This appointment starts in less than ${CANCELLATION_WINDOW_HOURS} hours, so it can no longer be changed online. Please contact us.`,
  cannotCancel: (status: string) => `A ${status} booking cannot be cancelled.`,
  cannotReschedule: (status: string) => `A ${status} booking cannot be rescheduled.`,
  sameSlot: 'The booking is already at that date and time.',
  cancelled: 'Your booking has been cancelled.',
  rescheduled: 'Your booking has been moved.',
} as const;

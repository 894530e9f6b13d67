import { type Static, Type } from '@sinclair/typebox';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '../booking-rules';
import { BRIDAL_PACKAGES, BRIDESMAIDS_MAX, BRIDESMAIDS_MIN, HAIR_TIERS, MAKEUP_TIERS } from '../catalog';
import { bookingMessages } from '../messages';
import { SERVICE_AREA_ID } from '../service-areas';
import { TIME_MODES } from '../stylist-day';
import { selectionMessages, timeModeChoice } from './booking';
import { isoDate, literals, strictObject, uuid } from './fields';

/** What GET /api/availability is asked and answers: the times a selection can be staffed. */

const queryChoice = (pattern: string, message: string) =>
  Type.Optional(Type.String({ pattern, maxLength: 200, errorMessage: message }));
const queryDate = () => Type.Optional(isoDate('Please choose a valid date (YYYY-MM-DD)'));

/**
 * GET /api/availability: the times at which a selection can be fully staffed on a date or a
 * range of dates (at most 31), for the service area; no sign-in, no personal data. `booking`
 * (signed in, one's own or as staff) asks for a booking being moved: its selection, and its own
 * time counts as free.
 */
export const availabilityQuery = strictObject(
  {
    date: queryDate(),
    from: queryDate(),
    to: queryDate(),
    makeupService: queryChoice(`^(${MAKEUP_TIERS.join('|')})?$`, selectionMessages.makeupService),
    hairService: queryChoice(`^(${HAIR_TIERS.join('|')})?$`, selectionMessages.hairService),
    bridalPackage: queryChoice(`^(${BRIDAL_PACKAGES.join('|')})?$`, selectionMessages.bridalPackage),
    addOns: queryChoice('^([a-z0-9-]{1,40}(,[a-z0-9-]{1,40}){0,19})?$', 'Invalid add-ons'),
    partySize: queryChoice(`^[${PARTY_SIZE_MIN}-${PARTY_SIZE_MAX}]?$`, bookingMessages.partySizeRange),
    bridesmaidCount: queryChoice(
      `^[${BRIDESMAIDS_MIN}-${BRIDESMAIDS_MAX}]?$`,
      selectionMessages.bridesmaidCount,
    ),
    serviceArea: Type.Optional(
      Type.String({ ...SERVICE_AREA_ID, errorMessage: bookingMessages.unknownServiceArea }),
    ),
    timeMode: timeModeChoice,
    booking: Type.Optional(uuid()),
    /** Staff only: times at which this stylist can take the booking herself (New Appointment). */
    stylistId: Type.Optional(uuid()),
  },
  { $id: 'AvailabilityQuery' },
);
export type AvailabilityQuery = Static<typeof availabilityQuery>;

/** One time that can be staffed: how many stylists would come, from when, and when all are ready. */
export const availableTime = Type.Object({
  time: Type.String(),
  stylists: Type.Integer(),
  startsAt: Type.String(),
  readyAt: Type.String(),
});
export type AvailableTime = Static<typeof availableTime>;

export const availability = Type.Object({
  timeMode: literals(TIME_MODES),
  serviceArea: Type.String(),
  minutes: Type.Integer(),
  partySize: Type.Integer(),
  /**
   * The party needs more stylists at once than the team has (e.g. a bride and five bridesmaids
   * with two stylists): no date can offer a time, so the waitlist cannot help either.
   */
  partyTooLarge: Type.Boolean(),
  days: Type.Array(Type.Object({ date: Type.String(), times: Type.Array(availableTime) })),
});
export type Availability = Static<typeof availability>;

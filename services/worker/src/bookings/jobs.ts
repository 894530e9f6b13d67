import { eventPayloadSchemas } from '@beauty/domain/events';
import {
  DB_RETRY,
  type DelayedJobDefinition,
  defineDelayedJob,
  defineJob,
  defineScheduledJob,
  EMAIL_RETRY,
  type JobDefinition,
  schedulesById,
} from '../pipeline/job-table';
import { sendBookingCancelled } from './booking-cancelled';
import { sendBookingConfirmation } from './booking-confirmation';
import { sendBookingConfirmed } from './booking-confirmed';
import { bookingHoldExpiry } from './booking-hold-expiry';
import {
  BOOKING_HOLD_DATA_SCHEMA,
  BOOKING_HOLD_JOB,
  BOOKING_HOLD_RETRY,
  OVERDUE_HOLDS_JOB,
  OVERDUE_HOLDS_SCHEDULE,
} from './booking-hold-plan';
import { sendBookingPriceSet } from './booking-price-set';
import { sendBookingReminder } from './booking-reminder';
import { bookingReminderDue } from './booking-reminder-due';
import { BOOKING_REMINDER_JOB, BOOKING_REMINDER_RETRY } from './booking-reminder-plan';
import { sendBookingStaffNotification } from './booking-staff-notification';
import { BOOKING_CHANGE_EVENTS, BOOKING_EVENTS } from './booking-timeline';
import { offerWaitlistOpenings, WAITLIST_EVENTS } from './offer-waitlist-openings';
import { recomputeStudioStatsForBooking } from './recompute-studio-stats';
import {
  recomputeAllStylistStatsJob,
  recomputeStylistStatsForBooking,
  STYLIST_STATS_NIGHTLY_JOB,
  STYLIST_STATS_NIGHTLY_SCHEDULE,
  STYLIST_STATS_RETRY,
} from './recompute-stylist-stats';
import { releaseOverdueHoldsJob } from './release-overdue-holds';
import { HOLD_SYNC_EVENTS, syncBookingHold } from './sync-booking-hold';
import { REMINDER_SYNC_EVENTS, syncBookingReminder } from './sync-booking-reminder';

/** The event jobs of bookings: job name -> queue, handler, retries, and the event types that start it. */
export const bookingJobs = {
  'email.booking-confirmation': defineJob({
    queue: 'emails',
    handler: sendBookingConfirmation,
    ...EMAIL_RETRY,
    eventTypes: ['booking.created', 'booking.rescheduled'],
  }),
  'email.booking-confirmed': defineJob({
    queue: 'emails',
    handler: sendBookingConfirmed,
    ...EMAIL_RETRY,
    eventTypes: ['booking.confirmed'],
  }),
  'email.booking-cancelled': defineJob({
    queue: 'emails',
    handler: sendBookingCancelled,
    ...EMAIL_RETRY,
    eventTypes: ['booking.cancelled'],
  }),
  'email.booking-staff-notification': defineJob({
    queue: 'emails',
    handler: sendBookingStaffNotification,
    ...EMAIL_RETRY,
    eventTypes: BOOKING_CHANGE_EVENTS,
  }),
  // Every 'booking.updated' starts it; it sends only for a price the confirmation does not tell.
  'email.booking-price-set': defineJob({
    queue: 'emails',
    handler: sendBookingPriceSet,
    ...EMAIL_RETRY,
    eventTypes: ['booking.updated'],
  }),
  'email.booking-reminder': defineJob({
    queue: 'emails',
    handler: sendBookingReminder,
    ...EMAIL_RETRY,
    eventTypes: ['booking.reminder_due'],
  }),
  'reminders.sync-booking': defineJob({
    queue: 'reminders',
    handler: syncBookingReminder,
    ...DB_RETRY,
    eventTypes: REMINDER_SYNC_EVENTS,
  }),
  'holds.sync-booking': defineJob({
    queue: 'reminders',
    handler: syncBookingHold,
    ...DB_RETRY,
    eventTypes: HOLD_SYNC_EVENTS,
  }),
  'stats.recompute-stylist': defineJob({
    queue: 'stats',
    handler: recomputeStylistStatsForBooking,
    ...STYLIST_STATS_RETRY,
    eventTypes: BOOKING_EVENTS,
  }),
  'stats.recompute-studio': defineJob({
    queue: 'stats',
    handler: recomputeStudioStatsForBooking,
    ...STYLIST_STATS_RETRY,
    eventTypes: BOOKING_EVENTS,
  }),
  'waitlist.offer-openings': defineJob({
    queue: 'emails',
    handler: offerWaitlistOpenings,
    ...EMAIL_RETRY,
    eventTypes: WAITLIST_EVENTS,
  }),
} satisfies Record<string, JobDefinition>;

/** The delayed jobs of bookings (started by time or by a schedule, not by an event). */
export const bookingDelayedJobs = {
  [BOOKING_REMINDER_JOB]: defineDelayedJob({
    queue: 'reminders',
    handler: bookingReminderDue,
    ...BOOKING_REMINDER_RETRY,
    dataSchema: eventPayloadSchemas['booking.reminder_due'],
  }),
  [STYLIST_STATS_NIGHTLY_JOB]: defineScheduledJob({
    queue: 'stats',
    handler: recomputeAllStylistStatsJob,
    ...STYLIST_STATS_RETRY,
  }),
  [BOOKING_HOLD_JOB]: defineDelayedJob({
    queue: 'reminders',
    handler: bookingHoldExpiry,
    ...BOOKING_HOLD_RETRY,
    dataSchema: BOOKING_HOLD_DATA_SCHEMA,
  }),
  [OVERDUE_HOLDS_JOB]: defineScheduledJob({
    queue: 'reminders',
    handler: releaseOverdueHoldsJob,
    ...DB_RETRY,
  }),
} satisfies Record<string, DelayedJobDefinition>;

/** The repeatable starts of bookings's delayed jobs, by scheduler id. */
export const bookingSchedules = schedulesById(
  // 'Today' and 'this week' roll over for every stylist, even with no booking event that day.
  STYLIST_STATS_NIGHTLY_SCHEDULE,
  // Redis is never the only record of a hold: the database is scanned for the ones a lost job left.
  OVERDUE_HOLDS_SCHEDULE,
);

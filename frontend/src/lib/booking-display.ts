import { EVENT_TYPES, type EventType } from '@beauty/domain/catalog';
import { BUSINESS_TIME_ZONE, formatSlot } from '@beauty/domain/slots';
import { EVENT_TYPE_LABELS, formatEventDate } from './labels';

const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);

/** A booking's title: its event type, or 'Service Booking' when none was given (spec 001 section 2). */
export function bookingTitle(eventType: string | null | undefined): string {
  if (!eventType) return 'Service Booking';
  return isEventType(eventType) ? EVENT_TYPE_LABELS[eventType] : eventType;
}

/** '2031-06-14', '14:00' -> 'Saturday, June 14, 2031 at 2:00 PM'. */
export function formatAppointment(isoDate: string, time: string | null | undefined): string {
  return time ? `${formatEventDate(isoDate)} at ${formatSlot(time)}` : formatEventDate(isoDate);
}

const memberSinceFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** An account's creation time as 'November 22, 2026', or 'Recently' when it is unknown (spec 001). */
export function formatMemberSince(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? memberSinceFormat.format(date) : 'Recently';
}

const instantFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'short',
});

/** An instant in the business's time zone: 'Thu, June 12, 2:00 PM PDT'. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : instantFormat.format(date);
}

const staffTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'short',
});

/**
 * When something was recorded, as the back office shows it, in the business's time zone
 * whatever the browser's: 'Jun 12, 2026, 2:00 PM PDT' ('' when unreadable).
 */
export function formatStaffTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? staffTimeFormat.format(date) : '';
}

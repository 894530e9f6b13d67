import type { EventType, FALSE_LASHES_EXPERIENCE, SKIN_TYPES } from '@beauty/domain/catalog';

/**
 * How spec 000's option values read, in the public forms and on the staff screens alike. The
 * landing page imports this module too, so only what it shows belongs here.
 */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  wedding: 'Wedding',
  engagement: 'Engagement',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  'date-night': 'Date Night',
  photoshoot: 'Photoshoot',
  graduation: 'Graduation',
  other: 'Other',
};

export const SKIN_TYPE_LABELS: Record<(typeof SKIN_TYPES)[number], string> = {
  dry: 'Dry',
  oily: 'Oily',
  combination: 'Combination',
  sensitive: 'Sensitive',
  normal: 'Normal',
  mature: 'Mature',
};

export const FALSE_LASHES_LABELS: Record<(typeof FALSE_LASHES_EXPERIENCE)[number], string> = {
  'love-them': 'Love them!',
  occasional: 'I wear them occasionally',
  nervous: 'Nervous to try them',
  'no-thanks': 'No thanks',
};

const eventDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2031-06-14' -> 'Saturday, June 14, 2031' (the calendar date as chosen, whatever the viewer's zone). */
export function formatEventDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return eventDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

import type { EventType } from '@beauty/domain/catalog';

/** How the option values of spec 000 read in the landing forms' selects. */
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

export const SKIN_TYPE_LABELS = {
  dry: 'Dry',
  oily: 'Oily',
  combination: 'Combination',
  sensitive: 'Sensitive',
  normal: 'Normal',
  mature: 'Mature',
} as const;

export const FALSE_LASHES_LABELS = {
  'love-them': 'Love them!',
  occasional: 'I wear them occasionally',
  nervous: 'Nervous to try them',
  'no-thanks': 'No thanks',
} as const;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2031-06-14' -> 'Saturday, June 14, 2031' (the date as chosen, whatever the visitor's zone). */
export function formatEventDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return dateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

import { type Static, Type } from '@sinclair/typebox';
import { TIME_MODES } from '../stylist-day';
import { selectionFields, serviceArea, timeModeChoice } from './booking';
import { literals, nullable, strictObject, timestamp, uuid } from './fields';

export const waitlistMessages = {
  joined: "You're on the waitlist. We'll email you as soon as time opens up on that date.",
  stillOpen: 'That date still has open times: please book one of them.',
  alreadyWaiting: 'You are already on the waitlist for that date with this selection.',
  left: 'You have left the waitlist for that date.',
} as const;

/** POST /api/waitlist: wait for a full date with a selection (signed-in customers). */
export const waitlistInput = strictObject(
  {
    eventDate: Type.String({ format: 'date', errorMessage: 'Please choose a valid date (YYYY-MM-DD)' }),
    serviceArea,
    timeMode: timeModeChoice,
    ...selectionFields,
  },
  { $id: 'WaitlistInput' },
);
export type WaitlistInput = Static<typeof waitlistInput>;

export const waitlistEntry = Type.Object({
  id: uuid(),
  eventDate: Type.String(),
  serviceArea: Type.String(),
  serviceAreaName: Type.String(),
  timeMode: literals(TIME_MODES),
  selection: Type.Object({
    makeupService: nullable(Type.String()),
    hairService: nullable(Type.String()),
    bridalPackage: nullable(Type.String()),
    addOns: Type.Array(Type.String()),
    partySize: nullable(Type.Integer()),
    bridesmaidCount: nullable(Type.Integer()),
  }),
  status: Type.Union([Type.Literal('waiting'), Type.Literal('notified')]),
  notifiedAt: nullable(timestamp()),
  createdAt: timestamp(),
  /** /book with the selection, area and date filled in. */
  bookUrl: Type.String(),
});
export type WaitlistEntry = Static<typeof waitlistEntry>;

/** The /book address that opens a waitlisted selection pre-filled (the email's link, the dashboard's). */
export function waitlistBookPath(entry: {
  eventDate: string;
  serviceArea: string;
  timeMode: string;
  selection: WaitlistEntry['selection'];
}): string {
  const draft = {
    ...Object.fromEntries(
      Object.entries(entry.selection).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0)),
    ),
    eventDate: entry.eventDate,
    serviceArea: entry.serviceArea,
    timeMode: entry.timeMode,
  };
  return `/book?data=${encodeURIComponent(JSON.stringify(draft))}`;
}

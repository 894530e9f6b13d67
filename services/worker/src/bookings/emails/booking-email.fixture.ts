/**
 * What the booking email tests render with (the business, the bookings, calendar files read back)
 * and what they expect of the emails.
 */
import type { BookingEmailRow } from '../bookings.repository';

/** A calendar file's lines joined back where they were folded. */
export const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

/** The business the emails are sent for. */
export const business = {
  businessName: 'Bridal Beauty South Sound',
  publicUrl: 'http://localhost:3000',
  contactEmails: ['hello@bridalbeauty.example', 'bookings@bridalbeauty.example'] as const,
};

export const paymentHandles = {
  cashapp: '$BridalBeautySS',
  venmo: '@BridalBeautySS',
  applepay: 'bookings@bridalbeauty.example',
};

/** An instant on the wedding day, 2026-12-05, from its UTC time. */
const onTheDay = (utcTime: string) => `2026-12-05T${utcTime}:00.000Z`;

type Assignment = BookingEmailRow['plan']['assignments'][number];

/** The stylists of the wedding day (the lead's account is named Sofia <Reyes> in `brideOnlyBooking`). */
const sofia = { stylistId: '5b1f0c3e-1111-4aaa-8bbb-0123456789ab', stylistName: 'Sofia <Reyes>' };
const avery = { ...sofia, stylistName: 'Avery Stone' };
const jamie = { stylistId: '9d1f0c3e-2222-4aaa-8bbb-0123456789ab', stylistName: 'Jamie Lee' };
const maya = { stylistId: '3c1f0c3e-3333-4aaa-8bbb-0123456789ab', stylistName: 'Maya Cruz' };

/** A stylist's part of the wedding day: service and held times ('HH:MM-HH:MM'), whom she styles when (UTC). */
function assignment(
  stylist: Pick<Assignment, 'stylistId' | 'stylistName'>,
  role: Assignment['role'],
  service: `${string}-${string}`,
  held: `${string}-${string}`,
  members: Array<[label: string, minutes: number, startsAt: string]>,
): Assignment {
  const [serviceStart, serviceEnd] = service.split('-') as [string, string];
  const [heldFrom, heldUntil] = held.split('-') as [string, string];
  return {
    ...stylist,
    role,
    serviceStart: onTheDay(serviceStart),
    serviceEnd: onTheDay(serviceEnd),
    heldFrom: onTheDay(heldFrom),
    heldUntil: onTheDay(heldUntil),
    members: members.map(([label, minutes, startsAt]) => ({ label, minutes, startsAt: onTheDay(startsAt) })),
  };
}

/** Chloe's bride-only wedding on Saturday, December 5, 2026 at 10:00 AM, Sofia <Reyes> leading. */
export function brideOnlyBooking(overrides: Partial<BookingEmailRow> = {}): BookingEmailRow {
  return {
    id: '0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10',
    status: 'confirmed',
    paymentStatus: 'unpaid',
    makeupService: null,
    hairService: null,
    bridalPackage: 'bride-only',
    eventDate: '2026-12-05',
    eventTime: '10:00',
    eventType: 'wedding',
    location: '12 Elm St, Puyallup <WA>',
    timeMode: 'start',
    readyBy: null,
    serviceAreaName: 'Puyallup',
    travelFeeCents: 0,
    travelQuoted: false,
    partySize: 1,
    holdExpiresAt: null,
    cancellationReason: null,
    plan: {
      staffed: true,
      startsAt: '2026-12-05T18:00:00.000Z',
      readyAt: '2026-12-05T20:30:00.000Z',
      assignments: [assignment(sofia, 'lead', '18:00-20:30', '17:45-21:15', [['Bride', 150, '18:00']])],
    },
    specialNotes: null,
    bridesmaidCount: null,
    includeConsultation: false,
    paymentMethod: 'venmo',
    paymentHandle: '@chloe-b',
    totalPriceCents: 45_000,
    depositCents: 22_500,
    priceSetAt: null,
    // Booked, or last changed by the team, the evening before the email was written.
    updatedAt: new Date('2026-11-21T23:41:07.250Z'),
    customer: { firstName: 'Chloe', lastName: 'Bennett', email: 'chloe@example.com', phone: null },
    lines: [
      { label: 'Bride Only Package', priceMinCents: 40_000, custom: false },
      { label: 'Premium hair accessories', priceMinCents: 5_000, custom: false },
    ],
    ...overrides,
  };
}

/** Chloe's wedding again, now with four bridesmaids, three stylists and an area quoted by the studio. */
export const bridal = brideOnlyBooking({
  status: 'pending',
  bridalPackage: 'bride-plus-party',
  serviceAreaName: 'Other (quoted)',
  travelQuoted: true,
  partySize: 5,
  // Three stylists from 10:00: the lead styles the bride, then a bridesmaid; everyone is ready at 2:30 PM.
  plan: {
    staffed: true,
    startsAt: '2026-12-05T18:00:00.000Z',
    readyAt: '2026-12-05T22:30:00.000Z',
    assignments: [
      assignment(jamie, 'assist', '18:00-22:00', '17:45-22:45', [
        ['Bridesmaid 3', 120, '20:00'],
        ['Bridesmaid 2', 120, '18:00'],
      ]),
      assignment(avery, 'lead', '18:00-22:30', '17:45-23:15', [
        ['Bride', 150, '18:00'],
        ['Bridesmaid 1', 120, '20:30'],
      ]),
      assignment(maya, 'assist', '18:00-20:00', '17:45-20:45', [['Bridesmaid 4', 120, '18:00']]),
    ],
  },
  specialNotes: 'Ceremony at 2pm & photos at noon\n<b>no glitter</b>',
  bridesmaidCount: 4,
  includeConsultation: true,
  paymentMethod: 'cashapp',
  paymentHandle: '$chloe<b>',
  totalPriceCents: 127_000,
  depositCents: 63_500,
  customer: { firstName: 'Chloe', lastName: 'Bennett', email: 'chloe@example.com', phone: '253-555-0199' },
  lines: [
    { label: 'Full Bridal Party', priceMinCents: 120_000, custom: false },
    { label: 'Travel (quoted)', priceMinCents: 0, custom: true },
    { label: 'Premium hair accessories', priceMinCents: 5_000, custom: false },
    { label: 'False Lashes', priceMinCents: 2_000, custom: false },
  ],
});

export const makeupAndHair: BookingEmailRow = {
  ...bridal,
  id: '7a1c3e5d-2222-4bbb-8ccc-0123456789ab',
  bridalPackage: null,
  makeupService: 'better',
  hairService: 'styled',
  eventDate: '2027-03-15',
  eventTime: '09:00',
  eventType: 'date-night',
  location: null,
  serviceAreaName: 'Graham',
  travelFeeCents: 3_000,
  travelQuoted: false,
  partySize: 1,
  // Nobody holds its time yet (a booking from before stylists' time): styling 9:00 to 11:00.
  plan: {
    staffed: false,
    startsAt: '2027-03-15T16:00:00.000Z',
    readyAt: '2027-03-15T18:00:00.000Z',
    assignments: [],
  },
  specialNotes: null,
  bridesmaidCount: null,
  includeConsultation: false,
  paymentMethod: 'venmo',
  paymentHandle: '@chloe-b',
  totalPriceCents: 20_000,
  depositCents: 6_000,
  lines: [
    { label: 'Makeup: Better', priceMinCents: 10_000, custom: false },
    { label: 'Hair: Styled Half-Up', priceMinCents: 10_000, custom: false },
  ],
};

/** The booking with other stylists' parts in its plan. */
export const withAssignments = (booking: BookingEmailRow, assignments: Assignment[]): BookingEmailRow => ({
  ...booking,
  plan: { ...booking.plan, assignments },
});

/** The booking moved by `hours`, its plan with it (what a reschedule does). */
export function movedTo(
  booking: BookingEmailRow,
  eventDate: string,
  eventTime: string,
  hours: number,
): BookingEmailRow {
  const shift = (iso: string) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
  const { plan } = booking;
  return {
    ...booking,
    eventDate,
    eventTime,
    plan: {
      ...plan,
      startsAt: shift(plan.startsAt),
      readyAt: shift(plan.readyAt),
      assignments: plan.assignments.map((a) => ({
        ...a,
        serviceStart: shift(a.serviceStart),
        serviceEnd: shift(a.serviceEnd),
        heldFrom: shift(a.heldFrom),
        heldUntil: shift(a.heldUntil),
        members: a.members.map((m) => ({ ...m, startsAt: shift(m.startsAt) })),
      })),
    },
  };
}

export const base = { ...business, paymentHandles };
export const calendar = {
  uidDomain: 'bridalbeauty.example',
  sequence: 0,
  generatedAt: new Date('2026-11-22T08:00:00Z'),
};

/** Each of `parts` stands in `text`: one `toContain` expectation each. */
export function expectToContainEach(text: string | undefined, parts: readonly string[]): void {
  for (const part of parts) expect(text).toContain(part);
}

/** None of `parts` stands in `text`. */
export function expectToContainNone(text: string | undefined, parts: readonly string[]): void {
  for (const part of parts) expect(text).not.toContain(part);
}

/** Each of `lines` is a whole content line of the calendar file `ics` (unfolded). */
export function expectIcsLines(ics: string, lines: readonly string[]): void {
  expectToContainEach(
    ics,
    lines.map((line) => `\r\n${line}\r\n`),
  );
}

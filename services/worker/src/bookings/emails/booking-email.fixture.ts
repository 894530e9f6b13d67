/** What the booking email tests render with: the business, a bride-only booking, calendar files read back. */
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
      assignments: [
        {
          stylistId: '5b1f0c3e-1111-4aaa-8bbb-0123456789ab',
          stylistName: 'Sofia <Reyes>',
          role: 'lead',
          serviceStart: '2026-12-05T18:00:00.000Z',
          serviceEnd: '2026-12-05T20:30:00.000Z',
          heldFrom: '2026-12-05T17:45:00.000Z',
          heldUntil: '2026-12-05T21:15:00.000Z',
          members: [{ label: 'Bride', minutes: 150, startsAt: '2026-12-05T18:00:00.000Z' }],
        },
      ],
    },
    specialNotes: null,
    bridesmaidCount: null,
    includeConsultation: false,
    paymentMethod: 'venmo',
    paymentHandle: '@chloe-b',
    totalPriceCents: 45_000,
    depositCents: 22_500,
    customer: { firstName: 'Chloe', lastName: 'Bennett', email: 'chloe@example.com', phone: null },
    lines: [
      { label: 'Bride Only Package', priceMinCents: 40_000, custom: false },
      { label: 'Premium hair accessories', priceMinCents: 5_000, custom: false },
    ],
    ...overrides,
  };
}

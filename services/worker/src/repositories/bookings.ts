import type { Knex } from 'knex';

/** The statuses of a booking that still holds its place (and gets emails and a reminder). */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const;

export function isActiveBooking(status: string): boolean {
  return (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);
}

/** One priced line of a booking as the emails list it; custom-priced add-ons are quoted separately. */
export interface BookingLine {
  label: string;
  priceMinCents: number;
  custom: boolean;
}

/** A booking with what its emails show: the customer, the catalog names, the stored amounts. */
export interface BookingEmailRow {
  id: string;
  status: string;
  paymentStatus: string;
  makeupService: string | null;
  hairService: string | null;
  bridalPackage: string | null;
  eventDate: string;
  eventTime: string;
  eventType: string | null;
  location: string | null;
  specialNotes: string | null;
  bridesmaidCount: number | null;
  includeConsultation: boolean;
  paymentMethod: string | null;
  paymentHandle: string | null;
  totalPriceCents: number;
  depositCents: number;
  customer: { firstName: string | null; lastName: string | null; email: string; phone: string | null };
  lines: BookingLine[];
  /** The assigned stylist's name (first and last); null when unassigned or nameless. */
  stylistName?: string | null;
}

/** A person's name as the emails and timelines show it: first and last, or null when neither is set. */
export function personName(person: { firstName: string | null; lastName: string | null }): string | null {
  return [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ') || null;
}

/** The name of a user (a stylist), or null when the user is gone or has no name. */
export async function findUserName(db: Knex, userId: string): Promise<string | null> {
  const row = await db('users').where({ id: userId }).first('firstName', 'lastName');
  return row ? personName(row) : null;
}

const CATEGORY_PREFIX = { makeup: 'Makeup: ', hair: 'Hair: ', bridal: '' } as const;

/** 'styled' -> 'Styled': a tier no longer in the catalog still reads as a word. */
const tierWords = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1).replace(/-/g, ' ');

/** The booking an event is about with its customer and lines, or null when it was deleted since. */
export async function findBookingForEmail(db: Knex, id: string): Promise<BookingEmailRow | null> {
  const row = await db('bookings as b')
    .join('users as u', 'u.id', 'b.customerId')
    .leftJoin('users as s', 's.id', 'b.stylistId')
    .where('b.id', id)
    .first(
      'b.id',
      'b.status',
      'b.paymentStatus',
      'b.makeupService',
      'b.hairService',
      'b.bridalPackage',
      'b.eventDate',
      'b.eventTime',
      'b.eventType',
      'b.location',
      'b.specialNotes',
      'b.bridesmaidCount',
      'b.includeConsultation',
      'b.paymentMethod',
      'b.paymentHandle',
      'b.totalPriceCents',
      'b.depositCents',
      'u.firstName',
      'u.lastName',
      'u.email',
      'u.phone',
      's.firstName as stylistFirstName',
      's.lastName as stylistLastName',
    );
  if (!row) return null;

  const picks = (
    [
      ['bridal', row.bridalPackage],
      ['makeup', row.makeupService],
      ['hair', row.hairService],
    ] as const
  ).filter((pick): pick is readonly ['bridal' | 'makeup' | 'hair', string] => Boolean(pick[1]));
  const [services, addOns] = await Promise.all([
    picks.length
      ? db('services')
          .where((q) => {
            for (const [category, tier] of picks) q.orWhere({ category, tier });
          })
          .select('category', 'tier', 'name', 'priceMinCents')
      : [],
    db('booking_add_ons as ba')
      .join('add_ons as a', 'a.id', 'ba.addOnId')
      .where('ba.bookingId', id)
      .orderBy([{ column: 'a.sortOrder' }, { column: 'a.id' }])
      .select('a.name', 'a.priceType', 'ba.priceMinCents'),
  ]);
  const lines: BookingLine[] = picks.map(([category, tier]) => {
    const service = services.find(
      (s: { category: string; tier: string }) => s.category === category && s.tier === tier,
    );
    return {
      label: `${CATEGORY_PREFIX[category]}${service?.name ?? tierWords(tier)}`,
      priceMinCents: service?.priceMinCents ?? 0,
      custom: false,
    };
  });
  for (const addOn of addOns as Array<{ name: string; priceType: string; priceMinCents: number }>) {
    const custom = addOn.priceType === 'custom';
    lines.push({ label: addOn.name, priceMinCents: custom ? 0 : addOn.priceMinCents, custom });
  }

  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.paymentStatus,
    makeupService: row.makeupService,
    hairService: row.hairService,
    bridalPackage: row.bridalPackage,
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    eventType: row.eventType,
    location: row.location,
    specialNotes: row.specialNotes,
    bridesmaidCount: row.bridesmaidCount,
    includeConsultation: row.includeConsultation,
    paymentMethod: row.paymentMethod,
    paymentHandle: row.paymentHandle,
    totalPriceCents: row.totalPriceCents,
    depositCents: row.depositCents,
    customer: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone },
    lines,
    stylistName: personName({ firstName: row.stylistFirstName, lastName: row.stylistLastName }),
  };
}

/** A booking's status and slot (what reminders and timeline entries need), or null when gone. */
export async function findBookingSlot(
  db: Knex,
  id: string,
): Promise<{ status: string; eventDate: string; eventTime: string } | null> {
  const row = await db('bookings').where({ id }).first('status', 'eventDate', 'eventTime');
  return row ?? null;
}

/** How a booking came to be cancelled: what its cancellation email needs beyond the booking itself. */
export interface BookingCancellation {
  /** Who set the status: the customer themself, someone else (the studio's staff), or unknown (no record). */
  cancelledBy: 'customer' | 'studio' | null;
  cancelledAt: Date | null;
  noShow: boolean;
  /** When the customer joined (the free consultation offer runs from then). */
  customerSince: Date;
  /** Whether a free consultation that came with the booking was cancelled with it (given back). */
  freeConsultationReturned: boolean;
  /** Whether the customer holds another free consultation that is not cancelled. */
  freeConsultationInUse: boolean;
}

/** The cancellation of a booking, or null when the booking is gone. */
/** The staff member who cancelled the booking ('First Last', or their email); null when the customer did. */
export async function findCancellingStaffName(db: Knex, id: string): Promise<string | null> {
  const row = await db('bookings as b')
    .join('users as s', 's.id', 'b.statusChangedBy')
    .where('b.id', id)
    .whereNot('s.id', db.ref('b.customerId'))
    .first('s.firstName', 's.lastName', 's.email');
  if (!row) return null;
  return [row.firstName, row.lastName].filter((part) => part?.trim()).join(' ') || row.email;
}

export async function findBookingCancellation(db: Knex, id: string): Promise<BookingCancellation | null> {
  const row = await db('bookings as b')
    .join('users as u', 'u.id', 'b.customerId')
    .where('b.id', id)
    .first(
      'b.customerId',
      'b.statusChangedBy',
      'b.cancelledAt',
      'b.noShow',
      'b.includeConsultation',
      'u.createdAt as customerSince',
    );
  if (!row) return null;
  const freeConsultations: Array<{ bookingId: string | null; status: string }> = row.includeConsultation
    ? await db('consultations')
        .where({ customerId: row.customerId, usedFreeConsultation: true })
        .select('bookingId', 'status')
    : [];
  return {
    cancelledBy: row.statusChangedBy
      ? row.statusChangedBy === row.customerId
        ? 'customer'
        : 'studio'
      : null,
    cancelledAt: row.cancelledAt ? new Date(row.cancelledAt) : null,
    noShow: row.noShow,
    customerSince: new Date(row.customerSince),
    freeConsultationReturned: freeConsultations.some((c) => c.bookingId === id && c.status === 'cancelled'),
    freeConsultationInUse: freeConsultations.some((c) => c.status !== 'cancelled'),
  };
}

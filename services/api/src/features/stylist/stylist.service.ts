import { splitFullName } from '@beauty/domain/contact-details';
import { adminMessages } from '@beauty/domain/messages';
import type { StylistAppointmentInput } from '@beauty/domain/schemas/booking';
import type { StaffBooking } from '@beauty/domain/schemas/staff-bookings';
import { figureScopeOf, type StylistStats } from '@beauty/domain/schemas/stylist-dashboard';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';
import type { IdempotentAnswer } from '../../lib/idempotency';
import { blankToNull } from '../../lib/text';
import { isEmailConfirmed } from '../auth/email-confirmation';
import { awaitsInvitation, inviteToSetPassword, revokeLinks } from '../auth/password-tokens';
import { insertBooking, placeBookingOnce, pricedSelection } from '../bookings/new-booking';
import { readStaffBooking } from '../bookings/staff-bookings.service';
import {
  insertOrFindClient,
  lockAccountCredentials,
  resetAccountToContact,
  statsRowOf,
} from './stylist.repository';

/** The answer never says whether the email had an account, nor what that account holds. */
export interface AppointmentCreated {
  booking: StaffBooking;
  message: string;
}

/**
 * A stylist books an appointment for a client (spec 001 'Create New Appointment'). The client's
 * account is found by email or created without a password, and then she is emailed an invitation
 * to set one (registering later with that email sends her another); the booking
 * is confirmed, priced from the catalog and the area, and staffed with the stylist herself as
 * the lead (more of the team when the party needs them; 409 when she is not free); the client
 * gets the same confirmation email as a customer who booked online.
 */
export async function createAppointment(
  deps: Pick<AppDeps, 'knex' | 'config' | 'publicCache'>,
  stylist: SessionUser,
  input: StylistAppointmentInput,
  idempotencyKey: string | null,
  now: Date = new Date(),
): Promise<IdempotentAnswer<AppointmentCreated>> {
  const { catalog, area, price } = await pricedSelection(deps, input, now, false);
  return placeBookingOnce(
    deps,
    stylist.id,
    idempotencyKey,
    input,
    async (trx): Promise<AppointmentCreated> => {
      const email = input.clientEmail.trim();
      const { firstName, lastName } = splitFullName(input.clientName);
      // Insert-or-find in one statement, so two stylists booking a new client at once share one account.
      const { clientId, clientCreated } = await insertOrFindClient(trx, {
        email,
        firstName,
        lastName,
        phone: blankToNull(input.clientPhone),
      });
      // Whoever signed up with her address but never proved it does not get to see the booking.
      const reclaimed = !clientCreated && (await reclaimUnconfirmedAccount(trx, clientId, input));
      if (!reclaimed && (clientCreated || (await awaitsInvitation(trx, clientId))))
        await inviteToSetPassword(trx, clientId);
      const { id } = await insertBooking(trx, {
        input,
        price,
        catalog,
        area,
        customerId: clientId,
        createdBy: stylist.id,
        status: 'confirmed',
        notBefore: now,
        requiredStylistId: stylist.id,
        contact: { firstName, lastName, phone: blankToNull(input.clientPhone) },
      });
      return { booking: await readStaffBooking(trx, id), message: adminMessages.appointmentCreated };
    },
  );
}

/**
 * An account someone signed up with this email but never confirmed (issue 13, point 4) does not
 * get the booking a stylist makes for the address: its password is cleared, its sessions end, its
 * links stop working, its details become the ones the stylist took, and the address is invited to
 * set a password (which confirms it). True when it was such an account.
 */
async function reclaimUnconfirmedAccount(
  trx: Knex.Transaction,
  userId: string,
  input: StylistAppointmentInput,
): Promise<boolean> {
  const account = await lockAccountCredentials(trx, userId);
  if (!account?.passwordHash || isEmailConfirmed(account)) return false;
  const { firstName, lastName } = splitFullName(input.clientName);
  await resetAccountToContact(trx, userId, { firstName, lastName, phone: blankToNull(input.clientPhone) });
  await revokeLinks(trx, userId);
  await inviteToSetPassword(trx, userId);
  return true;
}

/**
 * The figures the stats worker keeps for this stylist, or for an admin the studio's (zeros until
 * it first runs).
 */
export async function readStats(deps: Pick<AppDeps, 'knex'>, user: SessionUser): Promise<StylistStats> {
  const scope = figureScopeOf(user.role);
  const row = await statsRowOf(deps.knex, scope, user.id);
  if (!row) {
    return {
      scope,
      todaysBookings: 0,
      thisWeekBookings: 0,
      totalClients: 0,
      totalBookings: 0,
      thisMonthRevenue: 0,
      thisMonthRevenueCents: 0,
      revenueByMonth: [],
      computedAt: null,
    };
  }
  return {
    scope,
    todaysBookings: row.todaysBookings,
    thisWeekBookings: row.thisWeekBookings,
    totalClients: row.totalClients,
    totalBookings: row.totalBookings,
    thisMonthRevenue: row.thisMonthRevenueCents / 100,
    thisMonthRevenueCents: row.thisMonthRevenueCents,
    revenueByMonth: row.revenueByMonth ?? [],
    computedAt: new Date(row.computedAt).toISOString(),
  };
}

import type { ServiceArea } from '@beauty/domain/service-areas';
import type { StaffingPlan } from '@beauty/domain/staffing';
import type { Knex } from 'knex';
import { valuesOf } from '../../db/values';

/** The service areas offered now (or every one ever offered, to show an old booking). */
export async function loadServiceAreas(
  knex: Knex,
  which: 'offered' | 'all' = 'offered',
): Promise<ServiceArea[]> {
  const query = knex('service_areas')
    .orderBy([{ column: 'sortOrder' }, { column: 'id' }])
    .select('id', 'name', 'travelMinutes', 'travelFeeCents', 'quoted', 'sortOrder');
  if (which === 'offered') query.where('isActive', true);
  return query;
}

/** Write the active appointment blocks of a plan's assignments for `bookingId`. */
export async function insertAppointmentBlocks(
  trx: Knex.Transaction,
  bookingId: string,
  assignments: StaffingPlan['assignments'],
  createdBy: string | null,
): Promise<void> {
  await trx('stylist_blocks').insert(
    assignments.map((a) => ({
      stylistId: a.stylistId,
      kind: 'appointment',
      bookingId,
      role: a.role,
      held: trx.raw('tstzrange(?, ?)', [a.heldFrom.toISOString(), a.heldUntil.toISOString()]),
      service: trx.raw('tstzrange(?, ?)', [a.serviceStart.toISOString(), a.serviceEnd.toISOString()]),
      members: JSON.stringify(a.members),
      createdBy,
    })),
  );
}

/** Make `stylistId` (or nobody) the booking's stylist. */
export async function setBookingStylist(
  trx: Knex.Transaction,
  bookingId: string,
  stylistId: string | null,
): Promise<void> {
  await trx('bookings').where({ id: bookingId }).update({ stylistId });
}

/** Delete a booking's active blocks; the stylists whose time they held. */
export async function deleteActiveBookingBlocks(trx: Knex.Transaction, bookingId: string): Promise<string[]> {
  return trx('stylist_blocks')
    .where({ bookingId, active: true })
    .delete()
    .returning('stylistId')
    .then((rows) => rows.map((row: { stylistId: string }) => row.stylistId));
}

/** A booking's selection, area and travel time with its customer (availability for moving it); undefined when unknown. */
export function bookingSelection(knex: Knex, bookingId: string) {
  return knex('bookings')
    .where({ id: bookingId })
    .first(
      'id',
      'customerId',
      'makeupService',
      'hairService',
      'bridalPackage',
      'partySize',
      'bridesmaidCount',
      'travelMinutes',
      'serviceAreaId',
    );
}

/** The ids of a booking's add-ons. */
export function bookingAddOnIds(knex: Knex, bookingId: string): Promise<string[]> {
  return valuesOf(knex('booking_add_ons').where({ bookingId }), 'addOnId');
}

/** Every add-on (offered or not) with its kind. */
export function addOnKinds(knex: Knex): Promise<Array<{ id: string; kind: string }>> {
  return knex('add_ons').select('id', 'kind');
}

import type { StaffBooking } from '@beauty/domain/schemas/staff-bookings';
import { describe, expect, it } from '@jest/globals';
import { seededServices } from '../../lib/catalog-queries';
import { statsPollInterval } from './api/get-stylist-stats';
import {
  appointmentStatusBadge,
  appointmentTitle,
  clientLabel,
  clientName,
  hasStarted,
  rowActions,
  servicesSummary,
  splitByDate,
  upsertBooking,
  webcalUrl,
} from './appointment-rows';
import { staffBooking } from './test-bookings';

const ME = '00000000-0000-4000-8000-00000000a001';
const OTHER = '00000000-0000-4000-8000-00000000a002';
const stylist = { id: ME, role: 'stylist' as const };
const admin = { id: ME, role: 'admin' as const };

describe('appointment rows', () => {
  it("fall back to 'Client' and 'Service Appointment'", () => {
    expect(clientLabel('')).toBe('Client');
    expect(clientLabel('  ')).toBe('Client');
    expect(clientLabel(null)).toBe('Client');
    expect(clientLabel('Avery')).toBe('Avery');
    expect(appointmentTitle(null)).toBe('Service Appointment');
    expect(appointmentTitle('')).toBe('Service Appointment');
    expect(appointmentTitle('date-night')).toBe('Date Night');
  });

  it('badge completed bookings green and the rest outline', () => {
    expect(appointmentStatusBadge('completed')).toEqual({ label: 'Completed', variant: 'success' });
    expect(appointmentStatusBadge('pending')).toEqual({ label: 'Pending', variant: 'outline' });
    expect(appointmentStatusBadge('confirmed').variant).toBe('outline');
  });

  it('offer Claim on open bookings and the complete button on my pending and confirmed ones', () => {
    const open = staffBooking({ stylistId: null, claimable: true, status: 'pending' });
    expect(rowActions(open, stylist)).toMatchObject({ claim: true, complete: false, staffControls: false });
    expect(rowActions(staffBooking({ stylistId: ME, status: 'pending' }), stylist).complete).toBe(true);
    expect(rowActions(staffBooking({ stylistId: ME, status: 'confirmed' }), stylist).complete).toBe(true);
    expect(rowActions(staffBooking({ stylistId: ME, status: 'completed' }), stylist).complete).toBe(false);
    expect(rowActions(staffBooking({ stylistId: ME, status: 'cancelled' }), stylist).complete).toBe(false);
    expect(rowActions(staffBooking({ stylistId: OTHER, status: 'pending' }), stylist).complete).toBe(false);
  });

  it('offer Complete only once the appointment has started (9:00 Pacific is 16:00 UTC in June)', () => {
    const mine = staffBooking({
      stylistId: ME,
      status: 'confirmed',
      eventDate: '2026-06-14',
      eventTime: '09:00',
    });
    expect(rowActions(mine, stylist, new Date('2026-06-14T15:59:00Z')).complete).toBe(false);
    expect(rowActions(mine, admin, new Date('2026-06-14T15:59:00Z')).complete).toBe(false);
    expect(rowActions(mine, stylist, new Date('2026-06-14T16:00:00Z')).complete).toBe(true);
  });

  it('let a stylist who assists on a party complete it, but give her no claim or admin controls', () => {
    const assist = (stylistId: string) => ({
      stylistId,
      stylistName: 'Sofia Reyes',
      role: 'assist' as const,
      serviceStart: '2026-06-14T17:00:00.000Z',
      serviceEnd: '2026-06-14T18:00:00.000Z',
      heldFrom: '2026-06-14T16:45:00.000Z',
      heldUntil: '2026-06-14T18:45:00.000Z',
      members: [],
    });
    const lead = { ...assist(OTHER), stylistName: 'Maya Chen', role: 'lead' as const };
    const party = (status: StaffBooking['status'], helper: string) =>
      staffBooking({
        stylistId: OTHER,
        status,
        plan: {
          staffed: true,
          startsAt: lead.serviceStart,
          readyAt: lead.serviceEnd,
          assignments: [lead, assist(helper)],
        },
      });
    // The server lets everyone on the plan complete it (and so record it paid in full).
    expect(rowActions(party('confirmed', ME), stylist)).toEqual({
      claim: false,
      complete: true,
      staffControls: false,
      confirm: false,
      cancel: false,
    });
    expect(rowActions(party('pending', ME), stylist).complete).toBe(true);
    expect(rowActions(party('completed', ME), stylist).complete).toBe(false);
    expect(rowActions(party('cancelled', ME), stylist).complete).toBe(false);
    // Someone else assisting: not mine to complete.
    expect(rowActions(party('confirmed', '00000000-0000-4000-8000-00000000a003'), stylist).complete).toBe(
      false,
    );
  });

  it('give admins the staff controls: confirm pending ones, cancel active ones, complete any', () => {
    expect(rowActions(staffBooking({ stylistId: OTHER, status: 'pending' }), admin)).toEqual({
      claim: false,
      complete: true,
      staffControls: true,
      confirm: true,
      cancel: true,
    });
    expect(rowActions(staffBooking({ stylistId: OTHER, status: 'confirmed' }), admin)).toMatchObject({
      confirm: false,
      cancel: true,
    });
    expect(rowActions(staffBooking({ status: 'completed' }), admin)).toMatchObject({
      complete: false,
      confirm: false,
      cancel: false,
    });
  });

  it('know when an appointment has started, in Pacific time', () => {
    const booking = { eventDate: '2026-06-14', eventTime: '09:00' };
    expect(hasStarted(booking, new Date('2026-06-14T15:59:00Z'))).toBe(false);
    expect(hasStarted(booking, new Date('2026-06-14T16:00:00Z'))).toBe(true);
  });

  it('put past ones still open to complete first, then upcoming ones, and finished ones most recent first', () => {
    const { toComplete, upcoming, earlier, cancelled } = splitByDate(
      [
        staffBooking({ id: 'called-off', eventDate: '2026-06-20', status: 'cancelled' }),
        staffBooking({ id: 'called-off-before', eventDate: '2026-05-20', status: 'cancelled' }),
        staffBooking({ id: 'old', eventDate: '2026-05-01', status: 'completed' }),
        staffBooking({ id: 'recent', eventDate: '2026-06-13', status: 'completed' }),
        staffBooking({ id: 'open-old', eventDate: '2026-06-02', status: 'confirmed' }),
        staffBooking({ id: 'open-recent', eventDate: '2026-06-12', status: 'pending' }),
        staffBooking({ id: 'today-late', eventDate: '2026-06-14', eventTime: '15:00' }),
        staffBooking({ id: 'today-early', eventDate: '2026-06-14', eventTime: '09:00' }),
        staffBooking({ id: 'later', eventDate: '2026-07-01' }),
      ],
      '2026-06-14',
    );
    expect(toComplete.map((b) => b.id)).toEqual(['open-recent', 'open-old']);
    expect(upcoming.map((b) => b.id)).toEqual(['today-early', 'today-late', 'later']);
    expect(earlier.map((b) => b.id)).toEqual(['recent', 'old']);
    expect(cancelled.map((b) => b.id)).toEqual(['called-off', 'called-off-before']);
  });

  it('summarise the services', () => {
    expect(
      servicesSummary(
        staffBooking({ makeupService: 'better', hairService: 'updo', addOns: ['lashes'] }),
        seededServices,
      ),
    ).toBe('Better makeup · Full Updo hair · 1 add-on');
    expect(
      servicesSummary(
        staffBooking({ makeupService: null, bridalPackage: 'bride-plus-1', addOns: ['skin-prep', 'travel'] }),
        seededServices,
      ),
    ).toBe('Bride + 1 Package · 2 add-ons');
  });

  it('name clients by name, or first and last, or Client', () => {
    expect(clientName({ name: 'Avery L', firstName: 'A', lastName: 'L' })).toBe('Avery L');
    expect(clientName({ name: '', firstName: 'Avery', lastName: 'Lindqvist' })).toBe('Avery Lindqvist');
    expect(clientName({ name: ' ', firstName: null, lastName: null })).toBe('Client');
  });

  it('turn the feed address into a webcal:// one', () => {
    expect(webcalUrl('https://example.com/api/calendar/abc.ics')).toBe(
      'webcal://example.com/api/calendar/abc.ics',
    );
    expect(webcalUrl('http://127.0.0.1:3000/api/calendar/abc.ics')).toBe(
      'webcal://127.0.0.1:3000/api/calendar/abc.ics',
    );
  });
});

describe('after a booking change', () => {
  it('replaces the changed booking in place, or adds a new one in date order', () => {
    const list = [
      staffBooking({ id: 'a', eventDate: '2026-06-01' }),
      staffBooking({ id: 'b', eventDate: '2026-06-20' }),
    ];
    expect(
      upsertBooking(list, staffBooking({ id: 'a', eventDate: '2026-06-01', status: 'completed' })).map(
        (b) => b.status,
      ),
    ).toEqual(['completed', 'confirmed']);
    expect(upsertBooking(list, staffBooking({ id: 'c', eventDate: '2026-06-10' })).map((b) => b.id)).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('polls the stats until the worker has recomputed them, for at most 2 minutes', () => {
    const stats = (computedAt: string | null) => ({
      scope: 'stylist' as const,
      todaysBookings: 0,
      thisWeekBookings: 0,
      totalClients: 0,
      totalBookings: 0,
      thisMonthRevenue: 0,
      thisMonthRevenueCents: 0,
      revenueByMonth: [],
      computedAt,
    });
    const watch = { since: 1_000_000, computedAt: '2026-06-14T16:00:00.000Z' };
    expect(statsPollInterval(stats('2026-06-14T16:00:00.000Z'), 1_001_000, null)).toBe(false);
    expect(statsPollInterval(stats('2026-06-14T16:00:00.000Z'), 1_001_000, watch)).toBe(2000);
    expect(statsPollInterval(stats(null), 1_001_000, watch)).toBe(2000);
    expect(statsPollInterval(stats('2026-06-14T16:00:05.000Z'), 1_001_000, watch)).toBe(false);
    // Recomputed for an earlier event, before the change was made: still waiting for the change.
    const later = { since: Date.parse('2026-06-14T16:01:00.000Z'), computedAt: '2026-06-14T16:00:00.000Z' };
    expect(statsPollInterval(stats('2026-06-14T16:00:30.000Z'), later.since + 1_000, later)).toBe(2000);
    expect(statsPollInterval(stats('2026-06-14T16:01:02.000Z'), later.since + 3_000, later)).toBe(false);
    expect(statsPollInterval(stats('2026-06-14T16:00:00.000Z'), 1_119_000, watch)).toBe(2000);
    expect(statsPollInterval(stats('2026-06-14T16:00:00.000Z'), 1_120_001, watch)).toBe(false);
  });
});

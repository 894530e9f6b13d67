import { consultationMessages } from '@beauty/domain/messages';
import { Client } from '../../support/http';
import { customerWithConsultation, inDays, s, useConsultations } from './consultations-support';
import { signedInAs } from './staff-support';

useConsultations('consultations');

describe('free consultations for staff', () => {
  it('lists open consultations to stylists and admins only, with the customer and the booking', async () => {
    const customer = await customerWithConsultation();
    const anonymous = await new Client(s.api.url).get('/api/staff/consultations');
    expect(anonymous.status).toBe(401);
    expect((await customer.client.get('/api/staff/consultations')).status).toBe(403);
    const forbiddenWrite = await customer.client.request(
      'PUT',
      `/api/staff/consultations/${customer.consultationId}/schedule`,
      { json: { scheduledDate: inDays(3), scheduledTime: '10:00' } },
    );
    expect(forbiddenWrite.status).toBe(403);
    expect(
      (
        await customer.client.request('PATCH', `/api/staff/consultations/${customer.consultationId}`, {
          json: { status: 'completed' },
        })
      ).status,
    ).toBe(403);

    for (const role of ['stylist', 'admin'] as const) {
      const staff = await signedInAs(s.api.url, s.db, role);
      const list = await staff.client.get('/api/staff/consultations');
      expect(list.status).toBe(200);
      expect(list.json.find((c: { id: string }) => c.id === customer.consultationId)).toEqual({
        id: customer.consultationId,
        status: 'requested',
        usedFreeConsultation: true,
        scheduledDate: null,
        scheduledTime: null,
        meetingNote: null,
        createdAt: expect.any(String),
        customer: {
          id: customer.id,
          name: 'Chloe Client',
          email: customer.email,
          phone: '253-555-0147',
        },
        booking: {
          id: customer.bookingId,
          eventDate: customer.eventDate,
          eventTime: '10:00',
          eventType: 'wedding',
          status: 'pending',
        },
        scheduledBy: null,
        scheduledAt: null,
        moveRequest: null,
      });
    }
    // The customer sees it as 'To be scheduled' (no date yet), with the booking it came with.
    const own = await customer.client.get('/api/consultations');
    expect(own.json).toEqual([
      expect.objectContaining({
        id: customer.consultationId,
        status: 'requested',
        scheduledDate: null,
        bookingId: customer.bookingId,
        moveRequest: null,
      }),
    ]);
  });

  it('refuses a time in the past, a malformed one and unknown fields with 400, changing nothing', async () => {
    const customer = await customerWithConsultation();
    const stylist = await signedInAs(s.api.url, s.db, 'stylist');
    const put = (json: unknown) =>
      stylist.client.request('PUT', `/api/staff/consultations/${customer.consultationId}/schedule`, { json });

    const yesterday = await put({ scheduledDate: inDays(-1), scheduledTime: '10:00' });
    expect(yesterday.status).toBe(400);
    expect(yesterday.json.errors).toEqual([
      { field: 'scheduledTime', message: consultationMessages.inThePast },
    ]);
    const badTime = await put({ scheduledDate: inDays(3), scheduledTime: '25:00' });
    expect(badTime.status).toBe(400);
    expect(badTime.json.errors).toEqual([
      { field: 'scheduledTime', message: consultationMessages.timeRequired },
    ]);
    const noDate = await put({ scheduledTime: '10:00' });
    expect(noDate.status).toBe(400);
    expect(noDate.json.errors[0]).toMatchObject({ field: 'scheduledDate' });
    expect((await put({ scheduledDate: inDays(500), scheduledTime: '10:00' })).json.errors).toEqual([
      { field: 'scheduledDate', message: consultationMessages.tooFarAhead },
    ]);
    expect(
      (await put({ scheduledDate: inDays(3), scheduledTime: '10:00', meetingNote: 'x'.repeat(501) })).status,
    ).toBe(400);
    expect(
      (await put({ scheduledDate: inDays(3), scheduledTime: '10:00', status: 'completed' })).status,
    ).toBe(400);
    const badStatus = await stylist.client.request(
      'PATCH',
      `/api/staff/consultations/${customer.consultationId}`,
      {
        json: { status: 'scheduled' },
      },
    );
    expect(badStatus.status).toBe(400);
    const unknown = await stylist.client.request(
      'PUT',
      '/api/staff/consultations/00000000-0000-4000-8000-000000000000/schedule',
      { json: { scheduledDate: inDays(3), scheduledTime: '10:00' } },
    );
    expect(unknown.status).toBe(404);

    const row = await s.db('consultations').where({ id: customer.consultationId }).first();
    expect(row).toMatchObject({ status: 'requested', scheduledDate: null, scheduledBy: null });
    expect(await s.db('outbox_events').where({ entityId: customer.consultationId })).toEqual([]);
  });
});

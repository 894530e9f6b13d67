import { consultationMessages } from '@beauty/domain/messages';
import { customerWithConsultation, inDays, s, useConsultations } from './consultations-support';
import { signedInAs } from './staff-support';

/** 'Mark Completed' is for a consultation that has happened: not one whose time is still to come. */
useConsultations('consultation_completion');

const statusEvents = (consultationId: string) =>
  s.db('outbox_events').where({ entityId: consultationId, type: 'consultation.status_changed' });

async function scheduledConsultation(date: string, time: string) {
  const customer = await customerWithConsultation();
  const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Sofia');
  const scheduled = await stylist.client.request(
    'PUT',
    `/api/staff/consultations/${customer.consultationId}/schedule`,
    { json: { scheduledDate: date, scheduledTime: time } },
  );
  expect(scheduled.status).toBe(200);
  const complete = () =>
    stylist.client.request('PATCH', `/api/staff/consultations/${customer.consultationId}`, {
      json: { status: 'completed' },
    });
  return { customer, stylist, complete };
}

describe('marking a consultation completed', () => {
  it('is refused (409) while its scheduled time is still to come, and changes nothing', async () => {
    const { customer, stylist, complete } = await scheduledConsultation(inDays(3), '10:00');
    const res = await complete();
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(consultationMessages.completeBeforeStart);
    expect(
      await s.db('consultations').where({ id: customer.consultationId }).first('status', 'statusChangedBy'),
    ).toEqual({ status: 'scheduled', statusChangedBy: null });
    expect(await statusEvents(customer.consultationId)).toEqual([]);
    const listed = await stylist.client.get('/api/staff/consultations');
    expect(listed.json.find((c: { id: string }) => c.id === customer.consultationId)).toMatchObject({
      status: 'scheduled',
    });
    // Calling it off stays possible before its time.
    const cancelled = await stylist.client.request(
      'PATCH',
      `/api/staff/consultations/${customer.consultationId}`,
      { json: { status: 'cancelled' } },
    );
    expect(cancelled.status).toBe(200);
  });

  it('is accepted once its time has come, in Pacific Time', async () => {
    const { customer, stylist, complete } = await scheduledConsultation(inDays(2), '11:00');
    // The days pass: yesterday at 11:00 (Pacific), as the row would read after it was held.
    await s
      .db('consultations')
      .where({ id: customer.consultationId })
      .update({ scheduledDate: inDays(-1), scheduledTime: '11:00' });
    const res = await complete();
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('completed');
    expect(
      await s.db('consultations').where({ id: customer.consultationId }).first('status', 'statusChangedBy'),
    ).toEqual({ status: 'completed', statusChangedBy: stylist.id });
    expect((await statusEvents(customer.consultationId)).map((e) => e.payload)).toEqual([
      expect.objectContaining({ from: 'scheduled', to: 'completed', changedBy: stylist.id }),
    ]);
  });

  it('is accepted for one never given a time (held when staff reached her, by phone)', async () => {
    const customer = await customerWithConsultation();
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const res = await admin.client.request('PATCH', `/api/staff/consultations/${customer.consultationId}`, {
      json: { status: 'completed' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'completed', scheduledDate: null, scheduledTime: null });
  });
});

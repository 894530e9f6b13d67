import { TIMELINE_LABELS } from '@beauty/domain/events';
import { apiMessages } from '@beauty/domain/messages';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { waitUntil } from '../support/wait';
import { signedInAs } from './staff-support';

let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('moderation', { worker: true });
});
afterAll(() => s?.close());

const consultation = {
  name: 'Ava Thompson',
  email: 'ava@example.com',
  phone: '253-555-0100',
  eventType: 'wedding',
  skinType: 'combination',
  commentsOrConcerns: 'Long day outdoors in August.',
};
const review = {
  customerName: 'Maya Lopez',
  customerEmail: 'maya@example.com',
  serviceType: 'bridal',
  rating: 5,
  content: 'They made the whole bridal party look and feel amazing all day.',
};
const message = {
  name: 'Nora',
  email: 'nora@example.com',
  subject: 'Availability',
  message: 'Do you travel to Gig Harbor on weekends?',
};

async function labels(entityType: string, entityId: string) {
  return (await s
    .db('status_events')
    .where({ entityType, entityId })
    .orderBy('id')
    .pluck('label')) as string[];
}

describe('consultation requests', () => {
  it('lists every field and moves through the status machine, recording who and when', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin', 'Avery');
    const created = await s.client().post('/api/consultation-requests', consultation);
    expect(created.status).toBe(201);
    const id = created.json.id;

    const list = await admin.client.get('/api/admin/consultation-requests');
    expect(list.status).toBe(200);
    expect(list.json.find((r: { id: string }) => r.id === id)).toMatchObject({
      ...consultation,
      status: 'new',
      contactedAt: null,
      statusChangedBy: null,
      inspirationImages: [],
    });

    const contacted = await admin.client.request('PUT', `/api/admin/consultation-requests/${id}/status`, {
      json: { status: 'contacted', adminNotes: 'Left a voicemail' },
    });
    expect(contacted.status).toBe(200);
    expect(contacted.json).toEqual({ id, status: 'contacted', adminNotes: 'Left a voicemail' });
    const row = await s.db('consultation_requests').where({ id }).first();
    expect(row).toMatchObject({
      status: 'contacted',
      adminNotes: 'Left a voicemail',
      statusChangedBy: admin.id,
    });
    expect(row.contactedAt).toBeInstanceOf(Date);
    const after = (await admin.client.get('/api/admin/consultation-requests')).json.find(
      (r: { id: string }) => r.id === id,
    );
    expect(after).toMatchObject({ status: 'contacted', statusChangedBy: 'Avery Member' });
    expect(after.statusChangedAt).toEqual(expect.any(String));

    const event = await s
      .db('outbox_events')
      .where({ entityId: id, type: 'consultation_request.status_changed' })
      .first();
    expect(event.payload).toEqual({
      consultationRequestId: id,
      from: 'new',
      to: 'contacted',
      changedBy: admin.id,
      adminNotes: 'Left a voicemail',
    });
    await waitUntil(
      async () => (await labels('consultation-request', id)).includes(TIMELINE_LABELS.markedContacted),
      15_000,
      'the timeline entry',
    );

    for (const status of ['scheduled', 'completed']) {
      const res = await admin.client.request('PUT', `/api/admin/consultation-requests/${id}/status`, {
        json: { status },
      });
      expect(res.status).toBe(200);
    }
    // Notes are kept when a change comes without any.
    expect((await s.db('consultation_requests').where({ id }).first()).adminNotes).toBe('Left a voicemail');
  });

  it('refuses a status outside the machine with 409 or 400 and changes nothing', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const id = (await s.client().post('/api/consultation-requests', consultation)).json.id;
    const toNew = await admin.client.request('PUT', `/api/admin/consultation-requests/${id}/status`, {
      json: { status: 'new' },
    });
    expect(toNew.status).toBe(400);
    const missing = await admin.client.request(
      'PUT',
      '/api/admin/consultation-requests/00000000-0000-4000-8000-000000000000/status',
      { json: { status: 'contacted' } },
    );
    expect(missing.status).toBe(404);
    expect((await s.db('consultation_requests').where({ id }).first()).status).toBe('new');
  });
});

describe('testimonials', () => {
  it('approves a pending review, which then appears publicly; approving it again is 409', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const id = (await s.client().post('/api/testimonials', review)).json.id;
    const before = await s.client().get('/api/testimonials');
    expect(before.json.some((t: { id: string }) => t.id === id)).toBe(false);
    const listed = (await admin.client.get('/api/admin/testimonials')).json.find(
      (t: { id: string }) => t.id === id,
    );
    expect(listed).toMatchObject({ ...review, status: 'pending', adminNotes: null });

    const approved = await admin.client.request('PUT', `/api/admin/testimonials/${id}/status`, {
      json: { status: 'approved', adminNotes: 'Lovely' },
    });
    expect(approved.status).toBe(200);
    const after = await s.client().get('/api/testimonials');
    expect(after.json.some((t: { id: string }) => t.id === id)).toBe(true);

    // Unpublishing (approved -> rejected) is allowed: moderation-unpublish.test.ts.
    const again = await admin.client.request('PUT', `/api/admin/testimonials/${id}/status`, {
      json: { status: 'approved' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(apiMessages.illegalTransition('approved', 'approved'));
    expect((await s.db('testimonials').where({ id }).first()).status).toBe('approved');
    await waitUntil(
      async () => (await labels('testimonial', id)).includes(TIMELINE_LABELS.approved),
      15_000,
      'Approved',
    );
  });
});

describe('contact messages', () => {
  it('marks read then responded, and nothing after responded', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const id = (await s.client().post('/api/contact', message)).json.id;
    for (const status of ['read', 'responded']) {
      const res = await admin.client.request('PUT', `/api/admin/contact-messages/${id}/status`, {
        json: { status, adminNotes: `Set ${status}` },
      });
      expect(res.status).toBe(200);
    }
    const late = await admin.client.request('PUT', `/api/admin/contact-messages/${id}/status`, {
      json: { status: 'read' },
    });
    expect(late.status).toBe(409);
    const listed = (await admin.client.get('/api/admin/contact-messages')).json.find(
      (m: { id: string }) => m.id === id,
    );
    expect(listed).toMatchObject({ status: 'responded', adminNotes: 'Set responded' });
  });
});

describe('who may moderate', () => {
  it.each(['customer', 'stylist'] as const)('a %s gets 403 and changes nothing', async (role) => {
    const someone = await signedInAs(s.api.url, s.db, role);
    const id = (await s.client().post('/api/contact', message)).json.id;
    expect((await someone.client.get('/api/admin/contact-messages')).status).toBe(403);
    const res = await someone.client.request('PUT', `/api/admin/contact-messages/${id}/status`, {
      json: { status: 'read' },
    });
    expect(res.status).toBe(403);
    expect((await s.db('contact_messages').where({ id }).first()).status).toBe('new');
  });

  it('signed out gets 401', async () => {
    expect((await s.client().get('/api/admin/testimonials')).status).toBe(401);
  });
});

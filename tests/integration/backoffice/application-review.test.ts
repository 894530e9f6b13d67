import { TIMELINE_LABELS } from '@beauty/domain/events';
import { apiMessages } from '@beauty/domain/messages';
import { Client } from '../../support/http';
import { insertUpload, type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { waitUntil } from '../support/wait';
import { signedInAs } from './staff-support';

/**
 * The admin reviews stylist applications in the Management Panel's Applications tab: the list
 * (new ones first, with the resume's address), the badge count, status changes through the
 * application's status machine with notes and who changed it, and their timeline entries.
 */
let s: SubmissionsEnv;
let seq = 0;

beforeAll(async () => {
  s = await startSubmissionsEnv('application_review', { worker: true });
});
afterAll(() => s?.close());

/** An application sent on /stylist-application, with a fresh resume upload. */
async function apply(firstName = 'Lena') {
  const resume = await insertUpload(s.db, 'resume');
  const res = await s.client().post('/api/stylist-applications', {
    firstName,
    lastName: 'Park',
    email: `lena.${Date.now()}.${++seq}@example.com`,
    phone: '253-555-0142',
    specialties: 'hair',
    experience: 'Six years of bridal updos in Tacoma and Puyallup, 120+ weddings so far.',
    portfolio: 'https://lena.example/portfolio',
    resumeUrl: resume.url,
  });
  expect(res.status).toBe(201);
  return { id: res.json.id as string, resume };
}

const setStatus = (client: Client, id: string, json: Record<string, unknown>) =>
  client.request('PUT', `/api/admin/stylist-applications/${id}/status`, { json });

const applicationsOf = async (client: Client) => {
  const res = await client.get('/api/admin/stylist-applications');
  expect(res.status).toBe(200);
  return res.json as Array<Record<string, unknown>>;
};

describe('the Applications tab', () => {
  it('lists an application with its resume, counts it on the badge until it is handled, and records each change', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin', 'Reviewer');
    const before = (await admin.client.get('/api/admin/panel-counts')).json.applications as number;
    const { id, resume } = await apply();

    expect((await admin.client.get('/api/admin/panel-counts')).json.applications).toBe(before + 1);
    const listed = (await applicationsOf(admin.client)).find((item) => item.id === id);
    expect(listed).toEqual({
      id,
      firstName: 'Lena',
      lastName: 'Park',
      email: expect.stringContaining('@example.com'),
      phone: '253-555-0142',
      specialties: 'hair',
      experience: expect.stringContaining('bridal updos'),
      portfolio: 'https://lena.example/portfolio',
      resumeUrl: resume.url,
      additionalInfo: null,
      status: 'new',
      adminNotes: null,
      createdAt: expect.any(String),
      statusChangedAt: null,
      statusChangedBy: null,
    });

    const interviewing = await setStatus(admin.client, id, {
      status: 'interviewing',
      adminNotes: '  Phone call Tuesday at 10  ',
    });
    expect(interviewing.status).toBe(200);
    expect(interviewing.json).toEqual({ id, status: 'interviewing', adminNotes: 'Phone call Tuesday at 10' });
    expect((await admin.client.get('/api/admin/panel-counts')).json.applications).toBe(before);
    expect((await applicationsOf(admin.client)).find((item) => item.id === id)).toMatchObject({
      status: 'interviewing',
      adminNotes: 'Phone call Tuesday at 10',
      statusChangedBy: expect.stringContaining('Reviewer'),
      statusChangedAt: expect.any(String),
    });

    // Hired without notes keeps the saved ones.
    const hired = await setStatus(admin.client, id, { status: 'hired' });
    expect(hired.json).toEqual({ id, status: 'hired', adminNotes: 'Phone call Tuesday at 10' });

    // The worker appends an entry per change after 'Application received'.
    await waitUntil(
      async () =>
        (await s.db('outbox_events').where({ entityId: id }).whereNull('completedAt').first()) === undefined,
      15_000,
      "the application's events to be handled",
    );
    const entries = await s
      .db('status_events')
      .where({ entityType: 'stylist-application', entityId: id })
      .whereIn('status', ['interviewing', 'hired'])
      .select('status', 'label', 'detail');
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          status: 'interviewing',
          label: TIMELINE_LABELS.markedInterviewing,
          detail: 'Phone call Tuesday at 10',
        },
        { status: 'hired', label: TIMELINE_LABELS.hired, detail: null },
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('follows the status machine: a declined one can be reconsidered, nothing returns to new (409/400, unchanged)', async () => {
    const admin = await signedInAs(s.api.url, s.db, 'admin');
    const { id } = await apply('Mia');
    expect((await setStatus(admin.client, id, { status: 'declined' })).status).toBe(200);

    const again = await setStatus(admin.client, id, { status: 'hired' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(apiMessages.illegalTransition('declined', 'hired'));

    const toNew = await setStatus(admin.client, id, { status: 'new' });
    expect(toNew.status).toBe(400);
    expect(toNew.json.errors).toEqual([
      { field: 'status', message: 'Status must be reviewed, interviewing, hired or declined' },
    ]);
    expect((await setStatus(admin.client, id, { status: 'reviewed', extra: 1 })).status).toBe(400);
    expect(await s.db('stylist_applications').where({ id }).first()).toMatchObject({ status: 'declined' });

    const reconsidered = await setStatus(admin.client, id, { status: 'reviewed' });
    expect(reconsidered.status).toBe(200);
    expect(await s.db('stylist_applications').where({ id }).first()).toMatchObject({ status: 'reviewed' });

    expect(
      (await setStatus(admin.client, '00000000-0000-4000-8000-000000000000', { status: 'reviewed' })).status,
    ).toBe(404);
    // A path that is not an application's id names nothing.
    expect((await setStatus(admin.client, 'not-a-uuid', { status: 'reviewed' })).status).toBe(404);
  });

  it('is the admin’s alone: a stylist or customer gets 403, a visitor 401, and nothing changes', async () => {
    const { id } = await apply('Zoe');
    for (const role of ['stylist', 'customer'] as const) {
      const { client } = await signedInAs(s.api.url, s.db, role);
      expect((await client.get('/api/admin/stylist-applications')).status).toBe(403);
      expect((await setStatus(client, id, { status: 'hired' })).status).toBe(403);
    }
    const visitor = new Client(s.api.url);
    expect((await visitor.get('/api/admin/stylist-applications')).status).toBe(401);
    expect((await setStatus(visitor, id, { status: 'hired' })).status).toBe(401);
    expect(await s.db('stylist_applications').where({ id }).first()).toMatchObject({
      status: 'new',
      statusChangedBy: null,
    });
  });
});

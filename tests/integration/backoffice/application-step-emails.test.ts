import { TIMELINE_LABELS } from '@beauty/domain/events';
import { adminMessages } from '@beauty/domain/messages';
import { isLatestStatusChange } from '@beauty/worker/submissions/stylist-applications.repository';
import type { Client } from '../../support/http';
import {
  insertUpload,
  readableEmail,
  type SubmissionsEnv,
  startSubmissionsEnv,
} from '../submissions/harness';
import { waitUntil } from '../support/wait';
import { signedInAs } from './staff-support';

/**
 * On Invite to Interview, Mark Hired and Decline the admin may tick 'Email <first name> about
 * this' (`notifyApplicant`): the worker sends the applicant a short fixed note about that step
 * through the email pipeline (recorded in email_deliveries), never her notes, and the timeline
 * says so. Unticked, nothing is sent; with Mark Reviewed it is refused (400).
 */
let s: SubmissionsEnv;
let admin: Client;
let seq = 0;

beforeAll(async () => {
  s = await startSubmissionsEnv('application_step_emails', { worker: true });
  admin = (await signedInAs(s.api.url, s.db, 'admin', 'Hiring')).client;
});
afterAll(() => s?.close());

const NOTES = 'Strong airbrush work; ask about travel to Olympia. INTERNAL-ONLY';

/** An application sent on /stylist-application; its own events all handled. */
async function apply(firstName: string) {
  const resume = await insertUpload(s.db, 'resume');
  const email = `${firstName.toLowerCase()}.${Date.now()}.${++seq}@example.com`;
  const res = await s.client().post('/api/stylist-applications', {
    firstName,
    lastName: 'Okafor',
    email,
    phone: '253-555-0142',
    specialties: 'both',
    experience: 'Seven years of bridal hair and airbrush makeup across the South Sound, 150+ weddings.',
    resumeUrl: resume.url,
  });
  expect(res.status).toBe(201);
  await allHandled(res.json.id);
  return { id: res.json.id as string, email };
}

const setStatus = (id: string, json: Record<string, unknown>) =>
  admin.request('PUT', `/api/admin/stylist-applications/${id}/status`, { json });

/** Every event about the application has finished all its jobs (the email ones too). */
const allHandled = (id: string) =>
  waitUntil(
    async () =>
      (await s.db('outbox_events').where({ entityId: id }).whereNull('completedAt').first()) === undefined,
    15_000,
    "the application's events to be handled",
  );

/** What the applicant was sent besides the acknowledgment of her application. */
const stepEmailsTo = (address: string) =>
  s.smtp.messages.filter((m) => m.to.includes(address) && m.subject !== 'We received your application');

const timelineOf = (id: string) =>
  s
    .db('status_events')
    .where({ entityType: 'stylist-application', entityId: id })
    .orderBy('createdAt')
    .select('status', 'label', 'detail');

describe("emailing the applicant about a step ('notifyApplicant')", () => {
  it('ticked on Invite to Interview: one email to her address, in the fixed words, without the notes', async () => {
    const { id, email } = await apply('Amara');
    const res = await setStatus(id, { status: 'interviewing', adminNotes: NOTES, notifyApplicant: true });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id, status: 'interviewing', adminNotes: NOTES });

    const event = await s
      .db('outbox_events')
      .where({ entityId: id, type: 'stylist_application.status_changed' })
      .first();
    expect(event.payload).toEqual({
      applicationId: id,
      from: 'new',
      to: 'interviewing',
      changedBy: expect.any(String),
      adminNotes: NOTES,
      notifyApplicant: true,
    });

    await allHandled(id);
    const sent = stepEmailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual([email]);
    expect(sent[0]!.subject).toBe('We would love to meet you');
    const text = readableEmail(sent[0]!.raw);
    expect(text).toContain('Hi Amara,');
    expect(text).toContain('we would love to meet you for an interview');
    expect(text).toContain("We'll be in touch by email or phone to arrange a time that suits you.");
    for (const secret of ['INTERNAL-ONLY', 'airbrush work', 'Olympia']) expect(text).not.toContain(secret);

    // Sent through the pipeline: one delivery, recorded as sent, its stored render without the notes.
    const deliveries = await s
      .db('email_deliveries')
      .where({ eventId: event.id, template: 'application-step' })
      .select('toAddress', 'status', 'textBody', 'htmlBody');
    expect(deliveries).toEqual([expect.objectContaining({ toAddress: email, status: 'sent' })]);
    expect(`${deliveries[0].textBody}${deliveries[0].htmlBody}`).not.toContain('INTERNAL-ONLY');

    expect(await timelineOf(id)).toEqual(
      expect.arrayContaining([
        { status: 'interviewing', label: TIMELINE_LABELS.markedInterviewing, detail: NOTES },
        {
          status: 'interviewing',
          label: TIMELINE_LABELS.applicantEmailed,
          detail: 'Invitation to interview',
        },
      ]),
    );
  });

  it('ticked on Mark Hired and on Decline: the welcome, then the gracious decline', async () => {
    const { id, email } = await apply('Noor');
    expect((await setStatus(id, { status: 'hired', notifyApplicant: true })).status).toBe(200);
    await allHandled(id);
    expect(stepEmailsTo(email).map((m) => m.subject)).toEqual(['Welcome to the team']);
    const welcome = readableEmail(stepEmailsTo(email)[0]!.raw);
    expect(welcome).toContain('Hi Noor,');
    expect(welcome).toContain("We'll be in touch soon about next steps.");

    expect(
      (await setStatus(id, { status: 'declined', adminNotes: NOTES, notifyApplicant: true })).status,
    ).toBe(200);
    await allHandled(id);
    const sent = stepEmailsTo(email);
    expect(sent.map((m) => m.subject)).toEqual(['Welcome to the team', 'An update on your application']);
    const decline = readableEmail(sent[1]!.raw);
    expect(decline).toContain('Thank you for your interest in joining');
    expect(decline).toContain("we won't be moving forward with your application at this time.");
    expect(decline).toContain('We wish you well');
    expect(decline).not.toContain('INTERNAL-ONLY');
    const emailed = (await timelineOf(id)).filter((e) => e.label === TIMELINE_LABELS.applicantEmailed);
    expect(emailed).toEqual([
      { status: 'hired', label: TIMELINE_LABELS.applicantEmailed, detail: 'Welcome to the team' },
      {
        status: 'declined',
        label: TIMELINE_LABELS.applicantEmailed,
        detail: 'Not moving forward at this time',
      },
    ]);
  });

  it('unticked (absent or false): the step is saved and the applicant is sent nothing', async () => {
    const { id, email } = await apply('Lucia');
    expect((await setStatus(id, { status: 'interviewing', adminNotes: NOTES })).status).toBe(200);
    expect((await setStatus(id, { status: 'declined', notifyApplicant: false })).status).toBe(200);
    const payloads = await s
      .db('outbox_events')
      .where({ entityId: id, type: 'stylist_application.status_changed' })
      .orderBy('createdAt')
      .pluck('payload');
    expect(payloads.map((p) => p.notifyApplicant)).toEqual([false, false]);
    await allHandled(id);
    // Her acknowledgment reached her, so the pipeline ran; no step email did.
    expect(s.smtp.messages.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([
      'We received your application',
    ]);
    expect(stepEmailsTo(email)).toHaveLength(0);
    const events = s.db('outbox_events').where({ entityId: id }).select('id');
    expect(
      await s.db('email_deliveries').whereIn('eventId', events).where({ template: 'application-step' }),
    ).toEqual([]);
    expect((await timelineOf(id)).map((e) => e.label)).not.toContain(TIMELINE_LABELS.applicantEmailed);
  });

  it('with Mark Reviewed (or Reconsider) it is a 400 naming notifyApplicant, and nothing changes', async () => {
    const { id, email } = await apply('Ines');
    const refused = await setStatus(id, { status: 'reviewed', adminNotes: 'x', notifyApplicant: true });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      message: adminMessages.applicantEmailNotForStep,
      errors: [{ field: 'notifyApplicant', message: adminMessages.applicantEmailNotForStep }],
    });
    expect(await s.db('stylist_applications').where({ id }).first()).toMatchObject({
      status: 'new',
      adminNotes: null,
      statusChangedBy: null,
    });
    expect(
      await s.db('outbox_events').where({ entityId: id, type: 'stylist_application.status_changed' }),
    ).toEqual([]);

    // Reconsidering a declined one is marking it reviewed: refused the same way.
    expect((await setStatus(id, { status: 'declined' })).status).toBe(200);
    expect((await setStatus(id, { status: 'reviewed', notifyApplicant: true })).status).toBe(400);
    expect(await s.db('stylist_applications').where({ id }).first()).toMatchObject({ status: 'declined' });

    // Not a boolean: refused by the body's schema.
    const notBoolean = await setStatus(id, { status: 'reviewed', notifyApplicant: 'yes' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.json.errors).toEqual([{ field: 'notifyApplicant', message: 'Must be true or false' }]);

    // Marking it reviewed without the box is fine, and sends nothing.
    expect((await setStatus(id, { status: 'reviewed', notifyApplicant: false })).status).toBe(200);
    await allHandled(id);
    expect(stepEmailsTo(email)).toHaveLength(0);
  });

  it('the other lists take no notifyApplicant', async () => {
    const message = await s.client().post('/api/contact', {
      name: 'Nora',
      email: 'nora@example.com',
      subject: 'Availability',
      message: 'Do you travel to Gig Harbor in June?',
    });
    expect(message.status).toBe(201);
    const res = await admin.request('PUT', `/api/admin/contact-messages/${message.json.id}/status`, {
      json: { status: 'read', notifyApplicant: true },
    });
    expect(res.status).toBe(400);
  });

  it('a step overtaken before its email goes (hired, declined, hired again unticked) is no longer the latest, so it sends nothing', async () => {
    const { id } = await apply('Noor');
    for (const change of [
      { status: 'hired', notifyApplicant: true },
      { status: 'declined' },
      { status: 'reviewed' },
      { status: 'hired' },
    ]) {
      expect((await setStatus(id, change)).status).toBe(200);
    }
    const events = await s
      .db('outbox_events')
      .where({ entityId: id, type: 'stylist_application.status_changed' })
      .orderBy('createdAt')
      .select('id');
    expect(events).toHaveLength(4);
    // The email job reads this when it runs: the ticked hire is behind three later changes.
    expect(await isLatestStatusChange(s.db, id, events[0]!.id)).toBe(false);
    expect(await isLatestStatusChange(s.db, id, events[3]!.id)).toBe(true);
  });
});

import { TIMELINE_LABELS } from '@beauty/domain/events';
import { fieldMessages, toasts } from '@beauty/domain/messages';
import { Client } from '../../support/http';
import { insertUpload, readableEmail, STAFF, type SubmissionsEnv, startSubmissionsEnv } from './harness';

let s: SubmissionsEnv;
let seq = 0;
const uniqueEmail = () => `lena.${Date.now()}.${++seq}@example.com`;

beforeAll(async () => {
  s = await startSubmissionsEnv('apply', { worker: true });
});
afterAll(() => s?.close());

const tables = () => s.counts('stylist_applications', 'outbox_events');

const fields = {
  firstName: 'Lena',
  lastName: 'Park',
  phone: '253-555-0142',
  specialties: 'both',
  experience:
    'Six years of bridal makeup & updos in Tacoma; airbrush certified, 120+ weddings <b>so far</b>.',
  portfolio: 'https://lena.example/portfolio?tab=bridal&x=1',
  additionalInfo: 'Available weekends.\nHave my own kit.',
};

/** A valid application body around a fresh resume upload. */
async function application(overrides: Record<string, unknown> = {}) {
  const resume = await insertUpload(s.db, 'resume');
  return { resume, body: { ...fields, email: uniqueEmail(), resumeUrl: resume.url, ...overrides } };
}

describe('POST /api/stylist-applications', () => {
  it('saves the application with its resume and event, answers 201', async () => {
    const { resume, body } = await application();
    const res = await s.client().post('/api/stylist-applications', body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), message: toasts.applicationSubmitted.description });

    const row = await s.db('stylist_applications').where({ id: res.json.id }).first();
    expect(row).toMatchObject({
      firstName: 'Lena',
      lastName: 'Park',
      email: body.email,
      phone: fields.phone,
      specialties: 'both',
      experience: fields.experience,
      portfolio: fields.portfolio,
      additionalInfo: fields.additionalInfo,
      resumeUploadId: resume.id,
      status: 'new',
    });
    expect(await s.db('outbox_events').where({ entityId: res.json.id })).toEqual([
      expect.objectContaining({
        type: 'stylist_application.received',
        entityType: 'stylist-application',
        payload: { applicationId: res.json.id },
      }),
    ]);
    expect(await s.db('uploads').where({ id: resume.id }).first()).toMatchObject({
      attachedType: 'stylist-application',
      attachedId: res.json.id,
    });
  });

  it('accepts an empty portfolio and no additional information', async () => {
    const { body } = await application({ portfolio: '', additionalInfo: undefined });
    const res = await s.client().post('/api/stylist-applications', body);
    expect(res.status).toBe(201);
    expect(await s.db('stylist_applications').where({ id: res.json.id }).first()).toMatchObject({
      portfolio: null,
      additionalInfo: null,
    });
  });

  it.each([
    ['first name missing', { firstName: undefined }, 'firstName', fieldMessages.firstNameRequired],
    ['first name empty', { firstName: '' }, 'firstName', fieldMessages.firstNameRequired],
    ['last name missing', { lastName: undefined }, 'lastName', fieldMessages.lastNameRequired],
    ['last name blank', { lastName: '  ' }, 'lastName', fieldMessages.lastNameRequired],
    ['email invalid', { email: 'lena@' }, 'email', fieldMessages.email],
    ['email missing', { email: undefined }, 'email', fieldMessages.email],
    ['phone under 10 characters', { phone: '555-0142' }, 'phone', fieldMessages.phone],
    ['phone missing', { phone: undefined }, 'phone', fieldMessages.phone],
    ['specialties missing', { specialties: undefined }, 'specialties', fieldMessages.specialties],
    ['specialties unknown', { specialties: 'nails' }, 'specialties', fieldMessages.specialties],
    [
      'experience under 50 characters',
      { experience: 'x'.repeat(49) },
      'experience',
      fieldMessages.experience,
    ],
    ['experience missing', { experience: undefined }, 'experience', fieldMessages.experience],
    ['portfolio not a URL', { portfolio: 'my instagram' }, 'portfolio', fieldMessages.portfolio],
    ['portfolio not a web URL', { portfolio: 'javascript:alert(1)' }, 'portfolio', fieldMessages.portfolio],
    ['resume missing', { resumeUrl: undefined }, 'resumeUrl', fieldMessages.resume],
    ['resume empty', { resumeUrl: '' }, 'resumeUrl', fieldMessages.resume],
    ['unknown field', { status: 'hired' }, 'status', 'Unknown field: status'],
  ])(
    'refuses %s with 400 and the spec message, writing nothing',
    async (_case, overrides, field, message) => {
      const { resume, body } = await application(overrides);
      const before = await tables();
      const res = await s.client().post('/api/stylist-applications', body);
      expect(res.status).toBe(400);
      expect(res.json.errors).toContainEqual({ field, message });
      expect(await tables()).toEqual(before);
      expect(await s.db('uploads').where({ id: resume.id }).first()).toMatchObject({ attachedId: null });
    },
  );

  it.each([
    ['an address that is no upload', async () => '/api/images/6f1c8a8e-4a59-4c55-9a57-0b6f1f7f6a11'],
    ['a foreign address', async () => 'https://evil.example/resume.pdf'],
    ['an inspiration photo upload', async () => (await insertUpload(s.db, 'consultation-inspiration')).url],
    [
      'a resume whose bytes never landed',
      async () => (await insertUpload(s.db, 'resume', { status: 'pending' })).url,
    ],
  ])('refuses %s as the resume with "Please upload your resume"', async (_case, address) => {
    const { body } = await application({ resumeUrl: await address() });
    const before = await tables();
    const res = await s.client().post('/api/stylist-applications', body);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ field: 'resumeUrl', message: fieldMessages.resume }]);
    expect(await tables()).toEqual(before);
  });

  it('refuses a resume already attached to another application', async () => {
    const { resume, body } = await application();
    const first = await s.client().post('/api/stylist-applications', body);
    expect(first.status).toBe(201);
    const before = await tables();
    const second = await s.client().post('/api/stylist-applications', { ...body, email: uniqueEmail() });
    expect(second.status).toBe(400);
    expect(second.json.errors).toEqual([{ field: 'resumeUrl', message: fieldMessages.resume }]);
    expect(await tables()).toEqual(before);
    expect(await s.db('uploads').where({ id: resume.id }).first()).toMatchObject({
      attachedId: first.json.id,
    });
  });

  it('rate limits each client address (publicForm)', async () => {
    const limited = await s.limitedApi(2);
    try {
      const client = new Client(limited.url);
      expect((await client.post('/api/stylist-applications', (await application()).body)).status).toBe(201);
      expect((await client.post('/api/stylist-applications', (await application()).body)).status).toBe(201);
      const before = await tables();
      const third = await client.post('/api/stylist-applications', (await application()).body);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await tables()).toEqual(before);
    } finally {
      await limited.close();
    }
  });
});

describe('stylist_application.received', () => {
  it('emails the staff the application with the resume link and the applicant the next steps', async () => {
    const { resume, body } = await application();
    const res = await s.client().post('/api/stylist-applications', body);
    expect(res.status).toBe(201);
    const resumeLink = `${s.api.url}/api/images/${resume.id}`;

    for (const address of STAFF) {
      const staff = await s.emailsTo(address, body.email);
      expect(staff).toHaveLength(1);
      expect(staff[0]!.subject).toBe('New stylist application: Lena Park');
      const text = readableEmail(staff[0]!.raw);
      expect(text).toContain(resumeLink);
      expect(text).toContain(`href="${resumeLink}"`);
      expect(text).toContain('Phone: 253-555-0142');
      expect(text).toContain('Specialties: Hair & Makeup');
      expect(text).toContain(`Portfolio: ${fields.portfolio}`);
      expect(text).toContain(fields.experience);
      expect(text).toContain(fields.additionalInfo);
      expect(text).toContain('120+ weddings &lt;b&gt;so far&lt;/b&gt;');
      expect(text).toContain('href="https://lena.example/portfolio?tab=bridal&amp;x=1"');
    }

    const [ack] = await s.emailsTo(body.email);
    expect(ack!.subject).toBe('We received your application');
    const ackText = readableEmail(ack!.raw);
    expect(ackText).toContain('Hi Lena,');
    expect(ackText).toContain('within 3-5 business days');
    for (const step of [
      'Application review',
      'Portfolio and experience evaluation',
      'Initial phone/video interview',
      'Skills assessment (if applicable)',
      'Final decision and onboarding',
    ]) {
      expect(ackText).toContain(step);
    }

    await s.waitForEvent(res.json.id);
    const deliveries = await s
      .db('email_deliveries')
      .whereIn('eventId', s.db('outbox_events').where({ entityId: res.json.id }).select('id'));
    expect(deliveries.map((d) => [d.template, d.toAddress, d.status]).sort()).toEqual(
      [
        ['application-acknowledgment', body.email, 'sent'],
        ['application-staff-notification', STAFF[1], 'sent'],
        ['application-staff-notification', STAFF[0], 'sent'],
      ].sort(),
    );
    for (const d of deliveries) expect(d.htmlBody).not.toContain('<b>so far');
    const timeline = await s
      .db('status_events')
      .where({ entityType: 'stylist-application', entityId: res.json.id });
    expect(timeline.map((t) => t.label).sort()).toEqual(
      [
        TIMELINE_LABELS.applicationReceived,
        TIMELINE_LABELS.teamNotified,
        TIMELINE_LABELS.confirmationEmailSent,
      ].sort(),
    );
    expect(timeline.every((t) => t.status === 'new')).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { apiMessages } from '@beauty/domain/messages';
import { type Client, closeAgent } from '../support/http';
import { insertUpload } from './support/fixtures';
import { expectHiddenIn, type ObjectWorld, shape, startObjectWorld } from './support/objects';
import { daysAhead, type World } from './support/world';

/**
 * Issue 6.4, object-level access: the route table lets a role in; these check that a viewer
 * only reaches their own objects. Someone else's booking, timeline or client answers exactly
 * like one that does not exist (404, same body), and nothing is written.
 */
let world: World;
let viewers: ObjectWorld['viewers'];
let fx: ObjectWorld['fx'];
let bianca: ObjectWorld['bianca'];
let sienna: ObjectWorld['sienna'];
let biancaBooking: string;

beforeAll(async () => {
  ({ world, viewers, fx, bianca, sienna, biancaBooking } = await startObjectWorld('objects_staff'));
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

const expectHidden = (browser: Client, attempts: Array<Parameters<Client['send']>[0]>) =>
  expectHiddenIn(world, browser, attempts);

describe('staff powers (issue 13.7)', () => {
  it('nobody completes a booking or records it paid in full before it starts; nothing changes', async () => {
    const before = await world.fingerprint();
    for (const [browser, path] of [
      [sienna.browser, `/api/stylist/bookings/${biancaBooking}`],
      [viewers.admin, `/api/admin/bookings/${biancaBooking}`],
    ] as const) {
      for (const json of [
        { status: 'completed' },
        { status: 'completed', paymentStatus: 'completed' },
        { paymentStatus: 'completed' },
      ]) {
        const res = await browser.send({ method: 'PATCH', path, json });
        expect([path, json, res.status]).toEqual([path, json, 422]);
      }
    }
    expect(await world.fingerprint()).toEqual(before);
  });

  it('New Appointment for an email that has an account shows nothing of that account', async () => {
    const [account] = await world
      .db('users')
      .insert({
        email: `held.${randomUUID().slice(0, 8)}@security.test`,
        firstName: 'Hidden',
        lastName: 'Holder',
        phone: '360-555-0111',
        role: 'customer',
      })
      .returning(['id', 'email']);
    const res = await sienna.browser.send({
      method: 'POST',
      path: '/api/stylist/appointments',
      json: {
        clientName: 'Typed Name',
        clientEmail: account.email,
        makeupService: 'good',
        eventDate: daysAhead(88),
        eventTime: '15:00',
        serviceArea: 'puyallup',
      },
    });
    expect(res.status).toBe(201);
    for (const secret of ['Hidden', 'Holder', '360-555-0111', account.id])
      expect(res.text).not.toContain(secret);
    const list = await sienna.browser.get('/api/stylist/bookings');
    const clients = await sienna.browser.get('/api/stylist/clients');
    for (const secret of ['Hidden', 'Holder', '360-555-0111']) {
      expect(list.text).not.toContain(secret);
      expect(clients.text).not.toContain(secret);
    }
  });
});

describe('timelines of anonymous submissions need their tracking token', () => {
  it('contact messages and consultation requests: only the token holder and admins', async () => {
    const visitor = world.browser();
    const contact = await visitor.post('/api/contact', {
      name: 'Tess Visitor',
      email: 'tess@example.com',
      subject: 'Hello',
      message: 'A question about a wedding in June.',
    });
    const consultation = await visitor.post('/api/consultation-requests', {
      name: 'Tess Visitor',
      email: 'tess@example.com',
    });
    expect([contact.status, consultation.status]).toEqual([201, 201]);
    const submissions = [
      { type: 'contact-message', id: contact.json.id, token: contact.json.trackingToken },
      { type: 'consultation-request', id: consultation.json.id, token: consultation.json.trackingToken },
    ];
    for (const [i, s] of submissions.entries()) {
      const other = submissions[1 - i]!;
      const path = `/api/timelines/${s.type}/${s.id}`;
      for (const browser of [visitor, viewers.customer, viewers.stylist, bianca.browser]) {
        await expectHidden(browser, [
          { path },
          { path: `${path}?token=` },
          { path: `${path}?token=${randomUUID()}` },
          { path: `${path}?token=${other.token}` },
          { path: `${path}?token=${s.token.slice(0, -1)}` },
          { path: `${path}?token=${s.token}x` },
          { path: `/api/timelines/${other.type}/${s.id}?token=${s.token}` },
        ]);
      }
      expect((await visitor.get(`${path}?token=${s.token}&token=${s.token}`)).status).toBe(400);
      expect((await visitor.get(`${path}?token=${s.token}`)).status).toBe(200);
      expect((await viewers.admin.get(path)).status).toBe(200);
    }
  });

  it('reviews, applications and gallery images: admins only, whoever asks', async () => {
    const review = await world.browser().post('/api/testimonials', {
      customerName: 'Rita Reviewer',
      customerEmail: 'rita@example.com',
      serviceType: 'makeup',
      rating: 5,
      content: 'Wonderful work on my wedding day, thank you!',
    });
    expect(review.status).toBe(201);
    const resume = await insertUpload(world.db, 'resume', 'uploaded');
    const [application] = await world
      .db('stylist_applications')
      .insert({
        firstName: 'Ana',
        lastName: 'Applicant',
        email: 'ana@example.com',
        phone: '253-555-0100',
        specialties: 'makeup',
        experience: 'Ten years of bridal makeup.',
        resumeUploadId: resume.id,
      })
      .returning('id');
    for (const [type, id] of [
      ['testimonial', review.json.id],
      ['stylist-application', application.id],
      ['gallery-image', fx.galleryId],
    ] as const) {
      for (const browser of [world.browser(), viewers.customer, viewers.stylist]) {
        await expectHidden(browser, [{ path: `/api/timelines/${type}/${id}` }]);
      }
      expect((await viewers.admin.get(`/api/timelines/${type}/${id}`)).status).toBe(200);
    }
  });
});

describe('private files', () => {
  it('inspiration photos, resumes and private gallery images are not served to customers or stylists', async () => {
    const photo = await insertUpload(world.db, 'consultation-inspiration', 'processed');
    const resume = await insertUpload(world.db, 'resume', 'uploaded');
    const privateImage = await insertUpload(world.db, 'gallery', 'processed');
    await world.db('gallery_images').insert({
      title: 'Not yet public',
      imageUrl: privateImage.url,
      uploadId: privateImage.id,
      isPublic: false,
    });
    for (const file of [photo, resume, privateImage]) {
      expect(shape(await world.browser().get(file.url))).toEqual({
        status: 401,
        message: apiMessages.signInRequired,
      });
      await expectHidden(viewers.customer, [{ path: file.url }, { path: `${file.url}?w=480` }]);
      await expectHidden(viewers.stylist, [{ path: file.url }]);
    }
  });
});

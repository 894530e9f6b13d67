import { randomUUID } from 'node:crypto';
import type { CapturedEmail } from '../integration/support/smtp-capture';
import { type Client, closeAgent } from '../support/http';
import { scriptableMarkup } from './support/cases';
import { createFixtures, type Fixtures, insertUpload } from './support/fixtures';
import { expectCalendarSafe, expectSafeEmail, htmlIncludes, htmlPart, icsOf, RAW_TAGS } from './support/mail';
import { daysAhead, startWorld, type Viewer, type World } from './support/world';

/**
 * Issue 6.4, injection: SQL and HTML/script strings and any valid Unicode in otherwise valid
 * bodies are data. They are stored and echoed exactly as sent (JSON answers), never executed:
 * no table or role changes, and wherever the server renders HTML (the sign-in pages, the emails)
 * or iCalendar (the .ics files and feed) they arrive escaped.
 */
let world: World;
let viewers: Record<Viewer, Client>;
let fx: Fixtures;

beforeAll(async () => {
  world = await startWorld('injection_stored', { worker: true });
  viewers = await world.viewers();
  fx = await createFixtures(world, viewers);
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

describe('stored exactly, shown escaped', () => {
  it('a contact message with script, SQL and header-injection text: stored as sent, escaped in both emails', async () => {
    const email = `ivy.${randomUUID().slice(0, 8)}@example.com`;
    const marker = `marker-${randomUUID().slice(0, 8)}`;
    const message = {
      name: '<script>alert(1)</script> Zoë 💄',
      email,
      subject: "'; DROP TABLE users; -- \r\nBcc: attacker@evil.test",
      message: `"><img src=x onerror=alert(1)> مرحبا بالعروس\nSecond line & more ${marker}`,
    };
    const res = await world.browser().post('/api/contact', message);
    expect(res.status).toBe(201);
    const row = await world
      .db('contact_messages')
      .where({ id: res.json.id })
      .first('name', 'subject', 'message');
    expect(row).toEqual({ name: message.name, subject: message.subject, message: message.message });
    const listed = (await viewers.admin.get('/api/admin/contact-messages')).json.find(
      (m: { id: string }) => m.id === res.json.id,
    );
    expect(listed).toMatchObject({ name: message.name, subject: message.subject, message: message.message });
    expect(await world.db('users').count({ n: '*' }).first()).toEqual({ n: expect.any(Number) });

    const [acknowledgment] = await world.emailsTo(email);
    // The acknowledgment goes to an address anyone could type: it quotes none of the message (13.6).
    expectSafeEmail(acknowledgment!, []);
    expect(htmlPart(acknowledgment!.raw)).not.toContain(marker);
    const aboutIt = (m: CapturedEmail) => !m.to.includes(email) && htmlIncludes(m, marker);
    await world.smtp!.waitFor((all) => all.some(aboutIt), 45_000);
    for (const staff of world.smtp!.messages.filter(aboutIt)) {
      expectSafeEmail(staff, [
        '&lt;script&gt;alert(1)&lt;/script&gt;',
        '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;',
      ]);
      expect(staff.subject).not.toMatch(/[\r\n]/);
    }
  });

  it('a booking with script and iCalendar line injections: echoed exactly, escaped in the email and its .ics and in the feed', async () => {
    const marker = `marker-${randomUUID().slice(0, 8)}`;
    const notes = `${marker} <script>alert(1)</script>\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected event`;
    const location = "'; DROP TABLE bookings; --\nATTENDEE:mailto:attacker@evil.test";
    const created = await viewers.customer.post('/api/bookings', {
      makeupService: 'good',
      eventDate: daysAhead(80),
      eventTime: '15:00',
      serviceArea: 'puyallup',
      paymentMethod: 'venmo',
      paymentHandle: '@<b>handle</b>',
      specialNotes: notes,
      location,
    });
    expect(created.status).toBe(201);
    const id = created.json.booking.id as string;
    const read = await viewers.customer.get(`/api/bookings/${id}`);
    expect(read.json).toMatchObject({
      specialNotes: notes.trim(),
      location: location.trim(),
      paymentHandle: '@<b>handle</b>',
    });

    const toCustomer = (m: CapturedEmail) =>
      m.to.includes('customer@demo.bridalbeauty.test') && htmlIncludes(m, marker);
    await world.smtp!.waitFor(
      (all) => all.some(toCustomer) && all.some((m) => !toCustomer(m) && htmlIncludes(m, marker)),
    );
    const confirmation = world.smtp!.messages.find(toCustomer);
    expectSafeEmail(confirmation!, ['&lt;script&gt;alert(1)&lt;/script&gt;']);
    // The staff notification too.
    for (const staff of world.smtp!.messages.filter((m) => !toCustomer(m) && htmlIncludes(m, marker))) {
      expectSafeEmail(staff, ['&lt;script&gt;alert(1)&lt;/script&gt;']);
    }
    const ics = icsOf(confirmation!.raw);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expectCalendarSafe(ics!);
    expect(ics!.match(/^BEGIN:VEVENT\r?$/gm)).toHaveLength(1);

    const assign = await viewers.admin.send({
      method: 'PATCH',
      path: `/api/admin/bookings/${id}`,
      json: { stylistId: world.ids.stylist },
    });
    expect(assign.status).toBe(200);
    const feed = await world.browser().get(`/api/calendar/${fx.feedFile}`);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`booking-${id}@`);
    expectCalendarSafe(feed.text);
  });

  it('the sign-in pages escape whatever comes back into them', async () => {
    const visitor = world.browser();
    const pages = [
      await visitor.get(
        `/api/login?redirect=${encodeURIComponent('/book"><script>alert(1)</script>')}&data=${encodeURIComponent('{"specialNotes":"<script>alert(1)</script>"}')}`,
      ),
      await visitor.get(
        `/api/login?view=register&redirect=${encodeURIComponent("/x' onmouseover='alert(1)")}`,
      ),
      await visitor.send({
        method: 'POST',
        path: '/api/login',
        form: {
          email: '"><script>alert(1)</script>',
          password: 'x',
          redirect: '/"><img src=x onerror=alert(1)>',
        },
      }),
      await visitor.send({
        method: 'POST',
        path: '/api/login/register',
        form: {
          firstName: '<img src=x onerror=alert(1)>',
          lastName: '"><script>alert(1)</script>',
          email: 'a@b',
          password: 'short',
        },
      }),
      await visitor.send({
        method: 'POST',
        path: '/api/login/forgot',
        form: { email: '<script>alert(1)</script>' },
      }),
      await visitor.send({
        method: 'POST',
        path: '/api/login/reset',
        form: { token: '"><script>alert(1)</script>', password: 'short' },
      }),
      await visitor.get(`/api/login/reset?token=${encodeURIComponent('"><script>alert(1)</script>')}`),
    ];
    for (const page of pages) {
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).not.toMatch(RAW_TAGS);
      expect(scriptableMarkup(page.text)).toEqual([]);
    }
    // The booking draft carried through sign-in kept its text, escaped in the hidden field.
    expect(pages[0]!.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(pages[3]!.text).toContain('value="&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('a name with markup is escaped in the password reset email', async () => {
    const email = `mara.${randomUUID().slice(0, 8)}@example.com`;
    const visitor = world.browser();
    const registered = await visitor.send({
      method: 'POST',
      path: '/api/login/register',
      form: { firstName: '<b>Mara</b><script>alert(1)</script>', email, password: 'a-long-password-1' },
    });
    expect(registered.status).toBe(303);
    const forgot = await world.browser().send({ method: 'POST', path: '/api/login/forgot', form: { email } });
    expect(forgot.status).toBe(200);
    const [reset] = await world.emailsTo(email);
    expect(htmlPart(reset!.raw)).not.toMatch(RAW_TAGS);
  });

  it('reviews, gallery entries and client notes come back exactly as sent, as JSON', async () => {
    const content = "<script>alert(1)</script> Loved it! 💄 مرحبا '; DROP TABLE testimonials; --";
    const review = await world.browser().post('/api/testimonials', {
      customerName: '"><img src=x onerror=alert(1)>',
      customerEmail: 'rae@example.com',
      serviceType: 'makeup',
      rating: 5,
      content,
    });
    expect(review.status).toBe(201);
    const approve = await viewers.admin.send({
      method: 'PUT',
      path: `/api/admin/testimonials/${review.json.id}/status`,
      json: { status: 'approved', adminNotes: '<script>alert("admin")</script>' },
    });
    expect(approve.status).toBe(200);
    const published = await world.browser().get('/api/testimonials');
    expect(published.headers.get('content-type')).toMatch(/^application\/json/);
    expect(published.headers.get('x-content-type-options')).toBe('nosniff');
    expect(published.json.find((t: { id: string }) => t.id === review.json.id)).toMatchObject({
      customerName: '"><img src=x onerror=alert(1)>',
      content,
    });

    const upload = await insertUpload(world.db, 'gallery', 'processed');
    const title = '<script>alert(1)</script> Bridal glow';
    const created = await viewers.admin.post('/api/admin/gallery', {
      title,
      imageUrl: upload.url,
      tags: ['<b>tag</b>', "' OR 1=1 --"],
      isPublic: true,
    });
    expect(created.status).toBe(201);
    const gallery = await world.browser().get('/api/gallery');
    expect(gallery.json.find((g: { id: string }) => g.id === created.json.id)).toMatchObject({
      title,
      tags: ['<b>tag</b>', "' OR 1=1 --"],
    });

    const notes = {
      allergies: "<script>alert(1)</script>'; DELETE FROM client_notes; --",
      generalNotes: 'שלום 💄',
    };
    const saved = await viewers.stylist.send({
      method: 'PUT',
      path: `/api/stylist/clients/${world.ids.customer}/notes`,
      json: notes,
    });
    expect(saved.status).toBe(200);
    expect(
      (await viewers.stylist.get(`/api/stylist/clients/${world.ids.customer}/notes`)).json,
    ).toMatchObject(notes);
  });
});

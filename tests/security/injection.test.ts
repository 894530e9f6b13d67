import { randomUUID } from 'node:crypto';
import { validator } from '@beauty/domain/validation';
import type { CapturedEmail } from '../integration/support/smtp-capture';
import { type Client, closeAgent } from '../support/http';
import { answerProblem, baseBody, scriptableMarkup } from './support/cases';
import { createFixtures, type Fixtures, insertUpload } from './support/fixtures';
import { allowedViewers, fillPath, routeName, routeTable } from './support/routes';
import {
  allowedTypes,
  HTML_INJECTIONS,
  type Schema,
  SQL_INJECTIONS,
  VALID_UNICODE,
} from './support/schema-cases';
import { daysAhead, startWorld, VIEWERS, type Viewer, type World } from './support/world';

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
  world = await startWorld('injection', { worker: true });
  viewers = await world.viewers();
  fx = await createFixtures(world, viewers);
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

const RAW_TAGS = /<script>alert|<img src=x onerror/i;

/** The decoded text/html part of a MIME message. */
function htmlPart(raw: string): string {
  const match =
    /Content-Type: text\/html[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!match) throw new Error(`no HTML part in:\n${raw.slice(0, 500)}`);
  const [, headers = '', body = ''] = match;
  if (/quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The message's header block, unfolded. */
const headerBlock = (raw: string) => raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');

function expectSafeEmail(email: CapturedEmail, escaped: string[]) {
  const html = htmlPart(email.raw);
  expect(html).not.toMatch(RAW_TAGS);
  expect(scriptableMarkup(html)).toEqual([]);
  for (const text of escaped) expect(html).toContain(text);
  expect(email.to.every((address) => !address.includes('evil.test'))).toBe(true);
  expect(headerBlock(email.raw)).not.toMatch(/^(bcc|cc):/im);
}

/** Free-text properties of a schema: strings with no enum, format or constant (only a non-blank pattern). */
function freeTextProperties(schema: Schema): Array<[string, Schema]> {
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>).filter(([, s]) => {
    const branch = (s.anyOf as Schema[] | undefined)?.find((b) => b.type === 'string') ?? s;
    return (
      allowedTypes(s)?.has('string') &&
      !branch.enum &&
      !s.enum &&
      !branch.format &&
      branch.const === undefined &&
      (!branch.pattern || branch.pattern === '\\S')
    );
  });
}

describe('every free-text field of every route takes injection strings as plain data', () => {
  const routes = routeTable.filter(
    (r) => r.body && r.bodyType !== 'form' && freeTextProperties(r.body as Schema).length > 0,
  );
  const payloads = [...SQL_INJECTIONS, ...HTML_INJECTIONS.slice(0, 2), ...VALID_UNICODE.slice(0, 3)];

  it.each(routes.map((r) => [routeName(r), r] as const))('%s', async (_name, route) => {
    const validate = validator(route.body!);
    const viewer = allowedViewers(route, VIEWERS).at(-1)!;
    const roles = await world.db('users').orderBy('id').select('id', 'role');
    let sent = 0;
    for (const [key, property] of freeTextProperties(route.body as Schema)) {
      const branch = (property.anyOf as Schema[] | undefined)?.find((b) => b.type === 'string') ?? property;
      for (const payload of payloads) {
        const value = payload
          .padEnd(branch.minLength ?? 0, ' and more words')
          .slice(0, branch.maxLength ?? 10_000);
        const body = { ...baseBody(route), [key]: branch.type === 'array' ? [value] : value };
        if (!validate(body)) continue;
        const res = await viewers[viewer].send({
          method: route.method,
          path: fillPath(route.path, fx.paramsFor(route.path, viewer)),
          json: body,
        });
        sent++;
        expect([key, payload, answerProblem(res)]).toEqual([key, payload, null]);
        if (res.status < 300 && res.json) {
          // Echoed answers carry the text as JSON data, byte for byte where the field is echoed.
          expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        }
      }
    }
    expect(sent).toBeGreaterThan(0);
    expect(await world.db('users').orderBy('id').select('id', 'role')).toEqual(expect.arrayContaining(roles));
    // Every table is still there and readable.
    expect((await world.fingerprint()).size).toBeGreaterThan(20);
  });
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

function htmlIncludes(email: CapturedEmail, text: string) {
  try {
    return htmlPart(email.raw).includes(text);
  } catch {
    return false;
  }
}

/** The .ics attachment of a MIME message, decoded, or null. */
function icsOf(raw: string): string | null {
  const match =
    /Content-Type: text\/calendar[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)(?:\r?\n--)/i.exec(raw);
  if (!match) return null;
  const [, headers = '', body = ''] = match;
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(headers))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** One event per UID (none opened or closed by a user's text), and no line a user's text started. */
function expectCalendarSafe(ics: string) {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const events = lines.filter((l) => l.startsWith('UID:')).length;
  expect(events).toBeGreaterThan(0);
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(events);
  expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(events);
  expect(lines.some((l) => l.startsWith('SUMMARY:Injected'))).toBe(false);
  // The emailed files name the customer as ATTENDEE (iTIP); no line names the typed address.
  expect(lines.filter((l) => l.includes('attacker@evil.test') && !l.startsWith('LOCATION:'))).toEqual([]);
}

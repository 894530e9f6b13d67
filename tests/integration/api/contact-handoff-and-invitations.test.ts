import { seedCatalog } from '@beauty/api/db/seed';
import { apiMessages } from '@beauty/domain/messages';
import { signedInAs } from '../backoffice/staff-support';
import { futureDate } from '../bookings/booking-support';
import { type SubmissionsEnv, startSubmissionsEnv } from '../submissions/harness';
import { sentLink } from '../support/emailed-links';
import { addTeamStylist } from '../support/team';

/**
 * Issue 12, point 3: the landing form's name, email and phone reach the sign-in page and the
 * profile without riding in an address; a client a stylist booked in sets her password from an
 * emailed one-time link; registering with an email that has an account answers the same page
 * whatever the account, and the email tells her what to do.
 */
let s: SubmissionsEnv;
beforeAll(async () => {
  s = await startSubmissionsEnv('invitations', { worker: true });
  await seedCatalog(s.db);
  await addTeamStylist(s.db, { firstName: 'Teamlead' });
});
afterAll(() => s?.close());

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const html = (text: string) => text.replace(/'/g, '&#39;');

/** The set-password link of the newest email to `address` with `subject`. */
async function linkIn(address: string, subject: string): Promise<string> {
  await s.smtp.waitFor((all) => all.some((m) => m.to.includes(address) && m.subject === subject));
  const mail = s.smtp.messages.filter((m) => m.to.includes(address) && m.subject === subject).at(-1)!;
  return sentLink(s.db, mail, '/api/login/reset');
}

async function bookedInByStylist(clientEmail: string) {
  const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Sofia');
  const res = await stylist.client.post('/api/stylist/appointments', {
    clientName: 'Grace Kim Park',
    clientEmail,
    clientPhone: '253-555-0142',
    eventDate: futureDate(30 + Math.floor(Math.random() * 60)),
    eventTime: '11:00',
    serviceArea: 'puyallup',
    eventType: 'wedding',
    makeupService: 'best',
    paymentMethod: 'venmo',
    paymentHandle: '@grace',
  });
  expect(res.status).toBe(201);
  return res.json.booking.id as string;
}

const passwordHashOf = async (email: string) =>
  (await s.db('users').whereRaw('lower(email) = lower(?)', [email]).first('passwordHash')).passwordHash;

describe('the landing hand-off', () => {
  it('fills Create your account from a token, the same page whether the email has an account or not', async () => {
    const known = await signedInAs(s.api.url, s.db, 'customer', 'Known');
    const pageFor = async (email: string) => {
      const res = await s.client().post('/api/login/handoff', {
        name: 'Avery Lindqvist',
        email,
        phone: '(253) 555-0199',
      });
      expect(res.status).toBe(200);
      expect(res.json.handoff).toMatch(/^[\w-]{40,}$/);
      const page = await s
        .client()
        .get(`/api/login?view=register&redirect=/book&handoff=${encodeURIComponent(res.json.handoff)}`);
      expect(page.status).toBe(200);
      return page.text.replaceAll(email, 'EMAIL').replaceAll(res.json.handoff, 'TOKEN');
    };
    const fresh = await pageFor(unique('avery'));
    expect(fresh).toContain('Create your account');
    expect(fresh).toContain(
      'id="firstName" name="firstName" type="text" autocomplete="given-name" value="Avery"',
    );
    expect(fresh).toContain('value="Lindqvist"');
    expect(fresh).toContain('value="EMAIL"');
    expect(fresh).toContain('value="(253) 555-0199"');
    expect(fresh).toContain('name="handoff" value="TOKEN"');
    expect(fresh).toContain('Already have an account?');
    expect(await pageFor(known.email)).toBe(fresh);
    // No details in the addresses the page links to.
    expect(fresh).not.toMatch(/href="[^"]*(Avery|555-0199)/);
  });

  it('refuses a hand-off without a valid name and email, writing nothing', async () => {
    const before = await s.counts('login_handoffs');
    const res = await s.client().post('/api/login/handoff', { name: '', email: 'nope', phone: '1' });
    expect(res.status).toBe(400);
    expect(await s.counts('login_handoffs')).toEqual(before);
    // An unknown token opens the page empty.
    const page = await s.client().get('/api/login?view=register&handoff=not-a-real-token-aaaaaaaaaaaaaaaa');
    expect(page.text).toContain('Create your account');
    expect(page.text).not.toContain('name="handoff"');
  });

  it('a new account keeps the phone typed on the landing form', async () => {
    const email = unique('nora');
    const { json } = await s
      .client()
      .post('/api/login/handoff', { name: 'Nora Lee', email, phone: '253-555-0100' });
    const client = s.client();
    const res = await client.postForm('/api/login/register', {
      firstName: 'Nora',
      lastName: 'Lee',
      email,
      phone: '253-555-0100',
      password: 'a-long-password',
      redirect: '/book',
      handoff: json.handoff,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/book');
    expect((await client.get('/api/auth/user')).json).toMatchObject({
      firstName: 'Nora',
      lastName: 'Lee',
      phone: '253-555-0100',
    });
    expect(await s.db('login_handoffs').where({ email })).toEqual([]);
  });

  it('at sign-in, fills only the empty profile fields, and only for her own email', async () => {
    const me = await signedInAs(s.api.url, s.db, 'customer', 'Saved');
    await s.db('users').where({ id: me.id }).update({ lastName: null, phone: null });
    const signInWith = async (email: string, phone: string) => {
      const { json } = await s.client().post('/api/login/handoff', { name: 'Other Name', email, phone });
      const res = await s.client().postForm('/api/login', {
        email: me.email,
        password: 'a-long-enough-password',
        handoff: json.handoff,
      });
      expect(res.status).toBe(303);
      return s.db('users').where({ id: me.id }).first('firstName', 'lastName', 'phone');
    };
    // Someone else's details (another email) never write into her profile.
    expect(await signInWith(unique('stranger'), '111-111-1111')).toEqual({
      firstName: 'Saved',
      lastName: null,
      phone: null,
    });
    // Her own: the empty phone is filled; the saved first name stays, so the surname is not added to it.
    expect(await signInWith(me.email.toUpperCase(), '253-555-0123')).toEqual({
      firstName: 'Saved',
      lastName: null,
      phone: '253-555-0123',
    });
    expect((await signInWith(me.email, '999-999-9999')).phone).toBe('253-555-0123');
  });

  it('signed in already, the landing details fill her empty profile fields at once', async () => {
    const me = await signedInAs(s.api.url, s.db, 'customer', 'Riley');
    const res = await me.client.post('/api/login/handoff', {
      name: 'Someone Else',
      email: me.email,
      phone: '253-555-0177',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ handoff: null });
    expect(await s.db('users').where({ id: me.id }).first('firstName', 'lastName', 'phone')).toEqual({
      firstName: 'Riley',
      lastName: 'Client',
      phone: '253-555-0177',
    });
  });
});

describe('invitations to set a password', () => {
  it('a client a stylist booked in sets her password from the emailed link and sees her booking', async () => {
    const email = unique('grace');
    const bookingId = await bookedInByStylist(email);
    const token = await linkIn(email, 'Set your password');

    const form = await s.client().get(`/api/login/reset?token=${encodeURIComponent(token)}`);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Set your password');

    const set = await s.client().postForm('/api/login/reset', { token, password: 'graces-own-password' });
    expect(set.status).toBe(200);
    expect(set.text).toContain(html(apiMessages.passwordSet));
    expect(set.text).toContain(`value="${email}"`);
    expect(set.text).toContain('name="redirect" value="/bookings"');

    const client = s.client();
    const signIn = await client.postForm('/api/login', {
      email,
      password: 'graces-own-password',
      redirect: '/bookings',
    });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe('/bookings');
    const mine = await client.get('/api/bookings');
    expect(mine.json.map((b: { id: string }) => b.id)).toContain(bookingId);

    // Used once: the same link changes nothing.
    const hash = await passwordHashOf(email);
    const again = await s
      .client()
      .postForm('/api/login/reset', { token, password: 'someone-elses-password' });
    expect(again.status).toBe(422);
    expect(await passwordHashOf(email)).toBe(hash);
    expect((await s.client().get(`/api/login/reset?token=${encodeURIComponent(token)}`)).status).toBe(410);
  });

  it('an expired invitation is refused with a clear page and sets nothing', async () => {
    const email = unique('late');
    await bookedInByStylist(email);
    const token = await linkIn(email, 'Set your password');
    const user = await s.db('users').where({ email }).first('id');
    await s
      .db('password_reset_tokens')
      .where({ userId: user.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });

    const form = await s.client().get(`/api/login/reset?token=${encodeURIComponent(token)}`);
    expect(form.status).toBe(410);
    expect(form.text).toContain(html(apiMessages.inviteInvalid));
    const set = await s.client().postForm('/api/login/reset', { token, password: 'too-late-password' });
    expect(set.status).toBe(422);
    expect(await passwordHashOf(email)).toBeNull();
    expect(await s.db('sessions').where({ userId: user.id })).toEqual([]);
  });

  it('registering with an invited or a password account answers the same page; the email differs', async () => {
    const invited = unique('invited');
    await bookedInByStylist(invited);
    await linkIn(invited, 'Set your password');
    const member = await signedInAs(s.api.url, s.db, 'customer', 'Member');
    const memberHash = await passwordHashOf(member.email);

    const register = async (email: string) => {
      const client = s.client();
      const res = await client.postForm('/api/login/register', {
        firstName: 'Grace',
        email,
        password: 'attempted-password',
        redirect: '/book',
      });
      expect(res.status).toBe(200);
      expect(
        res.setCookies.filter((c) => c.startsWith('sid=') && !/expires=Thu, 01 Jan 1970/i.test(c)),
      ).toEqual([]);
      expect((await client.get('/api/auth/user')).status).toBe(401);
      return res.text.replaceAll(email, 'EMAIL');
    };
    const invitedPage = await register(invited);
    expect(invitedPage).toContain(html(apiMessages.registrationEmailed('EMAIL')));
    expect(invitedPage).not.toContain(apiMessages.emailTaken);
    expect(await register(member.email)).toBe(invitedPage);

    // The invited client gets a second link, which works; the member is told she has an account.
    await s.smtp.waitFor(
      (all) => all.filter((m) => m.to.includes(invited) && m.subject === 'Set your password').length === 2,
    );
    const token = await linkIn(invited, 'Set your password');
    expect((await s.client().postForm('/api/login/reset', { token, password: 'now-it-is-set' })).status).toBe(
      200,
    );
    const [told] = await s.emailsTo(member.email, 'You already have one');
    expect(told!.subject).toBe('You already have an account');
    // Nothing changed for either: the attempted password signs neither in.
    expect(await passwordHashOf(member.email)).toBe(memberHash);
    for (const email of [invited, member.email]) {
      expect(
        (await s.client().postForm('/api/login', { email, password: 'attempted-password' })).status,
      ).toBe(401);
    }
  });
});

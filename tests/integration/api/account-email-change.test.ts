import { accountMessages } from '@beauty/domain/account-messages';
import { apiMessages } from '@beauty/domain/messages';
import { signedInAs } from '../backoffice/staff-support';
import { futureDate } from '../bookings/booking-support';
import {
  expectStoredNowhere,
  html,
  linkIn,
  register,
  s,
  unique,
  useAccountLinks,
} from './account-links-support';

useAccountLinks('account_email_change');

describe('changing the email', () => {
  it('changes only when the new address opens its link; the old address is told; every other link is used up', async () => {
    const me = await signedInAs(s.api.url, s.db, 'customer', 'Mara');
    expect((await s.client().postForm('/api/login/forgot', { email: me.email })).status).toBe(200);
    const reset = await linkIn(me.email, 'Reset your password', '/api/login/reset');

    const fresh = unique('mara.new');
    const saved = await me.client.request('PUT', '/api/account/profile', {
      json: { firstName: 'Mara', lastName: 'Client', email: fresh, phone: '' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ email: me.email, pendingEmail: fresh });
    expect((await s.db('users').where({ id: me.id }).first('email')).email).toBe(me.email);

    const token = await linkIn(fresh, 'Confirm your new email', '/api/login/verify');
    await expectStoredNowhere(token);
    const page = await s.client().get(`/api/login/verify?token=${encodeURIComponent(token)}`);
    expect(page.text).toContain(html(apiMessages.confirmNewEmailIntro(fresh)));
    const done = await s.client().postForm('/api/login/verify', { token });
    expect(done.status).toBe(200);
    expect(done.text).toContain(html(apiMessages.emailChanged(fresh)));
    expect(done.text).toContain('<a class="button-link" href="/account">Back to Account Settings</a>');
    expect((await s.db('users').where({ id: me.id }).first('email')).email).toBe(fresh);
    expect((await me.client.get('/api/auth/user')).json).toMatchObject({ email: fresh, pendingEmail: null });

    const [notice] = await s.emailsTo(me.email, fresh);
    expect(notice!.subject).toBe('Your email was changed');
    // The reset link sent to the old address no longer works.
    expect(
      (await s.client().postForm('/api/login/reset', { token: reset, password: 'taken-over-password' }))
        .status,
    ).toBe(422);
  });

  it('refuses the change when another account took the address meanwhile', async () => {
    const me = await signedInAs(s.api.url, s.db, 'customer', 'Lena');
    const wanted = unique('lena.new');
    expect(
      (
        await me.client.request('PUT', '/api/account/profile', {
          json: { firstName: 'Lena', lastName: 'Client', email: wanted, phone: '' },
        })
      ).status,
    ).toBe(200);
    const token = await linkIn(wanted, 'Confirm your new email', '/api/login/verify');
    await register(wanted, 'Other');
    const refused = await s.client().postForm('/api/login/verify', { token });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(accountMessages.emailTaken);
    expect((await s.db('users').where({ id: me.id }).first('email')).email).toBe(me.email);
  });
});

describe("a stylist's New Appointment for an unconfirmed account", () => {
  it('does not hand the booking to whoever registered the address: the address is invited instead', async () => {
    const victim = unique('grace');
    const squatter = await register(victim, 'Squatter');
    const stylist = await signedInAs(s.api.url, s.db, 'stylist', 'Sofia');
    const appointment = (clientEmail: string) => ({
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
    const res = await stylist.client.post('/api/stylist/appointments', appointment(victim));
    expect(res.status).toBe(201);
    const fresh = await stylist.client.post('/api/stylist/appointments', appointment(unique('new.client')));
    // The answer is the same whether the account existed or not.
    expect(Object.keys(res.json).sort()).toEqual(Object.keys(fresh.json).sort());
    expect(res.json.message).toBe(fresh.json.message);

    // Whoever registered the address is out: session ended, password gone, details replaced.
    expect((await squatter.get('/api/auth/user')).status).toBe(401);
    expect(
      (await s.client().postForm('/api/login', { email: victim, password: 'a-long-enough-password' })).status,
    ).toBe(401);
    expect(await s.db('users').where({ email: victim }).first('passwordHash', 'firstName')).toEqual({
      passwordHash: null,
      firstName: 'Grace',
    });
    // The sign-up's confirmation link no longer works either.
    const confirm = await linkIn(victim, 'Confirm your email', '/api/login/verify');
    expect((await s.client().postForm('/api/login/verify', { token: confirm })).status).toBe(422);

    // The owner of the address sets a password from the invitation, which confirms it, and sees the booking.
    const invite = await linkIn(victim, 'Set your password', '/api/login/reset');
    expect(
      (await s.client().postForm('/api/login/reset', { token: invite, password: 'graces-password' })).status,
    ).toBe(200);
    const grace = s.client();
    expect((await grace.postForm('/api/login', { email: victim, password: 'graces-password' })).status).toBe(
      303,
    );
    expect((await grace.get('/api/auth/user')).json.emailConfirmed).toBe(true);
    const mine = await grace.get('/api/bookings');
    expect(mine.json.map((b: { id: string }) => b.id)).toContain(res.json.booking.id);
  });
});

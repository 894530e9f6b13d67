import { signInPageMessages } from '@beauty/domain/account-messages';
import { apiMessages } from '@beauty/domain/messages';
import { type Answer, closeAgent } from '../support/http';
import { startWorld, type World } from './support/world';

/**
 * Issue 13.2: the sign-in forms are server-rendered pages, so every refusal of one (a body too
 * large or with too many fields, a wrong content type, a cross-origin post, invalid fields) is
 * that form's own page with a message, never raw JSON, also when refused before routing. The
 * JSON routes beside them keep their JSON answers. (The route walks in bad-input and
 * cross-origin check every case on every form; this file checks the words and the views.)
 */
let world: World;

beforeAll(async () => {
  world = await startWorld('sign_in_refusals');
}, 120_000);

afterAll(async () => {
  await world?.close();
  closeAgent();
});

const FORMS = [
  ['/api/login', { email: 'bride@example.test', password: 'a-password-2026' }],
  ['/api/login/register', { firstName: 'Ava', email: 'bride@example.test', password: 'a-password-2026' }],
  ['/api/login/forgot', { email: 'bride@example.test' }],
  ['/api/login/reset', { token: 'a'.repeat(43), password: 'a-password-2026' }],
] as const;

const manyFields = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`f${i}`, 'x']));

/** The page of the form posted to `path`, with `message` in its banner. */
function expectPage(res: Answer, path: string, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.text).toContain(`<form method="post" action="${path}"`);
  const banner = /<div class="banner banner-error" role="alert">([^<]*)<\/div>/.exec(res.text)?.[1];
  expect(banner?.replace(/&#39;/g, "'")).toBe(message);
}

describe('every refusal of a sign-in form is its own page', () => {
  it.each(FORMS)('%s', async (path, fields) => {
    const browser = world.browser();
    const mark = await world.writeMark();
    const accept = { accept: 'text/html,application/xhtml+xml' };

    const tooLarge = await browser.send({
      method: 'POST',
      path,
      form: { ...fields, notes: 'x'.repeat(64 * 1024) },
      headers: accept,
    });
    expectPage(tooLarge, path, 413, signInPageMessages.tooLarge);

    const tooMany = await browser.send({
      method: 'POST',
      path,
      form: { ...fields, ...manyFields },
      headers: accept,
    });
    expectPage(tooMany, path, 400, signInPageMessages.unreadable);

    const asJson = await browser.send({ method: 'POST', path, json: fields, headers: accept });
    expectPage(asJson, path, 415, signInPageMessages.unreadable);

    const crossSite = await world
      .browser('https://evil.example')
      .send({ method: 'POST', path, form: fields, headers: accept });
    expectPage(crossSite, path, 403, signInPageMessages.crossSite);

    expect(await world.writesSince(mark)).toEqual([]);
  });

  it('a refused sign-in keeps what she typed and where she was going', async () => {
    const res = await world.browser().send({
      method: 'POST',
      path: '/api/login',
      form: {
        email: 'bride@example.test',
        password: 'a-password-2026',
        redirect: '/book',
        data: '{"a":1}',
        ...manyFields,
      },
    });
    expectPage(res, '/api/login', 400, signInPageMessages.unreadable);
    expect(res.text).toContain('value="bride@example.test"');
    expect(res.text).toContain('name="redirect" value="/book"');
    expect(res.text).not.toContain('a-password-2026');
  });

  it('the JSON routes beside them keep JSON refusals', async () => {
    const handoff = await world.browser('https://evil.example').send({
      method: 'POST',
      path: '/api/login/handoff',
      json: { firstName: 'Ava', email: 'bride@example.test' },
    });
    expect(handoff.status).toBe(403);
    expect(handoff.json?.message).toBe(apiMessages.crossOrigin);
    const contact = await world.browser().send({ method: 'POST', path: '/api/contact', json: manyFields });
    expect(contact.status).toBe(400);
    expect(contact.json?.message).toBe('This request has too many fields.');
  });
});

import { landingTarget, safeData, safeRedirect } from './redirect';

const site = new URL('http://localhost:3000');

describe('safeRedirect', () => {
  it.each([
    ['/book', '/book'],
    ['/book?x=1#top', '/book?x=1#top'],
    ['https://evil.example/book', '/'],
    ['//evil.example/book', '/'],
    ['/\\evil.example', '/'],
    // Resolves to the path '//evil.example', another site to a browser.
    ['/x/..//evil.example', '/'],
    ['/a/../book', '/book'],
    ['javascript:alert(1)', '/'],
    ['book', '/'],
    ['', '/'],
    [undefined, '/'],
    ['/api/login?redirect=/x', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input, site)).toBe(expected);
  });
});

describe('landingTarget', () => {
  it('keeps valid booking selections as the data parameter', () => {
    const data = JSON.stringify({ makeupService: 'better', addOns: ['lashes'], eventDate: '2030-06-01' });
    const target = landingTarget('/book', data, site);
    expect(target.startsWith('/book?data=')).toBe(true);
    expect(JSON.parse(new URL(target, site).searchParams.get('data')!)).toEqual(JSON.parse(data));
  });
  it('drops data that is not a booking draft', () => {
    expect(landingTarget('/book', '{"isAdmin":true}', site)).toBe('/book');
    expect(landingTarget('/book', 'not json', site)).toBe('/book');
    expect(safeData('x'.repeat(9000))).toBeNull();
  });
});

import { matchesContentType, normalizeContentType } from './content-sniff';

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('matchesContentType (magic bytes)', () => {
  const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
  const png = bytes(0x89, 'PNG\r\n\x1a\n', 0, 0, 0, 13);
  const webp = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
  const avif = bytes(0, 0, 0, 0x1c, 'ftypavif');
  const pdf = bytes('%PDF-1.7\n%');

  it.each([
    ['image/jpeg', jpeg],
    ['image/png', png],
    ['image/webp', webp],
    ['image/avif', avif],
    ['application/pdf', pdf],
  ])('accepts a real %s', (type, head) => {
    expect(matchesContentType(type, head)).toBe(true);
  });

  it('refuses bytes of another type, text, HTML and truncated signatures', () => {
    expect(matchesContentType('image/png', jpeg)).toBe(false);
    expect(matchesContentType('image/jpeg', png)).toBe(false);
    expect(matchesContentType('application/pdf', bytes('<!doctype html><html>'))).toBe(false);
    expect(matchesContentType('application/pdf', bytes(' %PDF-1.7'))).toBe(false);
    expect(matchesContentType('image/png', bytes('just text here'))).toBe(false);
    expect(matchesContentType('image/webp', bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe(false);
    expect(matchesContentType('image/jpeg', bytes(0xff, 0xd8))).toBe(false);
    expect(matchesContentType('image/jpeg', Buffer.alloc(0))).toBe(false);
  });

  it('knows no signature for types uploads may not declare', () => {
    expect(matchesContentType('image/svg+xml', bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe(
      false,
    );
    expect(matchesContentType('text/html', bytes('<html>'))).toBe(false);
  });
});

describe('normalizeContentType', () => {
  it('drops parameters and case', () => {
    expect(normalizeContentType('Image/PNG; charset=binary')).toBe('image/png');
    expect(normalizeContentType('application/pdf')).toBe('application/pdf');
    expect(normalizeContentType('')).toBeNull();
    expect(normalizeContentType(undefined)).toBeNull();
  });
});

import { etagOf, matchesIfNoneMatch, pickVariant } from './stored-files';
import { uploadIdFromUrl } from './uploads.service';

const id = '6f1c2b8e-5d4a-4c3b-9a1e-2f3d4c5b6a7e';

describe('uploadIdFromUrl', () => {
  it('reads our stable image addresses, relative or on our origin', () => {
    expect(uploadIdFromUrl(`/api/images/${id}`)).toBe(id);
    expect(uploadIdFromUrl(`/api/images/${id.toUpperCase()}`)).toBe(id);
    expect(uploadIdFromUrl(`https://bride.example/api/images/${id}`, new URL('https://bride.example'))).toBe(
      id,
    );
  });

  it('refuses anything else', () => {
    for (const url of [
      `https://evil.example/api/images/${id}`,
      `/api/images/${id}?w=480`,
      `/api/images/${id}/../x`,
      '/api/images/not-a-uuid',
      `/api/uploads/${id}`,
      `//evil.example/api/images/${id}`,
      '',
    ]) {
      expect([url, uploadIdFromUrl(url, new URL('https://bride.example'))]).toEqual([url, null]);
    }
  });
});

describe('pickVariant', () => {
  const variants = [{ width: 960 }, { width: 480 }, { width: 1600 }];
  it('picks the widest not wider than asked, else the narrowest', () => {
    expect(pickVariant(variants, 1600)).toEqual({ width: 1600 });
    expect(pickVariant(variants, 1200)).toEqual({ width: 960 });
    expect(pickVariant(variants, 480)).toEqual({ width: 480 });
    expect(pickVariant(variants, 100)).toEqual({ width: 480 });
    expect(pickVariant(variants, 99_999)).toEqual({ width: 1600 });
    expect(pickVariant([], 480)).toBeUndefined();
  });
});

describe('ETags', () => {
  it('are strong, and change with the key or the size', () => {
    const tag = etagOf('variants/x/480.webp', 1234);
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(etagOf('variants/x/480.webp', 1234)).toBe(tag);
    expect(etagOf('variants/x/480.webp', 1235)).not.toBe(tag);
    expect(etagOf('variants/x/960.webp', 1234)).not.toBe(tag);
  });

  it('match If-None-Match lists, weak forms and *', () => {
    const tag = '"abc"';
    expect(matchesIfNoneMatch('"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', tag)).toBe(false);
    expect(matchesIfNoneMatch('', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });
});

import { ifNoneMatchHolds } from './if-none-match';

describe('ifNoneMatchHolds', () => {
  const etag = '"abc123"';
  it('holds for the same ETag, weak or strong, alone or in a list, and for *', () => {
    expect(ifNoneMatchHolds('"abc123"', etag)).toBe(true);
    expect(ifNoneMatchHolds('W/"abc123"', etag)).toBe(true);
    expect(ifNoneMatchHolds('"old", "abc123"', etag)).toBe(true);
    expect(ifNoneMatchHolds('*', etag)).toBe(true);
  });
  it('does not hold for another ETag, none, or a bare token', () => {
    expect(ifNoneMatchHolds('"abc124"', etag)).toBe(false);
    expect(ifNoneMatchHolds(undefined, etag)).toBe(false);
    expect(ifNoneMatchHolds('', etag)).toBe(false);
    expect(ifNoneMatchHolds('abc123', etag)).toBe(false);
  });
});

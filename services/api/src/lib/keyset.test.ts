import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors';
import { pageLimit, pageOf, parseTimeCursor, printTimeCursor } from './keyset';

const ID = '0656620e-db5e-47c8-81b6-35d5b5f85c20';

describe('keyset paging', () => {
  it('prints a cursor and reads it back, to the microsecond', () => {
    const cursor = { at: '2026-11-26T02:23:08.175995Z', id: ID };
    expect(printTimeCursor(cursor)).toBe(`2026-11-26T02:23:08.175995Z.${ID}`);
    expect(parseTimeCursor(printTimeCursor(cursor))).toEqual(cursor);
    expect(parseTimeCursor(`2026-11-26T02:23:08.175995Z.${ID.toUpperCase()}`)).toEqual(cursor);
    expect(parseTimeCursor(undefined)).toBeNull();
  });

  it.each([
    '',
    'yesterday',
    `2026-11-26T02:23:08.175Z.${ID}`,
    `2026-02-30T02:23:08.175995Z.${ID}`,
    `2026-11-26T25:23:08.175995Z.${ID}`,
    `2026-11-26T02:23:08.175995Z.not-an-id`,
    `2026-11-26T02:23:08.175995Z.${ID}x`,
    ['a', 'b'],
  ])('refuses %p with a 400 about before', (raw) => {
    expect(() => parseTimeCursor(raw)).toThrow(AppError);
    try {
      parseTimeCursor(raw);
    } catch (error) {
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).errors).toEqual([
        { field: 'before', message: expect.stringContaining('before') },
      ]);
    }
  });

  it('reads a limit within bounds, else the default', () => {
    expect(pageLimit(undefined, 20, 50)).toBe(20);
    expect(pageLimit('5', 20, 50)).toBe(5);
    expect(pageLimit('50', 20, 50)).toBe(50);
    expect(pageLimit('500', 20, 50)).toBe(50);
    expect(pageLimit('0', 20, 50)).toBe(1);
    expect(pageLimit(['5'], 20, 50)).toBe(20);
  });

  it('cuts the extra row read and gives the last row cursor only when more follow', () => {
    const rows = [1, 2, 3].map((n) => ({ n, at: `2026-01-0${n}T00:00:00.000000Z`, id: ID }));
    const cursorOf = (row: (typeof rows)[number]) => ({ at: row.at, id: row.id });
    expect(pageOf(rows, 2, cursorOf)).toEqual({
      rows: rows.slice(0, 2),
      nextCursor: `2026-01-02T00:00:00.000000Z.${ID}`,
    });
    expect(pageOf(rows, 3, cursorOf)).toEqual({ rows, nextCursor: null });
    expect(pageOf([], 3, cursorOf)).toEqual({ rows: [], nextCursor: null });
  });
});

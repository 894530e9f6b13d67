import { describe, expect, it } from '@jest/globals';
import { AppError } from '../../errors';
import { parseModerationCursor } from './moderation-paging';

const id = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('the cursor of a moderation list page', () => {
  it('reads the group, the instant to the microsecond and the id', () => {
    expect(parseModerationCursor(`handled.2026-03-14T10:00:00.123456Z.${id.toUpperCase()}`)).toEqual({
      group: 'handled',
      at: '2026-03-14T10:00:00.123456Z',
      id,
    });
    expect(parseModerationCursor(`awaiting.2024-02-29T23:59:59.000001Z.${id}`)?.group).toBe('awaiting');
  });

  it('is absent on the first page', () => {
    expect(parseModerationCursor(undefined)).toBeNull();
  });

  it.each([
    '',
    'nope',
    `later.2026-03-14T10:00:00.123456Z.${id}`,
    `handled.2026-03-14T10:00:00.123Z.${id}`,
    `handled.2026-02-30T10:00:00.000000Z.${id}`,
    `handled.2025-02-29T10:00:00.000000Z.${id}`,
    `handled.2026-03-14T24:00:00.000000Z.${id}`,
    `handled.2026-03-14T10:00:00.000000Z.${id}.extra`,
    ['a', 'b'],
  ])('refuses %p with a 400 naming before', (raw) => {
    let error: unknown;
    try {
      parseModerationCursor(raw);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).errors).toEqual([
      { field: 'before', message: expect.stringContaining('Next-Cursor') },
    ]);
  });
});

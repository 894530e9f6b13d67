import { cursorOf, parsePastCursor } from './booking-cursor';

describe('booking cursors', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('reads back what cursorOf wrote, and nothing for no cursor', () => {
    expect(parsePastCursor(cursorOf({ eventDate: '2026-03-14', eventTime: '10:00', id }))).toEqual({
      eventDate: '2026-03-14',
      eventTime: '10:00',
      id,
    });
    expect(parsePastCursor(undefined)).toBeNull();
    expect(parsePastCursor(`2026-03-14.10:00.${id.toUpperCase()}`, 'after')?.id).toBe(id);
  });
  it('refuses anything else with a 400 naming the parameter', () => {
    for (const bad of [
      '',
      'x',
      `2026-02-30.10:00.${id}`,
      `2026-03-14.10.${id}`,
      ['a', 'b'],
      `2026-03-14.10:00.${id}x`,
    ]) {
      expect(() => parsePastCursor(bad)).toThrow(/'before' must be the nextCursor/);
      expect(() => parsePastCursor(bad, 'after')).toThrow(/'after' must be the laterCursor/);
    }
  });
});

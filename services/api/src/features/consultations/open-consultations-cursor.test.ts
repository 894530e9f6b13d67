import { openConsultationCursorOf, parseOpenConsultationCursor } from './open-consultations-cursor';

describe('open consultation cursors', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('reads back what was written, to schedule (no date) or scheduled', () => {
    for (const cursor of [
      { scheduledDate: null, scheduledTime: null, createdMicros: '1764145800123456', id },
      { scheduledDate: '2026-12-05', scheduledTime: '10:00', createdMicros: '1', id },
    ])
      expect(parseOpenConsultationCursor(openConsultationCursorOf(cursor))).toEqual(cursor);
    expect(parseOpenConsultationCursor(undefined)).toBeNull();
  });
  it('refuses anything else with a 400', () => {
    for (const bad of [
      '',
      `-.10:00.1.${id}`,
      `2026-12-05.-.1.${id}`,
      `2026-02-30.10:00.1.${id}`,
      `-.-.12345678901234567.${id}`,
      `-.-.1.${id}' or 1=1`,
      ['-.-.1', 'x'],
    ])
      expect(() => parseOpenConsultationCursor(bad)).toThrow(/'after' must be the nextCursor/);
  });
});

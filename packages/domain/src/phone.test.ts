import { formatPhone } from './phone';

describe('formatPhone', () => {
  it.each(['2535550142', '253.555.0142', '253-555-0142', '+1 253 555 0142', '1 (253) 555-0142'])(
    'reads %s as (253) 555-0142',
    (typed) => {
      expect(formatPhone(typed)).toBe('(253) 555-0142');
    },
  );

  it.each(['555-0142', '+44 20 7946 0958', '+45 12 34 56 78', '253-555-0142 ext 4', '  0142  '])(
    'leaves %s as typed (trimmed): not a ten-digit North American number',
    (typed) => {
      expect(formatPhone(typed)).toBe(typed.trim());
    },
  );
});

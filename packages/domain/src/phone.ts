/**
 * A North American number as people read it, '(253) 555-0142', whichever way it was typed
 * ('2535550142', '253.555.0142', '+1 253 555 0142'); anything else stays as typed.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // With a country code ('+', or eleven digits), only +1 is North American.
  const withCode = phone.includes('+') || digits.length === 11;
  const number = withCode ? (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : '') : digits;
  if (number.length !== 10 || /[^\d\s().+-]/.test(phone)) return phone.trim();
  return `(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`;
}

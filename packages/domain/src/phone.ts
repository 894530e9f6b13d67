/**
 * A North American number as people read it, '(253) 555-0142', whichever way it was typed
 * ('2535550142', '253.555.0142', '+1 253 555 0142'); anything else stays as typed.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10 || /[^\d\s().+-]/.test(phone)) return phone.trim();
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

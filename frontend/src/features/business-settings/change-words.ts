/** How the history reads a recorded change: 'Venmo handle: @Old → @New'. */

const FIELD_LABELS: Record<string, string> = {
  businessName: 'Business name',
  phone: 'Phone',
  contactEmails: 'Contact emails',
  'paymentHandles.cashapp': 'Cash App $cashtag',
  'paymentHandles.venmo': 'Venmo username',
  'paymentHandles.applepay': 'Apple Pay phone or email',
  'depositPercents.bridal': 'Bridal deposit (%)',
  'depositPercents.standard': 'Appointment deposit (%)',
  cancellationHours: 'Cancellation window (hours)',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
};

const AREA_FIELDS: Record<string, string> = {
  name: 'name',
  travelMinutes: 'travel minutes',
  travelFeeCents: 'travel fee (cents)',
  quoted: 'fee quoted',
  active: 'offered',
};

export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const social = /^socialLinks\.(\w+)$/.exec(field);
  if (social) return `${social[1]![0]!.toUpperCase()}${social[1]!.slice(1)} link`;
  const area = /^serviceAreas\.([^.]+)(?:\.(\w+))?$/.exec(field);
  if (area) return area[2] ? `Area ${area[1]}: ${AREA_FIELDS[area[2]] ?? area[2]}` : `Area ${area[1]}`;
  return field;
}

function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return 'added';
  return String(value);
}

export function changeLine(change: { field: string; from: unknown; to: unknown }): string {
  return `${fieldLabel(change.field)}: ${valueText(change.from)} → ${valueText(change.to)}`;
}

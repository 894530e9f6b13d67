/**
 * The stylist application's answers: the fields in the order they are checked and focused, and
 * what is sent (trimmed, the portfolio made an address, empty optional answers left out).
 */
import type { SPECIALTIES } from '@beauty/domain/catalog';
import type { StylistApplicationInput } from '@beauty/domain/schemas/stylist-application';

export type Specialty = (typeof SPECIALTIES)[number];
export type ApplicationField = keyof StylistApplicationInput;
export type ApplicationValues = Record<Exclude<ApplicationField, 'specialties'>, string> & {
  specialties: Specialty | '';
};

export const EMPTY_APPLICATION: ApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  specialties: '',
  experience: '',
  portfolio: '',
  resumeUrl: '',
  additionalInfo: '',
};
export const FIELD_ORDER: readonly ApplicationField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'specialties',
  'experience',
  'portfolio',
  'resumeUrl',
  'additionalInfo',
];

export const fieldId = (field: ApplicationField) => `application-${field}`;
export const specialtyId = (specialty: Specialty) => `application-specialties-${specialty}`;

/** 'instagram.com/you' becomes 'https://instagram.com/you'; anything else is sent as typed. */
function portfolioUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return /^[^\s/]+\.[^\s/]{2,}(?:\/\S*)?$/.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** What is sent: trimmed text, no empty optional fields. Unchosen specialties stay '' to be reported. */
export function toInput(values: ApplicationValues): Record<string, string> {
  const input: Record<string, string> = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    specialties: values.specialties,
    experience: values.experience.trim(),
    resumeUrl: values.resumeUrl,
  };
  const portfolio = portfolioUrl(values.portfolio);
  if (portfolio) input.portfolio = portfolio;
  const additionalInfo = values.additionalInfo.trim();
  if (additionalInfo) input.additionalInfo = additionalInfo;
  return input;
}

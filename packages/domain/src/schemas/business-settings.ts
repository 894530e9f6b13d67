import { type Static, Type } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { fieldMessages } from '../messages';
import { formatDollars } from '../pricing';
import { SERVICE_AREA_ID } from '../service-areas';
import { email, requiredText, strictObject } from './fields';

/**
 * Business Settings (admin, /admin/business): what the owner changes without a release. Every
 * field is required, so a PUT states the whole document and an absent field is an error, not
 * a silent reset. Empty text means "none" (no phone, a payment method not offered, no link).
 */

export const SETTINGS_LIMITS = {
  legalText: 20_000,
  serviceAreas: 30,
  /** A service area's name. */
  areaName: 80,
  /** Travel time one way to a service area, in minutes. */
  travelMinutes: 240,
  travelFeeCents: 100_000,
  cancellationHours: 336,
} as const;

/** The characters after the $ of a Cash App cashtag and the @ of a Venmo username (the apps' own rules). */
const HANDLE_LENGTHS = { cashapp: { min: 1, max: 20 }, venmo: { min: 5, max: 30 } } as const;

/** A handle: its sign (as a pattern), then letters, digits, - or _ within the app's lengths. */
function handlePattern(sign: string, { min, max }: { min: number; max: number }): string {
  return `${sign}[A-Za-z0-9_-]{${min},${max}}`;
}

export const businessSettingsMessages = {
  businessName: 'Business name is required',
  phone: fieldMessages.phone,
  contactEmail: fieldMessages.email,
  cashapp: `A Cash App $cashtag starts with $ and has ${HANDLE_LENGTHS.cashapp.min}-${HANDLE_LENGTHS.cashapp.max} letters, digits, - or _ (or leave it empty)`,
  venmo: `A Venmo username starts with @ and has ${HANDLE_LENGTHS.venmo.min}-${HANDLE_LENGTHS.venmo.max} letters, digits, - or _ (or leave it empty)`,
  applepay: 'Apple Pay needs the phone number or email address that receives payments (or leave it empty)',
  depositPercent: 'A deposit is a whole percentage from 0 to 100',
  cancellationHours: `The cancellation window is a whole number of hours from 0 to ${SETTINGS_LIMITS.cancellationHours} (${SETTINGS_LIMITS.cancellationHours / 24} days)`,
  socialUrl: 'A social link is a full https:// address (or leave it empty)',
  areaId: 'An area id is lowercase letters, digits and dashes',
  areaName: 'Area name is required',
  travelMinutes: `Travel time is a whole number of minutes from 0 to ${SETTINGS_LIMITS.travelMinutes}`,
  travelFee: `A travel fee is a whole number of cents from 0 to ${SETTINGS_LIMITS.travelFeeCents} (${formatDollars(SETTINGS_LIMITS.travelFeeCents)})`,
  areas: `List from 1 to ${SETTINGS_LIMITS.serviceAreas} service areas`,
  noPaymentMethod: 'Give at least one payment handle, so customers know where to send a deposit.',
  noActiveArea: 'Keep at least one service area offered.',
  duplicateArea: 'Two service areas have the same id.',
} as const;

/** The social networks the footer links to, in its order. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'pinterest', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
};

/** '' or a pattern-checked value: an empty field says "none". `example` documents a valid one. */
function optionalPattern(pattern: string, message: string, maxLength: number, example: string) {
  return Type.String({
    maxLength,
    pattern: `^(?:${pattern})?$`,
    examples: [example],
    errorMessage: { type: message, pattern: message, maxLength: fieldMessages.tooLong },
  });
}

const PHONE = '\\+?[0-9 ().\\-]{7,25}';
const EMAIL = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+';

const socialUrl = optionalPattern(
  'https://[^\\s]+',
  businessSettingsMessages.socialUrl,
  LIMITS.url,
  'https://www.instagram.com/bridalbeauty',
);

const percent = Type.Integer({
  minimum: 0,
  maximum: 100,
  errorMessage: businessSettingsMessages.depositPercent,
});

export const serviceAreaSetting = strictObject({
  id: Type.String({
    ...SERVICE_AREA_ID,
    examples: ['puyallup'],
    errorMessage: businessSettingsMessages.areaId,
  }),
  name: requiredText(businessSettingsMessages.areaName, { max: SETTINGS_LIMITS.areaName }),
  travelMinutes: Type.Integer({
    minimum: 0,
    maximum: SETTINGS_LIMITS.travelMinutes,
    errorMessage: businessSettingsMessages.travelMinutes,
  }),
  travelFeeCents: Type.Integer({
    minimum: 0,
    maximum: SETTINGS_LIMITS.travelFeeCents,
    errorMessage: businessSettingsMessages.travelFee,
  }),
  /** The fee is quoted by the studio for each booking (the "Other" area). */
  quoted: Type.Boolean({ errorMessage: 'Must be true or false' }),
  /** Offered on /book; an area no longer offered stays for the bookings made in it. */
  active: Type.Boolean({ errorMessage: 'Must be true or false' }),
});
export type ServiceAreaSetting = Static<typeof serviceAreaSetting>;

/** PUT /api/admin/business-settings: the whole document. */
export const businessSettingsInput = strictObject(
  {
    businessName: requiredText(businessSettingsMessages.businessName, { max: LIMITS.name }),
    phone: optionalPattern(PHONE, businessSettingsMessages.phone, LIMITS.phone, '(253) 555-0142'),
    /** The two addresses on /contact and in the emails; the second also receives bookings (calendar organizer). */
    contactEmails: Type.Array(email(), {
      minItems: 2,
      maxItems: 2,
      errorMessage: { minItems: 'Give two contact addresses', maxItems: 'Give two contact addresses' },
    }),
    paymentHandles: strictObject({
      cashapp: optionalPattern(
        handlePattern('\\$', HANDLE_LENGTHS.cashapp),
        businessSettingsMessages.cashapp,
        1 + HANDLE_LENGTHS.cashapp.max,
        '$BridalBeautySS',
      ),
      venmo: optionalPattern(
        handlePattern('@', HANDLE_LENGTHS.venmo),
        businessSettingsMessages.venmo,
        1 + HANDLE_LENGTHS.venmo.max,
        '@BridalBeautySS',
      ),
      applepay: optionalPattern(
        `${PHONE}|${EMAIL}`,
        businessSettingsMessages.applepay,
        LIMITS.email,
        'bookings@bridalbeauty.example',
      ),
    }),
    /** The spec's 50% (bridal package chosen) and 30% (any other appointment). */
    depositPercents: strictObject({ bridal: percent, standard: percent }),
    /** Customers cancel or reschedule online until this many hours before the start. */
    cancellationHours: Type.Integer({
      minimum: 0,
      maximum: SETTINGS_LIMITS.cancellationHours,
      errorMessage: businessSettingsMessages.cancellationHours,
    }),
    socialLinks: strictObject({
      instagram: socialUrl,
      facebook: socialUrl,
      tiktok: socialUrl,
      pinterest: socialUrl,
      youtube: socialUrl,
    }),
    /** The /privacy and /terms pages: plain text, paragraphs apart by a blank line; empty: no page. */
    privacyPolicy: Type.String({
      maxLength: SETTINGS_LIMITS.legalText,
      errorMessage: { type: 'Must be text', maxLength: fieldMessages.tooLong },
    }),
    termsOfService: Type.String({
      maxLength: SETTINGS_LIMITS.legalText,
      errorMessage: { type: 'Must be text', maxLength: fieldMessages.tooLong },
    }),
    serviceAreas: Type.Array(serviceAreaSetting, {
      minItems: 1,
      maxItems: SETTINGS_LIMITS.serviceAreas,
      errorMessage: { minItems: businessSettingsMessages.areas, maxItems: businessSettingsMessages.areas },
    }),
  },
  { $id: 'BusinessSettingsInput' },
);
export type BusinessSettingsInput = Static<typeof businessSettingsInput>;

/** The settings kept in the business_settings row (the service areas have their own table). */
export type BusinessSettingsDocument = Omit<BusinessSettingsInput, 'serviceAreas'>;

/** One recorded change: who, when, and each field's value before and after. */
export interface BusinessSettingsChange {
  id: string;
  changedAt: string;
  changedBy: { id: string | null; name: string };
  changes: Array<{ field: string; from: unknown; to: unknown }>;
}

/** GET and PUT /api/admin/business-settings answer. */
export interface BusinessSettingsAnswer {
  settings: BusinessSettingsInput;
  updatedAt: string | null;
  history: BusinessSettingsChange[];
}

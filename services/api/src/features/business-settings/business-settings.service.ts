import { offeredPaymentMethods, setSocialLinks, settingsChanges } from '@beauty/domain/business-settings';
import type { PaymentMethod } from '@beauty/domain/catalog';
import { type DepositRateSet, depositRatesOf } from '@beauty/domain/pricing';
import {
  type BusinessSettingsAnswer,
  type BusinessSettingsDocument,
  type BusinessSettingsInput,
  businessSettingsMessages,
  type ServiceAreaSetting,
  type SocialNetwork,
} from '@beauty/domain/schemas/business-settings';
import { readBusinessSettings } from '@beauty/server/business-settings';
import type { AppDeps } from '../../deps';
import { Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import {
  areaSettings,
  recentSettingsChanges,
  recordSettingsChange,
  saveServiceAreas,
  saveSettingsDocument,
} from './business-settings.repository';

type SettingsDeps = Pick<AppDeps, 'knex' | 'publicCache' | 'config'>;

/**
 * The settings as every request reads them (prices, deposits, the window for changes, /api/site),
 * kept in the public cache and dropped by every edit in any API process.
 */
export function currentBusinessSettings(deps: SettingsDeps): Promise<BusinessSettingsDocument> {
  const load = async () => (await readBusinessSettings(deps.knex, deps.config.businessDefaults)).document;
  return deps.publicCache ? deps.publicCache.value('business-settings', 'document', load) : load();
}

/** The deposit rates new bookings are priced with. */
export async function currentDepositRates(deps: SettingsDeps): Promise<DepositRateSet> {
  return depositRatesOf((await currentBusinessSettings(deps)).depositPercents);
}

/** What the public pages show (GET /api/site): nothing private, empty links left out. */
export interface SiteInfo {
  businessName: string;
  contactEmails: string[];
  phone: string | null;
  /** Where to send a deposit, by method; only the methods offered (a handle is set). */
  paymentHandles: Partial<Record<PaymentMethod, string>>;
  paymentMethods: PaymentMethod[];
  depositPercents: { bridal: number; standard: number };
  cancellationHours: number;
  /** A request holds its date this long for the deposit (BOOKING_HOLD_HOURS): the deposit is due by then. */
  depositHoldHours: number;
  socialLinks: Array<{ network: SocialNetwork; url: string }>;
  /** Whether /privacy and /terms have text (no text: no link). */
  legal: { privacy: boolean; terms: boolean };
}

export function siteInfoOf(settings: BusinessSettingsDocument, depositHoldHours: number): SiteInfo {
  const paymentMethods = offeredPaymentMethods(settings.paymentHandles);
  return {
    businessName: settings.businessName,
    contactEmails: settings.contactEmails,
    phone: settings.phone.trim() || null,
    paymentHandles: Object.fromEntries(
      paymentMethods.map((method) => [method, settings.paymentHandles[method].trim()]),
    ),
    paymentMethods,
    depositPercents: settings.depositPercents,
    cancellationHours: settings.cancellationHours,
    depositHoldHours,
    socialLinks: setSocialLinks(settings.socialLinks),
    legal: {
      privacy: Boolean(settings.privacyPolicy.trim()),
      terms: Boolean(settings.termsOfService.trim()),
    },
  };
}

export const LEGAL_DOCUMENTS = {
  privacy: { title: 'Privacy Policy', field: 'privacyPolicy' },
  terms: { title: 'Terms of Service', field: 'termsOfService' },
} as const;
export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

/**
 * GET /api/site/legal/{privacy|terms}: the owner's text, or 404 while there is none (the route's
 * params schema answers 404 for any other document).
 */
export async function legalDocument(deps: SettingsDeps, document: LegalDocument) {
  const { title, field } = LEGAL_DOCUMENTS[document];
  const settings = await currentBusinessSettings(deps);
  const text = settings[field].trim();
  if (!text) throw new NotFound();
  return { document, title, text, businessName: settings.businessName };
}

/** GET /api/admin/business-settings: the whole document and the recent changes. */
export async function getBusinessSettings(deps: SettingsDeps): Promise<BusinessSettingsAnswer> {
  const [stored, areas, history] = await Promise.all([
    readBusinessSettings(deps.knex, deps.config.businessDefaults),
    areaSettings(deps.knex),
    recentSettingsChanges(deps.knex),
  ]);
  return {
    settings: { ...stored.document, serviceAreas: areas },
    updatedAt: stored.updatedAt.toISOString(),
    history,
  };
}

/** Rules across fields that a schema cannot say: 400 with the field they are about. */
function checkSettings(input: BusinessSettingsInput) {
  const errors: Array<{ field: string; message: string }> = [];
  if (offeredPaymentMethods(input.paymentHandles).length === 0)
    errors.push({ field: 'paymentHandles', message: businessSettingsMessages.noPaymentMethod });
  if (!input.serviceAreas.some((area) => area.active))
    errors.push({ field: 'serviceAreas', message: businessSettingsMessages.noActiveArea });
  if (new Set(input.serviceAreas.map((area) => area.id)).size !== input.serviceAreas.length)
    errors.push({ field: 'serviceAreas', message: businessSettingsMessages.duplicateArea });
  if (errors.length) throw new Invalid(errors);
}

const byId = (areas: readonly ServiceAreaSetting[]) =>
  Object.fromEntries(areas.map(({ id, ...area }) => [id, area]));

/**
 * PUT /api/admin/business-settings: store the whole document, the service areas in their
 * table (an area left out of the list stops being offered; it stays for its bookings), and
 * record what changed with who and when, all in one transaction under the settings row's lock.
 * Nothing changed: nothing is written or recorded. After the commit every API process drops
 * its copies (settings, areas, availability, which travel times change).
 */
export async function updateBusinessSettings(
  deps: SettingsDeps,
  user: SessionUser,
  input: BusinessSettingsInput,
): Promise<BusinessSettingsAnswer> {
  checkSettings(input);
  const { serviceAreas, ...document } = input;
  const trimmed: BusinessSettingsDocument = {
    ...document,
    businessName: document.businessName.trim(),
    phone: document.phone.trim(),
    contactEmails: document.contactEmails.map((address) => address.trim()),
  };
  const changed = await deps.knex.transaction(async (trx) => {
    const before = await readBusinessSettings(trx, deps.config.businessDefaults, { forUpdate: true });
    const areasBefore = await areaSettings(trx, true);
    const listed = new Set(serviceAreas.map((area) => area.id));
    const areasAfter = [
      ...serviceAreas.map((area) => ({ ...area, name: area.name.trim() })),
      ...areasBefore.filter((area) => !listed.has(area.id)).map((area) => ({ ...area, active: false })),
    ];
    const changes = [
      ...settingsChanges(before.document, trimmed),
      ...settingsChanges({ serviceAreas: byId(areasBefore) }, { serviceAreas: byId(areasAfter) }),
    ];
    if (changes.length === 0) return false;
    await saveSettingsDocument(trx, trimmed, user.id);
    await saveServiceAreas(
      trx,
      areasAfter.map((area, index) => ({
        ...area,
        sortOrder: listed.has(area.id) ? index + 1 : 1000 + index,
      })),
    );
    await recordSettingsChange(trx, {
      changedBy: user.id,
      changedByName: [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.email,
      changes,
    });
    return true;
  });
  if (changed) await deps.publicCache?.invalidate('business-settings', 'service-areas', 'availability');
  return getBusinessSettings(deps);
}

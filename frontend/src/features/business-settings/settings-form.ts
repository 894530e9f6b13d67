import type { BusinessSettingsInput, ServiceAreaSetting } from '@beauty/domain/schemas/business-settings';

/** A service area as the form edits it: the fee as the dollars typed ('15', '15.50'). */
export type AreaDraft = Omit<ServiceAreaSetting, 'travelFeeCents'> & { feeDollars: string; isNew: boolean };

export type SettingsDraft = Omit<BusinessSettingsInput, 'serviceAreas'> & { serviceAreas: AreaDraft[] };

export function draftOf(settings: BusinessSettingsInput): SettingsDraft {
  return {
    ...settings,
    serviceAreas: settings.serviceAreas.map(({ travelFeeCents, ...area }) => ({
      ...area,
      feeDollars: (travelFeeCents / 100).toFixed(travelFeeCents % 100 === 0 ? 0 : 2),
      isNew: false,
    })),
  };
}

/** '15' -> 1500, '15.5' -> 1550; anything else NaN (the schema then says what a fee is). */
export function centsOf(dollars: string): number {
  const text = dollars.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** 'South Hill' -> 'south-hill': the id of an area added in the form. */
export function areaIdOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** The document the PUT sends; an added area takes its id from its name. */
export function inputOf(draft: SettingsDraft): BusinessSettingsInput {
  return {
    ...draft,
    serviceAreas: draft.serviceAreas.map(({ feeDollars, isNew, ...area }) => ({
      ...area,
      id: isNew ? areaIdOf(area.name) || area.id : area.id,
      travelFeeCents: centsOf(feeDollars),
    })),
  };
}

/** A field's path as the schema reports it ('paymentHandles.venmo', 'serviceAreas.2.name'). */
export type FieldErrors = Record<string, string>;

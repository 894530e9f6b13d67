/** The Business Settings form's draft: the saved settings to start from, and the changes made to them. */

import type { BusinessSettingsAnswer } from '@beauty/domain/schemas/business-settings';
import { useEffect, useState } from 'react';
import { type AreaDraft, draftOf, type FieldErrors, type SettingsDraft } from './settings-form';

/** A number field's value, NaN while it is empty. */
export const percent = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The draft and its setters, for the whole form, one nested value or one service area. */
export function useSettingsDraft(answer: BusinessSettingsAnswer) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(answer.settings));
  // A saved answer (or another tab's) becomes the form's starting point.
  useEffect(() => setDraft(draftOf(answer.settings)), [answer]);

  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setNested = <K extends 'paymentHandles' | 'depositPercents' | 'socialLinks'>(
    key: K,
    field: keyof SettingsDraft[K],
    value: SettingsDraft[K][keyof SettingsDraft[K]],
  ) => setDraft((current) => ({ ...current, [key]: { ...current[key], [field]: value } }));
  const setArea = (index: number, change: Partial<AreaDraft>) =>
    setDraft((current) => ({
      ...current,
      serviceAreas: current.serviceAreas.map((area, i) => (i === index ? { ...area, ...change } : area)),
    }));
  const addArea = () =>
    setDraft((current) => ({
      ...current,
      serviceAreas: [
        ...current.serviceAreas,
        {
          id: `area-${current.serviceAreas.length + 1}`,
          name: '',
          travelMinutes: 30,
          feeDollars: '0',
          quoted: false,
          active: true,
          isNew: true,
        },
      ],
    }));
  return { draft, set, setNested, setArea, addArea };
}

export type SettingsDraftForm = ReturnType<typeof useSettingsDraft>;

/** What each card of the form gets: the draft with its setters, and the messages by field path. */
export interface SettingsCardProps {
  form: SettingsDraftForm;
  errors: FieldErrors;
}

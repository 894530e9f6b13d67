/** The Business Settings form: its cards, the save, and the change history beside it. */
import { LIMITS } from '@beauty/domain/limits';
import {
  type BusinessSettingsAnswer,
  SETTINGS_LIMITS,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
} from '@beauty/domain/schemas/business-settings';
import { BusinessSettingsInput as businessSettingsValidator } from '@beauty/domain/standalone-validators';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { AdminToolLinks } from '@/components/admin-tool-links';
import { Button } from '@/components/ui/button';
import { RegionCard } from '@/components/ui/card';
import { InputField, TextareaField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { readErrorBody } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { validate } from '@/lib/validation';
import { useUpdateBusinessSettings } from '../api/update-business-settings';
import { type FieldErrors, inputOf } from '../settings-form';
import { useSettingsDraft } from '../use-settings-draft';
import { ChangeHistory } from './change-history';
import { PaymentsCard } from './payments-card';
import { ServiceAreasCard } from './service-areas-card';
import '@/styles/patterns/staff-field-grid.css';

/** The settings written as plain text. */
type TextSetting = 'businessName' | 'phone' | 'privacyPolicy' | 'termsOfService';

/** The texts of the /privacy and /terms pages. */
const LEGAL_TEXTS = [
  { field: 'privacyPolicy', id: 'business-privacy', label: 'Privacy Policy' },
  { field: 'termsOfService', id: 'business-terms', label: 'Terms of Service' },
] as const;

/** The settings to edit, checked by the domain schema before they are saved. */
export function SettingsForm({ answer }: { answer: BusinessSettingsAnswer }) {
  const form = useSettingsDraft(answer);
  const { draft, set, setNested } = form;
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateBusinessSettings();
  const redirectIfSignedOut = useUnauthorizedRedirect('/admin/business');
  /** A text setting's value, message and change handler. */
  const text = (field: TextSetting) => ({
    value: draft[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(draft);
    const checked = validate(businessSettingsValidator, input);
    if (!checked.ok) {
      setErrors(checked.errors as FieldErrors);
      focusFirstError();
      return;
    }
    setErrors({});
    update.mutate(input, {
      onSuccess: () => toast({ title: 'Business Settings saved', variant: 'success' }),
      onError: (error) => {
        if (redirectIfSignedOut(error)) return;
        const body = readErrorBody(error);
        setErrors(Object.fromEntries(body.errors.map((e) => [e.field || '_form', e.message])));
        toast({
          title: 'Business Settings not saved',
          description: body.message ?? error.message,
          variant: 'destructive',
        });
        focusFirstError();
      },
    });
  };

  return (
    <div className="business-layout">
      <form className="business-form" onSubmit={submit} noValidate aria-label="Business Settings">
        <RegionCard
          className="business-card"
          titleId="business-details-title"
          title="Business details"
          description="Shown across the site, on /contact and in every email."
          contentClassName="staff-field-grid business-grid"
        >
          <InputField
            id="business-name"
            label="Business name"
            maxLength={LIMITS.name}
            {...text('businessName')}
          />
          <InputField
            id="business-phone"
            label="Phone"
            labelNote="(optional)"
            type="tel"
            maxLength={LIMITS.phone}
            {...text('phone')}
          />
          {(['Contact email', 'Bookings email'] as const).map((label, index) => (
            <InputField
              key={label}
              id={`business-contact-${index}`}
              label={label}
              type="email"
              value={draft.contactEmails[index] ?? ''}
              maxLength={LIMITS.email}
              hint={index === 1 ? 'Also the organiser of the calendar invitations.' : undefined}
              error={errors[`contactEmails.${index}`] ?? (index === 0 ? errors.contactEmails : undefined)}
              onChange={(e) =>
                set(
                  'contactEmails',
                  draft.contactEmails.map((address, i) => (i === index ? e.target.value : address)),
                )
              }
            />
          ))}
        </RegionCard>

        <PaymentsCard form={form} errors={errors} />

        <ServiceAreasCard form={form} errors={errors} />

        <RegionCard
          className="business-card"
          titleId="business-social-title"
          title="Social links"
          description="Full https:// addresses. The footer shows only the ones you fill in."
          contentClassName="staff-field-grid business-grid"
        >
          {SOCIAL_NETWORKS.map((network) => (
            <InputField
              key={network}
              id={`business-social-${network}`}
              label={SOCIAL_NETWORK_LABELS[network]}
              labelNote="(optional)"
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={LIMITS.url}
              value={draft.socialLinks[network]}
              error={errors[`socialLinks.${network}`]}
              onChange={(e) => setNested('socialLinks', network, e.target.value)}
            />
          ))}
        </RegionCard>

        <RegionCard
          className="business-card"
          titleId="business-legal-title"
          title="Privacy and terms"
          description="The text of the /privacy and /terms pages; a blank line starts a new paragraph. Left empty, the footer shows no link."
          contentClassName="stack gap-5"
        >
          {LEGAL_TEXTS.map(({ field, id, label }) => (
            <TextareaField
              key={field}
              id={id}
              label={label}
              labelNote="(optional)"
              rows={8}
              maxLength={SETTINGS_LIMITS.legalText}
              {...text(field)}
            />
          ))}
        </RegionCard>

        <div className="business-actions">
          <Button type="submit" busy={update.isPending} busyLabel="Saving...">
            Save Business Settings
          </Button>
        </div>
      </form>

      <aside className="business-side">
        <ChangeHistory history={answer.history} />
        <AdminToolLinks
          block="business-links"
          links={[
            { label: 'Settings', to: '/admin' },
            { label: 'Stylist dashboard', to: '/stylist' },
          ]}
        />
      </aside>
    </div>
  );
}

/** After the errors render: the first field in error takes the focus, so keyboard users land on it. */
function focusFirstError() {
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>(
      '.business-form [aria-invalid="true"], .business-form .field__error[role="alert"]',
    );
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    if (first.matches('input, textarea, select')) first.focus();
  });
}

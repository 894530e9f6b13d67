import { PAYMENT_METHOD_LABELS } from '@beauty/domain/catalog';
import { LIMITS } from '@beauty/domain/limits';
import { toasts } from '@beauty/domain/messages';
import {
  type BusinessSettingsAnswer,
  SETTINGS_LIMITS,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
} from '@beauty/domain/schemas/business-settings';
import { BusinessSettingsInput as businessSettingsValidator } from '@beauty/domain/standalone-validators';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, ShieldIcon } from '@/components/icons';
import { ListSkeleton, LoadError } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { InputField, TextareaField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { validate } from '@/lib/validation';
import { useBusinessSettings } from './api/get-business-settings';
import { useUpdateBusinessSettings } from './api/update-business-settings';
import { ChangeHistory } from './components/change-history';
import { type AreaDraft, draftOf, type FieldErrors, inputOf, type SettingsDraft } from './settings-form';
import './business-settings.css';

/** /admin/business: what the owner changes without a release, with who changed what and when. */
export function BusinessSettingsPage() {
  const businessName = useBusinessName();
  useDocumentMeta({ title: `Business Settings | ${businessName}` });
  const { role } = useAuth();
  const isAdmin = role === 'admin';
  const settings = useBusinessSettings({ enabled: isAdmin });
  const denied = !isAdmin || errorStatus(settings.error) === 403;

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Business Settings"
        lead="Your business details, where customers pay, deposits, service areas, social links and policies."
      />
      <div className="container page-section">
        {denied ? (
          <section className="business-denied" role="alert" aria-labelledby="business-denied-title">
            <ShieldIcon aria-hidden="true" />
            <h2 id="business-denied-title">{toasts.accessDenied.title}</h2>
            <p className="muted">{toasts.accessDenied.description}</p>
            <Link to="/" className={buttonClasses()}>
              Back to Dashboard
            </Link>
          </section>
        ) : settings.isError ? (
          <LoadError text="Business Settings could not be loaded." onRetry={() => settings.refetch()} boxed />
        ) : settings.data ? (
          <SettingsForm answer={settings.data} />
        ) : (
          <ListSkeleton label="Loading Business Settings" rows={4} boxed />
        )}
      </div>
    </>
  );
}

function SettingsForm({ answer }: { answer: BusinessSettingsAnswer }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(answer.settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateBusinessSettings();
  const redirectIfSignedOut = useUnauthorizedRedirect('/admin/business');
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

  const percent = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

  return (
    <div className="business-layout">
      <form className="business-form" onSubmit={submit} noValidate aria-label="Business Settings">
        <Card className="business-card" role="region" aria-labelledby="business-details-title">
          <CardHeader>
            <CardTitle id="business-details-title">Business details</CardTitle>
            <CardDescription>Shown across the site, on /contact and in every email.</CardDescription>
          </CardHeader>
          <CardContent className="business-grid">
            <InputField
              id="business-name"
              label="Business name"
              value={draft.businessName}
              maxLength={LIMITS.name}
              error={errors.businessName}
              onChange={(e) => set('businessName', e.target.value)}
            />
            <InputField
              id="business-phone"
              label="Phone"
              labelNote="(optional)"
              type="tel"
              value={draft.phone}
              maxLength={LIMITS.phone}
              error={errors.phone}
              onChange={(e) => set('phone', e.target.value)}
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
          </CardContent>
        </Card>

        <Card className="business-card" role="region" aria-labelledby="business-payments-title">
          <CardHeader>
            <CardTitle id="business-payments-title">Payments and policy</CardTitle>
            <CardDescription>
              Where customers send deposits and balances. Leave a handle empty to stop offering that method.
            </CardDescription>
          </CardHeader>
          <CardContent className="business-grid">
            {errors.paymentHandles ? (
              <p className="field__error business-grid__wide" id="business-payments-error" role="alert">
                {errors.paymentHandles}
              </p>
            ) : null}
            <InputField
              id="business-cashapp"
              label={`${PAYMENT_METHOD_LABELS.cashapp} $cashtag`}
              placeholder="$YourBusiness"
              value={draft.paymentHandles.cashapp}
              error={errors['paymentHandles.cashapp']}
              onChange={(e) => setNested('paymentHandles', 'cashapp', e.target.value)}
            />
            <InputField
              id="business-venmo"
              label={`${PAYMENT_METHOD_LABELS.venmo} username`}
              placeholder="@YourBusiness"
              value={draft.paymentHandles.venmo}
              error={errors['paymentHandles.venmo']}
              onChange={(e) => setNested('paymentHandles', 'venmo', e.target.value)}
            />
            <InputField
              id="business-applepay"
              label={`${PAYMENT_METHOD_LABELS.applepay} phone or email`}
              value={draft.paymentHandles.applepay}
              error={errors['paymentHandles.applepay']}
              onChange={(e) => setNested('paymentHandles', 'applepay', e.target.value)}
            />
            <InputField
              id="business-deposit-bridal"
              label="Deposit for bridal packages (%)"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={Number.isNaN(draft.depositPercents.bridal) ? '' : draft.depositPercents.bridal}
              error={errors['depositPercents.bridal']}
              onChange={(e) => setNested('depositPercents', 'bridal', percent(e.target.value))}
            />
            <InputField
              id="business-deposit-standard"
              label="Deposit for other appointments (%)"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={Number.isNaN(draft.depositPercents.standard) ? '' : draft.depositPercents.standard}
              error={errors['depositPercents.standard']}
              onChange={(e) => setNested('depositPercents', 'standard', percent(e.target.value))}
            />
            <InputField
              id="business-cancellation"
              label="Cancellation window (hours)"
              type="number"
              inputMode="numeric"
              min={0}
              max={SETTINGS_LIMITS.cancellationHours}
              hint="Customers cancel or reschedule online until this many hours before the start."
              value={Number.isNaN(draft.cancellationHours) ? '' : draft.cancellationHours}
              error={errors.cancellationHours}
              onChange={(e) => set('cancellationHours', percent(e.target.value))}
            />
          </CardContent>
        </Card>

        <Card className="business-card" role="region" aria-labelledby="business-areas-title">
          <CardHeader>
            <CardTitle id="business-areas-title">Service areas</CardTitle>
            <CardDescription>
              Travel time one way from the studio (blocked on each stylist's schedule) and the travel fee. An
              area no longer offered stays on the bookings made in it.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {errors.serviceAreas ? (
              <p className="field__error" role="alert">
                {errors.serviceAreas}
              </p>
            ) : null}
            <ol className="business-areas">
              {draft.serviceAreas.map((area, index) => (
                <li key={area.isNew ? `new-${index}` : area.id} className="business-area">
                  <InputField
                    id={`area-${index}-name`}
                    label="Area"
                    value={area.name}
                    maxLength={80}
                    error={errors[`serviceAreas.${index}.name`] ?? errors[`serviceAreas.${index}.id`]}
                    onChange={(e) => setArea(index, { name: e.target.value })}
                  />
                  <InputField
                    id={`area-${index}-minutes`}
                    label="Travel (minutes)"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={240}
                    value={Number.isNaN(area.travelMinutes) ? '' : area.travelMinutes}
                    error={errors[`serviceAreas.${index}.travelMinutes`]}
                    onChange={(e) => setArea(index, { travelMinutes: percent(e.target.value) })}
                  />
                  <InputField
                    id={`area-${index}-fee`}
                    label="Travel fee ($)"
                    inputMode="decimal"
                    value={area.feeDollars}
                    disabled={area.quoted}
                    error={errors[`serviceAreas.${index}.travelFeeCents`]}
                    onChange={(e) => setArea(index, { feeDollars: e.target.value })}
                  />
                  <div className="business-area__flags">
                    <Checkbox
                      id={`area-${index}-quoted`}
                      label="Fee quoted"
                      checked={area.quoted}
                      onChange={(e) => setArea(index, { quoted: e.target.checked })}
                    />
                    <Checkbox
                      id={`area-${index}-active`}
                      label="Offered"
                      checked={area.active}
                      onChange={(e) => setArea(index, { active: e.target.checked })}
                    />
                  </div>
                </li>
              ))}
            </ol>
            {draft.serviceAreas.length < SETTINGS_LIMITS.serviceAreas ? (
              <Button variant="outline" size="sm" onClick={addArea}>
                Add a service area
              </Button>
            ) : null}
          </CardContent>
        </Card>

        <Card className="business-card" role="region" aria-labelledby="business-social-title">
          <CardHeader>
            <CardTitle id="business-social-title">Social links</CardTitle>
            <CardDescription>
              Full https:// addresses. The footer shows only the ones you fill in.
            </CardDescription>
          </CardHeader>
          <CardContent className="business-grid">
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
          </CardContent>
        </Card>

        <Card className="business-card" role="region" aria-labelledby="business-legal-title">
          <CardHeader>
            <CardTitle id="business-legal-title">Privacy and terms</CardTitle>
            <CardDescription>
              The text of the /privacy and /terms pages; a blank line starts a new paragraph. Left empty, the
              footer shows no link.
            </CardDescription>
          </CardHeader>
          <CardContent className="business-stack">
            <TextareaField
              id="business-privacy"
              label="Privacy Policy"
              labelNote="(optional)"
              rows={8}
              maxLength={SETTINGS_LIMITS.legalText}
              value={draft.privacyPolicy}
              error={errors.privacyPolicy}
              onChange={(e) => set('privacyPolicy', e.target.value)}
            />
            <TextareaField
              id="business-terms"
              label="Terms of Service"
              labelNote="(optional)"
              rows={8}
              maxLength={SETTINGS_LIMITS.legalText}
              value={draft.termsOfService}
              error={errors.termsOfService}
              onChange={(e) => set('termsOfService', e.target.value)}
            />
          </CardContent>
        </Card>

        <div className="business-actions">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save Business Settings'}
          </Button>
        </div>
      </form>

      <aside className="business-side">
        <ChangeHistory history={answer.history} />
        <nav className="business-links" aria-label="Admin tools">
          <Link to="/admin" className="business-links__link">
            Settings
            <ArrowRightIcon />
          </Link>
          <Link to="/stylist" className="business-links__link">
            Stylist dashboard
            <ArrowRightIcon />
          </Link>
        </nav>
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

/** The Payments and policy card of Business Settings: the payment handles, the deposits and the cancellation window. */
import { PAYMENT_METHOD_LABELS } from '@beauty/domain/catalog';
import { SETTINGS_LIMITS } from '@beauty/domain/schemas/business-settings';
import { RegionCard } from '@/components/ui/card';
import { InputField } from '@/components/ui/fields';
import type { FieldErrors } from '../settings-form';
import { percent, type SettingsDraftForm } from '../use-settings-draft';

export function PaymentsCard({
  form: { draft, set, setNested },
  errors,
}: {
  form: SettingsDraftForm;
  errors: FieldErrors;
}) {
  return (
    <RegionCard
      className="business-card"
      titleId="business-payments-title"
      title="Payments and policy"
      description="Where customers send deposits and balances. Leave a handle empty to stop offering that method."
      contentClassName="business-grid"
    >
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
    </RegionCard>
  );
}

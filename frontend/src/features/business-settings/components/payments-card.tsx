/** The Payments and policy card of Business Settings: the payment handles, the deposits and the cancellation window. */
import { PAYMENT_METHOD_LABELS } from '@beauty/domain/catalog';
import { SETTINGS_LIMITS } from '@beauty/domain/schemas/business-settings';
import { RegionCard } from '@/components/ui/card';
import { InputField } from '@/components/ui/fields';
import { percent, type SettingsCardProps } from '../use-settings-draft';
import '@/styles/patterns/staff-field-grid.css';
import { FormAlert } from '@/components/ui/form-field';

/** The payment handles, each with what it asks for (a method left empty is not offered). */
const HANDLES = [
  { method: 'cashapp', label: `${PAYMENT_METHOD_LABELS.cashapp} $cashtag`, placeholder: '$YourBusiness' },
  { method: 'venmo', label: `${PAYMENT_METHOD_LABELS.venmo} username`, placeholder: '@YourBusiness' },
  { method: 'applepay', label: `${PAYMENT_METHOD_LABELS.applepay} phone or email`, placeholder: undefined },
] as const;

const DEPOSITS = [
  { kind: 'bridal', label: 'Deposit for bridal packages (%)' },
  { kind: 'standard', label: 'Deposit for other appointments (%)' },
] as const;

/** A number field reads empty while its answer is not a number. */
const numberValue = (value: number) => (Number.isNaN(value) ? '' : value);

export function PaymentsCard({ form: { draft, set, setNested }, errors }: SettingsCardProps) {
  return (
    <RegionCard
      className="business-card"
      titleId="business-payments-title"
      title="Payments and policy"
      description="Where customers send deposits and balances. Leave a handle empty to stop offering that method."
      contentClassName="staff-field-grid business-grid"
    >
      <FormAlert
        message={errors.paymentHandles}
        id="business-payments-error"
        className="business-grid__wide"
      />
      {HANDLES.map(({ method, label, placeholder }) => (
        <InputField
          key={method}
          id={`business-${method}`}
          label={label}
          placeholder={placeholder}
          value={draft.paymentHandles[method]}
          error={errors[`paymentHandles.${method}`]}
          onChange={(e) => setNested('paymentHandles', method, e.target.value)}
        />
      ))}
      {DEPOSITS.map(({ kind, label }) => (
        <InputField
          key={kind}
          id={`business-deposit-${kind}`}
          label={label}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={numberValue(draft.depositPercents[kind])}
          error={errors[`depositPercents.${kind}`]}
          onChange={(e) => setNested('depositPercents', kind, percent(e.target.value))}
        />
      ))}
      <InputField
        id="business-cancellation"
        label="Cancellation window (hours)"
        type="number"
        inputMode="numeric"
        min={0}
        max={SETTINGS_LIMITS.cancellationHours}
        hint="Customers cancel or reschedule online until this many hours before the start."
        value={numberValue(draft.cancellationHours)}
        error={errors.cancellationHours}
        onChange={(e) => set('cancellationHours', percent(e.target.value))}
      />
    </RegionCard>
  );
}

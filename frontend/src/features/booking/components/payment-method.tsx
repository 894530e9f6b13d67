import {
  PAYMENT_HANDLE_PLACEHOLDERS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod as PaymentMethodId,
} from '@beauty/domain/catalog';
import { LIMITS } from '@beauty/domain/limits';
import { HOW_TO_SEND } from '@beauty/domain/payment-words';
import { ChoiceTile } from '@/components/choice-tile';
import { InputField } from '@/components/ui/fields';
import { FieldError } from '@/components/ui/form-field';
import { useSite } from '@/lib/site';
import { type BookFormProps, bookFieldId, bookTextFields } from './appointment-details';
import { FormCard } from './form-card';

const METHOD_NOTES: Record<PaymentMethodId, string> = {
  cashapp: 'Your $cashtag',
  applepay: 'Your Apple ID email',
  venmo: 'Your @username',
};

/** Step 3: how the deposit will be paid (Cash App, Apple Pay or Venmo) and the customer's handle there. */
export function PaymentMethodCard({ values, dispatch, errors }: BookFormProps) {
  const method = values.paymentMethod;
  const site = useSite().data;
  // The methods the business gave a handle for in Business Settings (all three until it answers).
  const offered = site ? PAYMENT_METHODS.filter((id) => site.paymentMethods.includes(id)) : PAYMENT_METHODS;
  const businessHandle = method ? site?.paymentHandles[method] : undefined;
  return (
    <FormCard
      step={3}
      id="book-payment"
      title="Payment Method"
      description="Your confirmation email explains how to pay the deposit with this method. Nothing is charged now."
    >
      <fieldset
        className="choice-tiles payment-methods"
        aria-describedby={errors.paymentMethod ? 'book-paymentMethod-error' : undefined}
      >
        <legend className="label">Pay with</legend>
        <div className="payment-methods__tiles stack gap-3">
          {offered.map((id) => (
            <ChoiceTile
              key={id}
              id={`${bookFieldId('paymentMethod')}-${id}`}
              type="radio"
              name="paymentMethod"
              value={id}
              label={PAYMENT_METHOD_LABELS[id]}
              description={METHOD_NOTES[id]}
              checked={method === id}
              aria-invalid={errors.paymentMethod ? true : undefined}
              onChange={() => dispatch({ type: 'choosePaymentMethod', method: id })}
            />
          ))}
        </div>
        {errors.paymentMethod ? (
          <FieldError id="book-paymentMethod-error" message={errors.paymentMethod} />
        ) : null}
      </fieldset>
      <InputField
        {...bookTextFields({ values, dispatch, errors })('paymentHandle')}
        label="Payment Handle"
        name="paymentHandle"
        autoComplete="off"
        maxLength={LIMITS.paymentHandle}
        placeholder={method ? PAYMENT_HANDLE_PLACEHOLDERS[method] : 'Choose a payment method first'}
        hint={
          method
            ? `Your ${PAYMENT_METHOD_LABELS[method]} account, so we can match your payment to your booking.`
            : undefined
        }
      />
      {method && businessHandle ? (
        <p className="payment-methods__pay-to" aria-live="polite">
          You will send the deposit {HOW_TO_SEND[method]} to <strong>{businessHandle}</strong>, with the
          booking reference from your confirmation email in the note.
        </p>
      ) : null}
    </FormCard>
  );
}

import { LIMITS } from '@beauty/domain/limits';
import { toasts } from '@beauty/domain/messages';
import { FREE_CONSULTATION_VALID_DAYS } from '@beauty/domain/slots';
import { type Dispatch, type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/app/navigation/navigation';
import { correctedFields } from '@/components/booking-fields';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmailField, NameField, PhoneField, TextareaField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { useAuth } from '@/lib/auth';
import { useCatalogAddOns, useCatalogServices } from '@/lib/catalog-queries';
import { offeredAddOns } from '@/lib/form-selection';
import { useServiceAreas } from '@/lib/service-areas-queries';
import { useBusinessToday } from '@/lib/use-business-today';
import { useActionErrors } from '@/lib/use-schema-form';
import { type BookingAction, type BookingFormValues, bookingProblem, toBookingDraft } from '../booking-draft';
import { EventFieldset } from './booking-event-fieldset';
import { fieldId, focusField, textChange, textFields } from './booking-form-fields';
import { AddOnsFieldset, ServicesFieldset } from './booking-services-fieldset';
import { BookingSummary } from './booking-summary';
import { SectionHeading } from './section-heading';
import './booking.css';

/** Spec 000 section 9: the visitor reads 'Ready to Book' for 1.5 s before going to sign in. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/** #book: the landing booking form. Valid selections travel to sign-in, then to /book. */
export function BookingSection({
  values,
  dispatch,
}: {
  values: BookingFormValues;
  dispatch: Dispatch<BookingAction>;
}) {
  const services = useCatalogServices();
  // Not what a chosen package already includes (false lashes).
  const addOns = offeredAddOns(
    values,
    useCatalogAddOns().filter((addOn) => addOn.kind === 'standard'),
  );
  const today = useBusinessToday();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const areas = useServiceAreas();
  const area = areas.find((a) => a.id === values.serviceArea) ?? null;
  const { errors, setErrors, update, showProblem } = useActionErrors(dispatch, correctedFields, focusField);
  const text = textFields({ values, update, errors });
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redirecting) return;
    const problem = bookingProblem(values, today);
    if (problem) return showProblem(problem.toast, problem.fields);
    setErrors({});
    setRedirecting(true);
    let shown: Promise<unknown> = Promise.resolve();
    if (!isAuthenticated) {
      toast({ ...toasts.readyToBook, variant: 'success' });
      // Cleared if she leaves the page first: then sign-in never opens.
      shown = new Promise((resolve) => {
        redirectTimer.current = window.setTimeout(resolve, LOGIN_REDIRECT_DELAY_MS);
      });
    }
    import('../leave-for-booking')
      .then((leave) =>
        leave.leaveForBooking(values, toBookingDraft(values), isAuthenticated, shown, navigate),
      )
      .catch(() => setRedirecting(false));
  };

  return (
    <section id="book" className="landing-section landing-section--ivory" aria-labelledby="book-title">
      <div className="container">
        <SectionHeading
          id="book-title"
          eyebrow="Book Your Date"
          title="Reserve Your Appointment"
          lead="Choose your services, date and time. You will sign in to confirm, and everything you choose here comes with you."
        />
        <div className="split-layout stack gap-8 booking-layout">
          <form
            className="form-panel stack gap-8"
            aria-labelledby="book-title"
            noValidate
            onSubmit={onSubmit}
          >
            <ServicesFieldset values={values} update={update} errors={errors} services={services} />

            <AddOnsFieldset values={values} update={update} addOns={addOns} />

            <EventFieldset
              values={values}
              update={update}
              dispatch={dispatch}
              errors={errors}
              today={today}
            />

            <fieldset className="form-panel__group">
              <legend className="form-panel__legend booking-form__legend inline gap-3">
                <span className="step-badge ring" aria-hidden="true">
                  4
                </span>
                Your Details
              </legend>
              <div className="form-row form-row--3">
                <NameField {...text('name')} />
                <EmailField {...text('email')} />
                <PhoneField {...text('phone')} />
              </div>
              <TextareaField
                id={fieldId('specialNotes')}
                label="Special Notes"
                labelNote="(optional)"
                name="specialNotes"
                rows={3}
                maxLength={LIMITS.notes}
                placeholder="Venue, number of people, looks you love…"
                value={values.specialNotes}
                onChange={textChange(update, 'specialNotes')}
              />
              <Checkbox
                id={fieldId('includeConsultation')}
                name="includeConsultation"
                label="Include a free consultation"
                description={`New clients: one free consultation, valid for ${FREE_CONSULTATION_VALID_DAYS} days.`}
                checked={values.includeConsultation}
                onChange={(event) => update({ type: 'setIncludeConsultation', value: event.target.checked })}
              />
            </fieldset>

            <div className="form-panel__actions stack gap-3">
              <Button type="submit" size="lg" disabled={redirecting}>
                {redirecting && !isAuthenticated ? 'Taking you to sign in…' : 'Continue to Booking'}
              </Button>
            </div>
          </form>
          <BookingSummary values={values} services={services} addOns={addOns} area={area} />
        </div>
      </div>
    </section>
  );
}

import { toasts } from '@beauty/domain/messages';
import type { BookingCreated, BookingInput } from '@beauty/domain/schemas/booking';
import { todayInBusinessZone } from '@beauty/domain/slots';
import { BookingInput as bookingInputValidator } from '@beauty/domain/standalone-validators';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { correctedFields } from '@/components/booking-fields';
import { ConfirmEmailBanner } from '@/components/confirm-email-banner';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/api-mutation';
import { authUserQueryKey, useAuth } from '@/lib/auth';
import { availabilityOf, useAvailability } from '@/lib/availability-queries';
import { useCatalogAddOns, useCatalogServices } from '@/lib/catalog-queries';
import { availabilityQueryKey, freeConsultationStatusQueryKey } from '@/lib/customer-query-keys';
import { usePageTitle } from '@/lib/document-meta';
import { hasChosenService } from '@/lib/form-selection';
import { type IdempotencyState, idempotencyFor } from '@/lib/idempotency';
import { useServiceAreas } from '@/lib/service-areas-queries';
import { useBusinessToday } from '@/lib/use-business-today';
import { useActionErrors } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { validate } from '@/lib/validation';
import { useCreateBooking } from './api/create-booking';
import { useFreeConsultationStatus } from './api/get-free-consultation-status';
import { type BookErrors, FORM_FIELDS, focusField } from './book-form-errors';
import {
  type BookFormField,
  bookFormReducer,
  bookingProblem,
  estimate,
  selectionOf,
  toBookingInput,
} from './booking-form';
import { AppointmentDetails } from './components/appointment-details';
import { BookingConfirmation } from './components/booking-confirmation';
import { ContactUsed } from './components/contact-used';
import { EstimateBar } from './components/estimate-bar';
import { FreeConsultationOption } from './components/free-consultation-option';
import { JoinWaitlist } from './components/join-waitlist';
import { PaymentMethodCard } from './components/payment-method';
import { PriceEstimate } from './components/price-estimate';
import { ServiceSelection } from './components/service-selection';
import { parseBookingDraft } from './parse-booking-draft';
import './booking.css';

/** Spec 001 section 9: the booking success toast stays 8 seconds. */
export const BOOKING_SUCCESS_TOAST_MS = 8000;

/** /book 'Book Your Service' (spec 001 sections 2, 4, 5, 8): pre-filled from the landing hand-off. */
export function BookPage() {
  usePageTitle('Book Your Service');
  const today = useBusinessToday();
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, dispatch] = useReducer(bookFormReducer, null, () =>
    parseBookingDraft(searchParams.get('data'), todayInBusinessZone()),
  );
  const { errors, setErrors, update, showProblem } = useActionErrors(dispatch, correctedFields, focusField);
  const [confirmation, setConfirmation] = useState<BookingCreated | null>(null);
  const idempotency = useRef<IdempotencyState | null>(null);

  const services = useCatalogServices();
  const addOns = useCatalogAddOns();
  const areas = useServiceAreas();
  const area = areas.find((a) => a.id === values.serviceArea) ?? null;
  // The time chosen as the time field offered it (the same question, answered from its cache).
  const chosenTime = useAvailability(availabilityOf(values, selectionOf(values)), today).times?.find(
    (time) => time.time === values.eventTime,
  );
  const freeStatus = useFreeConsultationStatus();
  const freeConsultationOffered = freeStatus.data?.eligible === true;
  const createBooking = useCreateBooking();
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect('/book');
  const { user } = useAuth();
  // From the landing form, her profile may have just taken its name and phone: read it afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address she arrived with
  useEffect(() => {
    if (searchParams.has('data')) void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
  }, []);

  const onTimeChange = useCallback(
    (time: string) => update({ type: 'setText', field: 'eventTime', value: time }),
    [update],
  );

  // The booking was refused: the server's words if it gave some, else the usual line.
  const toastRefused = (message: string | undefined) =>
    toast({
      title: toasts.bookingFailed.title,
      description: message ?? toasts.bookingFailed.description,
      variant: 'destructive',
    });

  const onFailure = (error: unknown) => {
    if (onUnauthorized(error)) return;
    const status = errorStatus(error);
    const body = readErrorBody(error);
    if (status === 403) {
      // Her email is not confirmed yet: the answer says where the link went; the banner offers another.
      void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
      toastRefused(body.message);
      return;
    }
    if (status === 409 || status === 422) {
      // The time may have just been taken, or the free consultation gone: show the latest.
      void invalidateKeys(queryClient, availabilityQueryKey, freeConsultationStatusQueryKey);
      toastRefused(body.message);
      return;
    }
    const fieldErrors: BookErrors = {};
    for (const { field, message } of body.errors) {
      if ((FORM_FIELDS as readonly string[]).includes(field)) fieldErrors[field as BookFormField] ??= message;
    }
    setErrors(fieldErrors);
    toastRefused(body.errors[0]?.message);
    // As with the form's own checks, she is taken to the first field (in form order) it named.
    const first = FORM_FIELDS.find((field) => field in fieldErrors);
    if (first) focusField(first);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createBooking.isPending) return;
    const problem = bookingProblem(values, today, addOns);
    if (problem) {
      showProblem(problem.toast, problem.fields);
      return;
    }
    const input = toBookingInput(values, {
      addOns,
      freeConsultationOffered,
    });
    const checked = validate<BookingInput>(bookingInputValidator, input);
    if (!checked.ok) {
      const fields = Object.keys(checked.errors).filter((field): field is BookFormField =>
        (FORM_FIELDS as readonly string[]).includes(field),
      );
      const [first] = fields;
      showProblem(
        {
          title: toasts.bookingFailed.title,
          description: (first && checked.errors[first]) || toasts.bookingFailed.description,
        },
        fields,
      );
      return;
    }
    setErrors({});
    idempotency.current = idempotencyFor(idempotency.current, JSON.stringify(input));
    createBooking.mutate(
      { input, idempotencyKey: idempotency.current.key },
      {
        onSuccess: (created) => {
          toast({
            title: toasts.bookingSucceeded.title,
            description: created.message || toasts.bookingSucceeded.description,
            variant: 'success',
            duration: BOOKING_SUCCESS_TOAST_MS,
          });
          idempotency.current = null;
          dispatch({ type: 'reset' });
          setConfirmation(created);
          if (searchParams.has('data')) setSearchParams({}, { replace: true });
        },
        onError: onFailure,
      },
    );
  };

  const currentEstimate = estimate(values, services, addOns, area);

  return (
    <>
      <PageHeader
        eyebrow="Booking"
        title="Book Your Service"
        lead="Choose your makeup, hair or bridal package, pick a time our stylists can be there and reserve your appointment. We travel to you."
      />
      <div className="container page-section stack gap-8">
        <ConfirmEmailBanner />
        {confirmation ? (
          <BookingConfirmation
            booking={confirmation.booking}
            message={confirmation.message || toasts.bookingSucceeded.description}
            onDismiss={() => setConfirmation(null)}
          />
        ) : null}
        <form
          className="split-layout stack gap-8 book-form"
          aria-label="Book Your Service"
          aria-busy={createBooking.isPending}
          noValidate
          onSubmit={onSubmit}
        >
          <div className="book-form__steps stack gap-6">
            <ServiceSelection
              values={values}
              dispatch={update}
              services={services}
              addOns={addOns}
              error={errors.makeupService}
              addOnsError={errors.addOns}
            />
            <AppointmentDetails
              values={values}
              dispatch={update}
              today={today}
              errors={errors}
              onTimeChange={onTimeChange}
              whenFull={<JoinWaitlist values={values} />}
            />
            <PaymentMethodCard values={values} dispatch={update} errors={errors} />
            <ContactUsed user={user} />
            {freeConsultationOffered ? (
              <FreeConsultationOption
                checked={values.includeConsultation}
                expiresAt={freeStatus.data?.expiresAt ?? null}
                noService={!hasChosenService(values)}
                onChange={(checked) => update({ type: 'setIncludeConsultation', value: checked })}
              />
            ) : null}
          </div>
          <div className="sticky-aside">
            <PriceEstimate
              estimate={currentEstimate}
              timeMode={values.timeMode}
              eventDate={values.eventDate}
              eventTime={values.eventTime}
              startTime={chosenTime?.startsAt ?? ''}
            >
              <Button type="submit" size="lg" block busy={createBooking.isPending} busyLabel="Booking...">
                Book Appointment
              </Button>
            </PriceEstimate>
          </div>
        </form>
        <EstimateBar estimate={currentEstimate} estimateId="book-estimate" />
      </div>
    </>
  );
}

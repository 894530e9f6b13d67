import { TESTIMONIAL_SERVICE_TYPES } from '@beauty/domain/catalog';
import { MIN_LENGTHS } from '@beauty/domain/limits';
import { serviceTypeLabels, toasts } from '@beauty/domain/messages';
import type { TestimonialInput } from '@beauty/domain/schemas/testimonial';
import { TestimonialInput as testimonialValidator } from '@beauty/domain/standalone-validators';
import { useEffect, useRef } from 'react';
import { CardForm } from '@/components/card-form';
import { ShieldIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { CountedTextField, EmailField, NameField, SelectField } from '@/components/ui/fields';
import { sendForm } from '@/lib/save-outcome';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSignedInPrefill } from '@/lib/use-signed-in-prefill';
import { useCreateTestimonial } from '../api/create-testimonial';
import { type Rating, StarRating } from './star-rating';

type ServiceType = (typeof TESTIMONIAL_SERVICE_TYPES)[number];
type ReviewField = keyof TestimonialInput;
interface ReviewValues {
  customerName: string;
  customerEmail: string;
  serviceType: ServiceType | '';
  rating: Rating;
  content: string;
}

/** Spec 001 section 9: the rating starts at 5 stars. */
const EMPTY: ReviewValues = { customerName: '', customerEmail: '', serviceType: '', rating: 5, content: '' };
const FIELD_ORDER: readonly ReviewField[] = [
  'customerName',
  'customerEmail',
  'serviceType',
  'rating',
  'content',
];
/** Filled from a signed-in customer's account. */
const REVIEWER_FIELDS = { name: 'customerName', email: 'customerEmail' } as const;
const fieldId = (field: ReviewField) => `review-${field}`;

/** What is sent: trimmed text. An unchosen service stays '' so it is reported under its field. */
function toInput(values: ReviewValues) {
  return {
    customerName: values.customerName.trim(),
    customerEmail: values.customerEmail.trim(),
    serviceType: values.serviceType,
    rating: values.rating,
    content: values.content.trim(),
  };
}

const isServiceType = (value: string | null): value is ServiceType =>
  (TESTIMONIAL_SERVICE_TYPES as readonly string[]).includes(value ?? '');

/**
 * From a booking's page, /submit-testimonial?service=bridal names what she had: chosen once,
 * after hydration (the page is pre-rendered without it); she may still change it.
 */
function useServiceFromLink(set: (patch: Partial<ReviewValues>, options?: { keepErrors?: boolean }) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const service = new URLSearchParams(window.location.search).get('service');
    if (isServiceType(service)) set({ serviceType: service }, { keepErrors: true });
  }, [set]);
}

export function TestimonialForm({ onSubmitted }: { onSubmitted: () => void }) {
  const submitReview = useCreateTestimonial();
  const form = useSchemaForm<ReviewValues, TestimonialInput>({
    initial: EMPTY,
    validator: testimonialValidator,
    toInput,
    fields: FIELD_ORDER,
    fieldId,
    // The rating is a group of radios: its fifth star takes the focus.
    focusId: (field) => (field === 'rating' ? `${fieldId('rating')}-5` : fieldId(field)),
  });
  useSignedInPrefill(form, REVIEWER_FIELDS);
  useServiceFromLink(form.set);
  const { values } = form;

  const send = sendForm(form, submitReview, {
    saved: toasts.reviewSubmitted,
    failed: toasts.reviewFailed,
    afterSaved: onSubmitted,
  });

  return (
    <CardForm name="review" title="Write a Review" description="All fields are required." {...send}>
      <div className="card-form__row">
        <NameField
          {...form.field('customerName')}
          label="Your Name"
          hint="Shown with your review."
          name="customerName"
        />
        <EmailField {...form.field('customerEmail')} hint="Never published." name="customerEmail" />
      </div>
      <SelectField {...form.field('serviceType')} label="Service Received" name="serviceType">
        <option value="">Select a service</option>
        {TESTIMONIAL_SERVICE_TYPES.map((serviceType) => (
          <option key={serviceType} value={serviceType}>
            {serviceTypeLabels[serviceType]}
          </option>
        ))}
      </SelectField>
      <StarRating
        id={fieldId('rating')}
        label="Your Rating"
        value={values.rating}
        onChange={(rating) => form.set({ rating })}
      />
      <CountedTextField
        {...form.field('content')}
        label="Your Review"
        about="Tell us about your look and your day."
        min={MIN_LENGTHS.review}
        name="content"
      />
      <p className="review-form__note">
        <ShieldIcon />
        <span>
          Every review is checked by our team before it is published. Yours will appear on our site once it
          has been approved.
        </span>
      </p>
      <div className="card-form__actions">
        <Button type="submit" size="lg" busy={submitReview.isPending} busyLabel="Submitting...">
          Submit Review
        </Button>
      </div>
    </CardForm>
  );
}

import { TESTIMONIAL_SERVICE_TYPES } from '@beauty/domain/catalog';
import { LIMITS } from '@beauty/domain/limits';
import { serviceTypeLabels, toasts } from '@beauty/domain/messages';
import type { TestimonialInput } from '@beauty/domain/schemas/testimonial';
import { TestimonialInput as testimonialValidator } from '@beauty/domain/standalone-validators';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { ShieldIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailField, NameField, SelectField, TextareaField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { readErrorBody } from '@/lib/api-client';
import { type FieldErrors, validate } from '@/lib/validation';
import { useCreateTestimonial } from '../api/create-testimonial';
import { type Rating, StarRating } from './star-rating';

type ServiceType = (typeof TESTIMONIAL_SERVICE_TYPES)[number];
type ReviewField = keyof TestimonialInput;
type TextField = 'customerName' | 'customerEmail' | 'content';
interface ReviewValues {
  customerName: string;
  customerEmail: string;
  serviceType: ServiceType | '';
  rating: Rating;
  content: string;
}
type ReviewErrors = FieldErrors<TestimonialInput>;

/** Spec 001 section 9: the rating starts at 5 stars. */
const EMPTY: ReviewValues = { customerName: '', customerEmail: '', serviceType: '', rating: 5, content: '' };
const FIELD_ORDER: readonly ReviewField[] = [
  'customerName',
  'customerEmail',
  'serviceType',
  'rating',
  'content',
];
const CONTENT_MIN = 20;
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

function focusFirstInvalid(errors: ReviewErrors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) document.getElementById(first === 'rating' ? `${fieldId('rating')}-5` : fieldId(first))?.focus();
}

export function TestimonialForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [values, setValues] = useState<ReviewValues>(EMPTY);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [attempted, setAttempted] = useState(false);
  const submitReview = useCreateTestimonial();

  const update = (next: ReviewValues) => {
    setValues(next);
    // After the first submit, messages follow the answers as they are corrected.
    if (attempted) setErrors(validate<TestimonialInput>(testimonialValidator, toInput(next)).errors);
  };

  const onTextChange = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    update({ ...values, [field]: event.target.value });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitReview.isPending) return;
    setAttempted(true);
    const result = validate<TestimonialInput>(testimonialValidator, toInput(values));
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(result.errors);
      return;
    }
    setErrors({});
    submitReview.mutate(result.value, {
      onSuccess: () => {
        toast({ ...toasts.reviewSubmitted, variant: 'success' });
        onSubmitted();
      },
      onError: (error) => {
        const serverErrors: ReviewErrors = {};
        for (const { field, message } of readErrorBody(error).errors) {
          if ((FIELD_ORDER as readonly string[]).includes(field))
            serverErrors[field as ReviewField] ??= message;
        }
        setErrors(serverErrors);
        focusFirstInvalid(serverErrors);
        toast({ ...toasts.reviewFailed, variant: 'destructive' });
      },
    });
  };

  const contentLength = values.content.trim().length;

  return (
    <Card className="review-form-card">
      <CardHeader>
        <CardTitle id="review-form-title">Write a Review</CardTitle>
        <CardDescription>All fields are required.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="review-form"
          aria-labelledby="review-form-title"
          aria-busy={submitReview.isPending}
          noValidate
          onSubmit={onSubmit}
        >
          <div className="review-form__row">
            <NameField
              id={fieldId('customerName')}
              label="Your Name"
              hint="Shown with your review."
              error={errors.customerName}
              name="customerName"
              value={values.customerName}
              onChange={onTextChange('customerName')}
            />
            <EmailField
              id={fieldId('customerEmail')}
              hint="Never published."
              error={errors.customerEmail}
              name="customerEmail"
              value={values.customerEmail}
              onChange={onTextChange('customerEmail')}
            />
          </div>
          <SelectField
            id={fieldId('serviceType')}
            label="Service Received"
            error={errors.serviceType}
            name="serviceType"
            value={values.serviceType}
            onChange={(event) => update({ ...values, serviceType: event.target.value as ServiceType | '' })}
          >
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
            onChange={(rating) => update({ ...values, rating })}
          />
          <TextareaField
            id={fieldId('content')}
            label="Your Review"
            hint={
              contentLength < CONTENT_MIN
                ? `Tell us about your look and your day. At least ${CONTENT_MIN} characters (${contentLength} so far).`
                : `Tell us about your look and your day. ${contentLength} characters.`
            }
            error={errors.content}
            name="content"
            rows={6}
            maxLength={LIMITS.longText}
            value={values.content}
            onChange={onTextChange('content')}
          />
          <p className="review-form__note">
            <ShieldIcon />
            <span>
              Every review is checked by our team before it is published. Yours will appear on our site once
              it has been approved.
            </span>
          </p>
          <div className="review-form__actions">
            <Button type="submit" size="lg" disabled={submitReview.isPending}>
              {submitReview.isPending ? 'Submitting...' : 'Submit Review'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

import { SPECIALTIES } from '@beauty/domain/catalog';
import { LIMITS } from '@beauty/domain/limits';
import { toasts } from '@beauty/domain/messages';
import type { StylistApplicationInput } from '@beauty/domain/schemas/stylist-application';
import { StylistApplicationInput as stylistApplicationValidator } from '@beauty/domain/standalone-validators';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailField, InputField, NameField, PhoneField, TextareaField } from '@/components/ui/fields';
import { FieldError } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { readErrorBody } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { validate } from '@/lib/validation';
import { useCreateStylistApplication } from '../api/create-stylist-application';
import {
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
  EMPTY_APPLICATION,
  FIELD_ORDER,
  fieldId,
  focusFirstInvalid,
  type Specialty,
  specialtyId,
  toInput,
} from '../application-values';
import { ResumeUploadField } from './resume-upload-field';

const EXPERIENCE_MIN = 50;

const SPECIALTY_OPTIONS: Record<Specialty, { label: string; note: string }> = {
  makeup: { label: 'Makeup', note: 'Bridal, event and photo makeup' },
  hair: { label: 'Hair', note: 'Bridal styling, updos and waves' },
  both: { label: 'Hair & Makeup', note: 'Both, for the full look' },
};

export function ApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [values, setValues] = useState<ApplicationValues>(EMPTY_APPLICATION);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const submitApplication = useCreateStylistApplication();

  const update = (next: ApplicationValues) => {
    setValues(next);
    // After the first submit, messages follow the answers as they are corrected.
    if (!attempted) return;
    const { errors: nextErrors } = validate<StylistApplicationInput>(
      stylistApplicationValidator,
      toInput(next),
    );
    // A refused file keeps its own explanation until another file is chosen.
    setErrors((current) => ({
      ...nextErrors,
      ...(nextErrors.resumeUrl && current.resumeUrl ? { resumeUrl: current.resumeUrl } : {}),
    }));
  };

  const onChange =
    (field: Exclude<ApplicationField, 'specialties' | 'resumeUrl'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update({ ...values, [field]: event.target.value });

  const onResumeProblem = (message: string | undefined) => {
    setErrors((current) => {
      const next = { ...current };
      if (message) next.resumeUrl = message;
      else delete next.resumeUrl;
      return next;
    });
  };

  // Called when an upload finishes too: read the latest answers, not the ones of that moment.
  const onResumeUrlChange = (resumeUrl: string) => {
    setValues((current) => ({ ...current, resumeUrl }));
    if (resumeUrl) onResumeProblem(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitApplication.isPending || uploading) return;
    setAttempted(true);
    const result = validate<StylistApplicationInput>(stylistApplicationValidator, toInput(values));
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(result.errors, values.specialties);
      return;
    }
    setErrors({});
    submitApplication.mutate(result.value, {
      onSuccess: () => {
        toast({ ...toasts.applicationSubmitted, variant: 'success' });
        onSubmitted();
      },
      onError: (error) => {
        const serverErrors: ApplicationErrors = {};
        for (const { field, message } of readErrorBody(error).errors) {
          if ((FIELD_ORDER as readonly string[]).includes(field))
            serverErrors[field as ApplicationField] ??= message;
        }
        setErrors(serverErrors);
        focusFirstInvalid(serverErrors, values.specialties);
        toast({ ...toasts.applicationFailed, variant: 'destructive' });
      },
    });
  };

  const experienceLength = values.experience.trim().length;
  const specialtiesErrorId = errors.specialties ? `${fieldId('specialties')}-error` : undefined;

  return (
    <Card className="application-form-card">
      <CardHeader>
        <CardTitle id="application-form-title">Apply Now</CardTitle>
        <CardDescription>All fields are required unless marked optional.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="application-form"
          aria-labelledby="application-form-title"
          aria-busy={submitApplication.isPending}
          noValidate
          onSubmit={onSubmit}
        >
          <div className="application-form__row">
            <NameField
              id={fieldId('firstName')}
              label="First Name"
              error={errors.firstName}
              name="firstName"
              autoComplete="given-name"
              value={values.firstName}
              onChange={onChange('firstName')}
            />
            <NameField
              id={fieldId('lastName')}
              label="Last Name"
              error={errors.lastName}
              name="lastName"
              autoComplete="family-name"
              value={values.lastName}
              onChange={onChange('lastName')}
            />
          </div>
          <div className="application-form__row">
            <EmailField
              id={fieldId('email')}
              error={errors.email}
              value={values.email}
              onChange={onChange('email')}
            />
            <PhoneField
              id={fieldId('phone')}
              error={errors.phone}
              placeholder="(555) 123-4567"
              value={values.phone}
              onChange={onChange('phone')}
            />
          </div>

          <div
            className={cn('field application-choice', errors.specialties && 'field--invalid')}
            role="radiogroup"
            aria-labelledby={`${fieldId('specialties')}-label`}
            aria-required="true"
            aria-invalid={errors.specialties ? true : undefined}
            aria-describedby={specialtiesErrorId}
          >
            <span id={`${fieldId('specialties')}-label`} className="label">
              Specialties
            </span>
            <div className="application-choice__options">
              {SPECIALTIES.map((specialty) => (
                <label key={specialty} className="application-choice__option">
                  <input
                    id={specialtyId(specialty)}
                    type="radio"
                    name="specialties"
                    value={specialty}
                    checked={values.specialties === specialty}
                    onChange={() => update({ ...values, specialties: specialty })}
                  />
                  <span className="application-choice__text">
                    <span className="application-choice__title">{SPECIALTY_OPTIONS[specialty].label}</span>
                    <span className="application-choice__note">{SPECIALTY_OPTIONS[specialty].note}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.specialties && specialtiesErrorId ? (
              <FieldError id={specialtiesErrorId} message={errors.specialties} />
            ) : null}
          </div>

          <TextareaField
            id={fieldId('experience')}
            label="Experience Highlights"
            hint={
              experienceLength < EXPERIENCE_MIN
                ? `Your training, license, years behind the chair and the events you love. At least ${EXPERIENCE_MIN} characters (${experienceLength} so far).`
                : `Your training, license, years behind the chair and the events you love. ${experienceLength} characters.`
            }
            error={errors.experience}
            name="experience"
            rows={6}
            maxLength={LIMITS.longText}
            value={values.experience}
            onChange={onChange('experience')}
          />
          <InputField
            id={fieldId('portfolio')}
            label="Portfolio or Instagram"
            labelNote="(optional)"
            hint="A link to your website, Instagram or online portfolio."
            error={errors.portfolio}
            type="url"
            name="portfolio"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            maxLength={LIMITS.url}
            value={values.portfolio}
            onChange={onChange('portfolio')}
          />
          <ResumeUploadField
            id={fieldId('resumeUrl')}
            error={errors.resumeUrl}
            onResumeUrlChange={onResumeUrlChange}
            onProblem={onResumeProblem}
            onUploadingChange={setUploading}
          />
          <TextareaField
            id={fieldId('additionalInfo')}
            label="Anything Else We Should Know?"
            labelNote="(optional)"
            hint="Availability, travel range, languages, certifications."
            error={errors.additionalInfo}
            name="additionalInfo"
            rows={4}
            maxLength={LIMITS.longText}
            value={values.additionalInfo}
            onChange={onChange('additionalInfo')}
          />
          <div className="application-form__actions">
            <Button type="submit" size="lg" disabled={submitApplication.isPending || uploading}>
              {submitApplication.isPending
                ? 'Submitting...'
                : uploading
                  ? 'Uploading resume...'
                  : 'Submit Application'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

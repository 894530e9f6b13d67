import { SPECIALTIES, SPECIALTY_LABELS } from '@beauty/domain/catalog';
import { LIMITS, MIN_LENGTHS } from '@beauty/domain/limits';
import { toasts } from '@beauty/domain/messages';
import type { StylistApplicationInput } from '@beauty/domain/schemas/stylist-application';
import { StylistApplicationInput as stylistApplicationValidator } from '@beauty/domain/standalone-validators';
import { useState } from 'react';
import { CardForm } from '@/components/card-form';
import { Button } from '@/components/ui/button';
import {
  CountedTextField,
  EmailField,
  InputField,
  LongTextField,
  NameField,
  PhoneField,
} from '@/components/ui/fields';
import { FieldError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { sendForm } from '@/lib/save-outcome';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateStylistApplication } from '../api/create-stylist-application';
import {
  type ApplicationValues,
  EMPTY_APPLICATION,
  FIELD_ORDER,
  fieldId,
  type Specialty,
  specialtyId,
  toInput,
} from '../application-values';
import { ResumeUploadField } from './resume-upload-field';

const SPECIALTY_NOTES: Record<Specialty, string> = {
  makeup: 'Bridal, event and photo makeup',
  hair: 'Bridal styling, updos and waves',
  both: 'Both, for the full look',
};

export function ApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [uploading, setUploading] = useState(false);
  const submitApplication = useCreateStylistApplication();
  const form = useSchemaForm<ApplicationValues, StylistApplicationInput>({
    initial: EMPTY_APPLICATION,
    validator: stylistApplicationValidator,
    toInput,
    fields: FIELD_ORDER,
    fieldId,
    focusId: (field, values) =>
      field === 'specialties' ? specialtyId(values.specialties || SPECIALTIES[0]) : fieldId(field),
    // A refused file keeps its own explanation until another file is chosen.
    keepMessages: ['resumeUrl'],
  });
  const { values, errors } = form;

  // Called when an upload finishes too: the form reads the latest answers, not the ones of that moment.
  const onResumeUrlChange = (resumeUrl: string) => {
    form.set({ resumeUrl }, { keepErrors: true });
    if (resumeUrl) form.setFieldError('resumeUrl', undefined);
  };

  const send = sendForm(
    form,
    submitApplication,
    { saved: toasts.applicationSubmitted, failed: toasts.applicationFailed, afterSaved: onSubmitted },
    { waiting: uploading },
  );

  const specialtiesErrorId = errors.specialties ? `${fieldId('specialties')}-error` : undefined;

  return (
    <CardForm name="application" title="Apply Now" {...send}>
      <div className="card-form__row">
        <NameField
          {...form.field('firstName')}
          label="First Name"
          name="firstName"
          autoComplete="given-name"
        />
        <NameField {...form.field('lastName')} label="Last Name" name="lastName" autoComplete="family-name" />
      </div>
      <div className="card-form__row">
        <EmailField {...form.field('email')} />
        <PhoneField {...form.field('phone')} placeholder="(555) 123-4567" />
      </div>

      <div
        className={cn('field stack gap-2 application-choice', errors.specialties && 'field--invalid')}
        role="radiogroup"
        aria-labelledby={`${fieldId('specialties')}-label`}
        aria-required="true"
        aria-invalid={errors.specialties ? true : undefined}
        aria-describedby={specialtiesErrorId}
      >
        <span id={`${fieldId('specialties')}-label`} className="label">
          Specialties
        </span>
        <div className="choice-columns stack gap-3">
          {SPECIALTIES.map((specialty) => (
            <label key={specialty} className="choice-box application-choice__option">
              <input
                id={specialtyId(specialty)}
                type="radio"
                name="specialties"
                value={specialty}
                checked={values.specialties === specialty}
                onChange={() => form.set({ specialties: specialty })}
              />
              <span className="application-choice__text stack">
                <span className="application-choice__title">{SPECIALTY_LABELS[specialty]}</span>
                <span className="fine-print">{SPECIALTY_NOTES[specialty]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.specialties && specialtiesErrorId ? (
          <FieldError id={specialtiesErrorId} message={errors.specialties} />
        ) : null}
      </div>

      <CountedTextField
        {...form.field('experience')}
        label="Experience Highlights"
        about="Your training, license, years behind the chair and the events you love."
        min={MIN_LENGTHS.experience}
        name="experience"
      />
      <InputField
        {...form.field('portfolio')}
        label="Portfolio or Instagram"
        labelNote="(optional)"
        hint="A link to your website, Instagram or online portfolio."
        type="url"
        name="portfolio"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        maxLength={LIMITS.url}
      />
      <ResumeUploadField
        id={fieldId('resumeUrl')}
        error={errors.resumeUrl}
        onResumeUrlChange={onResumeUrlChange}
        onProblem={(message) => form.setFieldError('resumeUrl', message)}
        onUploadingChange={setUploading}
      />
      <LongTextField
        {...form.field('additionalInfo')}
        label="Anything Else We Should Know?"
        labelNote="(optional)"
        hint="Availability, travel range, languages, certifications."
        name="additionalInfo"
        rows={4}
      />
      <div className="card-form__actions application-form__actions">
        <Button
          type="submit"
          size="lg"
          busy={submitApplication.isPending || uploading}
          busyLabel={submitApplication.isPending ? 'Submitting...' : 'Uploading resume...'}
        >
          Submit Application
        </Button>
      </div>
    </CardForm>
  );
}

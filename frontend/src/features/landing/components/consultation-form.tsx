import { EVENT_TYPES, FALSE_LASHES_EXPERIENCE, SKIN_TYPES } from '@beauty/domain/catalog';
import { LIMITS } from '@beauty/domain/limits';
import { toasts } from '@beauty/domain/messages';
import { QUESTIONNAIRE_LABELS } from '@beauty/domain/questionnaire';
import type { ConsultationRequestInput } from '@beauty/domain/schemas/consultation-request';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  EmailField,
  InputField,
  NameField,
  PhoneField,
  SelectField,
  TextareaField,
} from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { EVENT_TYPE_LABELS, FALSE_LASHES_LABELS, SKIN_TYPE_LABELS } from '@/lib/labels';
import { useBusinessToday } from '@/lib/use-business-today';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSignedInPrefill } from '@/lib/use-signed-in-prefill';
import type { PrecompiledValidator } from '@/lib/validation';
import {
  type ConsultationRequestCreated,
  useCreateConsultationRequest,
} from '../api/create-consultation-request';
import {
  consultFieldId,
  EMPTY_QUESTIONNAIRE,
  FIELDS,
  loadConsultationValidator,
  type QuestionField,
  type QuestionValues,
  toInput,
} from '../consultation-questionnaire';
import type { useInspirationImages } from '../use-inspiration-images';
import { InspirationUpload } from './inspiration-upload';

const CLIENT_FIELDS = { name: 'name', email: 'email', phone: 'phone' } as const;

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="form-panel__group consult-form__group">
      <legend className="form-panel__legend caps-heading">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function ConsultationForm({
  inspiration,
  onSubmitted,
}: {
  inspiration: ReturnType<typeof useInspirationImages>;
  onSubmitted: (created: ConsultationRequestCreated) => void;
}) {
  const [validator, setValidator] = useState<PrecompiledValidator | null>(null);
  const submit = useCreateConsultationRequest();
  const imageUrls = inspiration.images.map((image) => image.imageUrl);
  const form = useSchemaForm<QuestionValues, ConsultationRequestInput>({
    initial: EMPTY_QUESTIONNAIRE,
    validator,
    toInput: (values) => toInput(values, imageUrls),
    fields: FIELDS,
    fieldId: consultFieldId,
  });
  useSignedInPrefill(form, CLIENT_FIELDS);
  const { values, errors } = form;
  const today = useBusinessToday();

  const prepareValidator = () => {
    if (!validator)
      loadConsultationValidator().then(
        (check) => setValidator(() => check),
        () => undefined,
      );
  };

  const onChange = (field: QuestionField) => form.field(field).onChange;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending || inspiration.uploading > 0) return;
    let check = validator;
    try {
      check ??= await loadConsultationValidator();
    } catch {
      toast({ ...toasts.consultationFailed, variant: 'destructive' });
      return;
    }
    setValidator(() => check);
    const result = form.check(check);
    if (!result.ok) return;
    submit.mutate(result.value, {
      onSuccess: (created) => {
        toast({
          title: toasts.consultationSubmitted.title,
          description: created.message || toasts.consultationSubmitted.description,
          variant: 'success',
        });
        onSubmitted(created);
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast({ ...toasts.consultationFailed, variant: 'destructive' });
      },
    });
  };

  const text = (field: QuestionField, label: string, options: { hint?: string; max?: number } = {}) => (
    <InputField
      id={consultFieldId(field)}
      label={label}
      hint={options.hint}
      error={errors[field]}
      name={field}
      maxLength={options.max ?? LIMITS.shortText}
      value={values[field]}
      onChange={onChange(field)}
    />
  );

  const longText = (field: QuestionField, label: string, hint?: string) => (
    <TextareaField
      id={consultFieldId(field)}
      label={label}
      hint={hint}
      error={errors[field]}
      name={field}
      rows={3}
      maxLength={LIMITS.longText}
      value={values[field]}
      onChange={onChange(field)}
    />
  );

  const choice = (
    field: QuestionField,
    label: string,
    placeholder: string,
    options: ReadonlyArray<readonly [string, string]>,
  ) => (
    <SelectField
      id={consultFieldId(field)}
      label={label}
      error={errors[field]}
      name={field}
      value={values[field]}
      onChange={onChange(field)}
    >
      <option value="">{placeholder}</option>
      {options.map(([value, optionLabel]) => (
        <option key={value} value={value}>
          {optionLabel}
        </option>
      ))}
    </SelectField>
  );

  const busy = submit.isPending;
  return (
    <form
      className="stack gap-8"
      aria-labelledby="consultation-form-title"
      aria-busy={busy}
      noValidate
      onFocus={prepareValidator}
      onPointerEnter={prepareValidator}
      onSubmit={onSubmit}
    >
      <div className="stack gap-2">
        <h3 id="consultation-form-title" className="consult-form__title">
          Consultation Questionnaire
        </h3>
        <p className="note">
          Only your name and email are required. Everything else helps us arrive with the right look in mind.
        </p>
      </div>

      <Fieldset legend="About You">
        <div className="form-row form-row--2">
          <NameField
            id={consultFieldId('name')}
            error={errors.name}
            value={values.name}
            onChange={onChange('name')}
          />
          <EmailField
            id={consultFieldId('email')}
            error={errors.email}
            value={values.email}
            onChange={onChange('email')}
          />
        </div>
        <div className="form-row form-row--2 form-row--3">
          <PhoneField
            id={consultFieldId('phone')}
            error={errors.phone}
            value={values.phone}
            onChange={onChange('phone')}
          />
          {choice(
            'eventType',
            'Event Type',
            'Select event type',
            EVENT_TYPES.map((type) => [type, EVENT_TYPE_LABELS[type]] as const),
          )}
          <InputField
            id={consultFieldId('eventDate')}
            label="Event Date"
            error={errors.eventDate}
            type="date"
            name="eventDate"
            min={today || undefined}
            value={values.eventDate}
            onChange={onChange('eventDate')}
          />
        </div>
      </Fieldset>

      <Fieldset legend="Your Skin & Style">
        <div className="form-row form-row--2">
          {choice(
            'skinType',
            QUESTIONNAIRE_LABELS.skinType,
            'Select your skin type',
            SKIN_TYPES.map((type) => [type, SKIN_TYPE_LABELS[type]] as const),
          )}
          {choice(
            'falseLashesExperience',
            QUESTIONNAIRE_LABELS.falseLashesExperience,
            'Select an answer',
            FALSE_LASHES_EXPERIENCE.map((answer) => [answer, FALSE_LASHES_LABELS[answer]] as const),
          )}
        </div>
        <div className="form-row form-row--2">
          {text('favoriteFeatures', QUESTIONNAIRE_LABELS.favoriteFeatures, {
            hint: 'Eyes, cheekbones, lips…',
          })}
          {text('tooFoldForYou', QUESTIONNAIRE_LABELS.tooFoldForYou, {
            hint: 'A dramatic lip, heavy contour, glitter…',
          })}
        </div>
        <div className="form-row form-row--2">
          {text('celebrityInspiration', QUESTIONNAIRE_LABELS.celebrityInspiration)}
          {text('holyGrailProducts', QUESTIONNAIRE_LABELS.holyGrailProducts, {
            hint: 'The products you cannot live without',
          })}
        </div>
        {longText(
          'dailyRoutine',
          QUESTIONNAIRE_LABELS.dailyRoutine,
          'What you wear on an ordinary day, if anything',
        )}
        {text('allergiesOrSensitivities', QUESTIONNAIRE_LABELS.allergiesOrSensitivities)}
      </Fieldset>

      <Fieldset legend="Inspiration & Notes">
        <InspirationUpload id={consultFieldId('inspirationImages')} inspiration={inspiration} />
        {longText('commentsOrConcerns', QUESTIONNAIRE_LABELS.commentsOrConcerns)}
      </Fieldset>

      <div className="form-panel__actions stack gap-3">
        <Button
          type="submit"
          size="lg"
          busy={busy}
          busyLabel="Submitting..."
          disabled={inspiration.uploading > 0}
        >
          Request Free Consultation
        </Button>
        {inspiration.uploading > 0 ? (
          <p className="note">Please wait for your photos to finish uploading.</p>
        ) : null}
      </div>
    </form>
  );
}

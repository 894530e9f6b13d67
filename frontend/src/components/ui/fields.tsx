import { LIMITS } from '@beauty/domain/limits';
import type { ComponentType, ReactNode } from 'react';
import { type FieldControlProps, FormField, type FormFieldProps } from './form-field';
import { Input, type InputProps } from './input';
import { Select, type SelectProps } from './select';
import { Textarea, type TextareaProps } from './textarea';

/** What a labelled field takes besides its control's own attributes; `className` is the field's. */
type FieldProps = Omit<FormFieldProps, 'children'>;

type ControlProps<P> = FieldProps & Omit<P, keyof FieldProps>;

/**
 * A FormField holding `Control`: the field's props go to the FormField, the rest to the control
 * (after the field's id and aria wiring, so a form may still override them).
 */
function labelled<P extends object>(Control: ComponentType<P>) {
  return function LabelledField({
    id,
    label,
    labelNote,
    hint,
    error,
    className,
    ...control
  }: ControlProps<P>) {
    return (
      <FormField id={id} label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
        {(wiring: FieldControlProps) => {
          // The control's own props, after the wiring: a form may still override aria attributes.
          const props = { ...wiring, ...control } as unknown as P;
          return <Control {...props} />;
        }}
      </FormField>
    );
  };
}

export const InputField = labelled<InputProps>(Input);
export const TextareaField = labelled<TextareaProps>(Textarea);
/** Options go in as children of the select. */
export const SelectField = labelled<SelectProps>(Select);

type PresetProps = Omit<ControlProps<InputProps>, 'label'> & { label?: ReactNode };

/** A person's name: "Name", autocompleted, at most LIMITS.name characters. */
export function NameField(props: PresetProps) {
  return <InputField label="Name" name="name" autoComplete="name" maxLength={LIMITS.name} {...props} />;
}

/** An email address: "Email", type email, autocompleted, at most LIMITS.email characters. */
export function EmailField(props: PresetProps) {
  return (
    <InputField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      maxLength={LIMITS.email}
      {...props}
    />
  );
}

/** A password: type password, at most LIMITS.password characters; `autoComplete` says whether current or new. */
export function PasswordField(
  props: PresetProps & { label: ReactNode; autoComplete: 'current-password' | 'new-password' },
) {
  return <InputField type="password" maxLength={LIMITS.password} {...props} />;
}

/** A phone number: "Phone", type tel, autocompleted, at most LIMITS.phone characters. */
export function PhoneField(props: PresetProps) {
  return (
    <InputField
      label="Phone"
      type="tel"
      name="phone"
      autoComplete="tel"
      maxLength={LIMITS.phone}
      {...props}
    />
  );
}

/** A clock time in quarter hours (the schedule's and the consultations' times). */
export function QuarterHourField(props: ControlProps<InputProps>) {
  return <InputField type="time" step={900} {...props} />;
}

/** A long answer: six rows, at most LIMITS.longText characters. */
export function LongTextField(props: ControlProps<TextareaProps>) {
  return <TextareaField rows={6} maxLength={LIMITS.longText} {...props} />;
}

/**
 * A long answer that must reach `min` characters (trimmed): the hint, `about` first, counts them
 * as they are written.
 */
export function CountedTextField({
  about,
  min,
  ...props
}: ControlProps<TextareaProps> & { about: string; min: number; value: string }) {
  const length = props.value.trim().length;
  return (
    <LongTextField
      hint={
        length < min
          ? `${about} At least ${min} characters (${length} so far).`
          : `${about} ${length} characters.`
      }
      {...props}
    />
  );
}

import { LIMITS } from '@beauty/domain/limits';
import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { Input, type InputProps } from './input';
import { Select, type SelectProps } from './select';
import { Textarea, type TextareaProps } from './textarea';

/** What a labelled field takes besides its control's own attributes; `className` is the field's. */
interface FieldProps {
  id: string;
  label: ReactNode;
  labelNote?: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

type ControlProps<P> = FieldProps & Omit<P, keyof FieldProps>;

/** A FormField holding an Input; the rest of the props go to the input (after the field's wiring). */
export function InputField({
  id,
  label,
  labelNote,
  hint,
  error,
  className,
  ...input
}: ControlProps<InputProps>) {
  return (
    <FormField id={id} label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      {(control) => <Input {...control} {...input} />}
    </FormField>
  );
}

/** A FormField holding a Textarea; the rest of the props go to the textarea. */
export function TextareaField({
  id,
  label,
  labelNote,
  hint,
  error,
  className,
  ...textarea
}: ControlProps<TextareaProps>) {
  return (
    <FormField id={id} label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      {(control) => <Textarea {...control} {...textarea} />}
    </FormField>
  );
}

/** A FormField holding a Select; the rest of the props (options included) go to the select. */
export function SelectField({
  id,
  label,
  labelNote,
  hint,
  error,
  className,
  ...select
}: ControlProps<SelectProps>) {
  return (
    <FormField id={id} label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      {(control) => <Select {...control} {...select} />}
    </FormField>
  );
}

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

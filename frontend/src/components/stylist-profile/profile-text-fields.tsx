import { STYLIST_PROFILE_LIMITS } from '@beauty/domain/schemas/stylist-profile';
import type { ChangeEvent, ReactNode } from 'react';
import { InputField, TextareaField } from '@/components/ui/fields';
import '@/styles/patterns/staff-field-grid.css';
import './stylist-profile.css';
import type { ProfileTextField } from './profile-text';

interface TextFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/**
 * Name, title, bio, achievements and experience, each with its length limit from the domain.
 * `beside` goes next to Experience (the admin's Order).
 */
export function ProfileTextFields({
  field,
  beside,
}: {
  field: (name: ProfileTextField) => TextFieldProps;
  beside?: ReactNode;
}) {
  const text = (name: ProfileTextField) => ({ ...field(name), maxLength: STYLIST_PROFILE_LIMITS[name] });
  return (
    <>
      <div className="staff-field-grid stylist-editor__row">
        <InputField label="Name" required autoComplete="off" {...text('name')} />
        <InputField label="Title" required placeholder="Lead Bridal Makeup Artist" {...text('title')} />
      </div>
      <TextareaField label="Bio" required rows={4} {...text('bio')} />
      <InputField
        label="Achievements"
        labelNote="(optional)"
        hint="Separate with commas; the About card shows the first one."
        {...text('achievements')}
      />
      <div className="staff-field-grid stylist-editor__row">
        <InputField label="Experience" labelNote="(optional)" placeholder="8 years" {...text('experience')} />
        {beside}
      </div>
    </>
  );
}

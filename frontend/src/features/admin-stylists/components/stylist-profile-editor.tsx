import {
  type AdminStylistProfile,
  STYLIST_PROFILE_LIMITS,
  type StaffAccount,
  type StylistProfileInput,
  stylistProfileMessages,
} from '@beauty/domain/schemas/stylist-profile';
import { StylistProfileInput as stylistProfileValidator } from '@beauty/domain/standalone-validators';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField, SelectField, TextareaField } from '@/components/ui/fields';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast/use-toast';
import { readErrorBody } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { type FieldErrors, validate } from '@/lib/validation';
import { useSaveStylistProfile } from '../api/save-stylist-profile';
import {
  accountLabel,
  emptyProfile,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFormValues,
  toInput,
  valuesOf,
} from '../profile-form-values';
import { StylistPhotoField } from './stylist-photo-field';

type ProfileErrors = FieldErrors<StylistProfileInput>;
const fieldId = (field: ProfileField) => `stylist-profile-${field}`;

function focusFirstInvalid(errors: ProfileErrors) {
  const first = PROFILE_FIELDS.find((field) => errors[field]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

interface EditorProps {
  /** The profile being edited; null for a new one. */
  profile: AdminStylistProfile | null;
  profiles: readonly AdminStylistProfile[];
  accounts: readonly StaffAccount[];
  onSaved: (profile: AdminStylistProfile) => void;
  onCancel: () => void;
}

/**
 * The editor of one profile: what the About card shows (name, title, bio, achievements,
 * experience), where it comes (order), whether it shows (active), the linked account, and,
 * once saved, its photo. Checked with the domain schema before sending; the server's field
 * messages show under the fields too.
 */
export function StylistProfileEditor({ profile, profiles, accounts, onSaved, onCancel }: EditorProps) {
  const [values, setValues] = useState<ProfileFormValues>(() =>
    profile ? valuesOf(profile) : emptyProfile(profiles),
  );
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [attempted, setAttempted] = useState(false);
  const save = useSaveStylistProfile();
  const redirectIfSignedOut = useUnauthorizedRedirect('/admin/stylists');

  const set = <K extends ProfileField>(field: K, value: ProfileFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validate<StylistProfileInput>(stylistProfileValidator, toInput(next)).errors);
  };
  const text = (field: ProfileField) => ({
    id: fieldId(field),
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setAttempted(true);
    const result = validate<StylistProfileInput>(stylistProfileValidator, toInput(values));
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(result.errors);
      return;
    }
    save.mutate(
      { id: profile?.id ?? null, input: result.value },
      {
        onSuccess: (saved) => {
          setErrors({});
          toast({
            title: profile ? stylistProfileMessages.saved : stylistProfileMessages.created,
            variant: 'success',
          });
          onSaved(saved);
        },
        onError: (error) => {
          if (redirectIfSignedOut(error)) return;
          const body = readErrorBody(error);
          const fieldErrors: ProfileErrors = {};
          for (const { field, message } of body.errors) {
            if ((PROFILE_FIELDS as readonly string[]).includes(field))
              fieldErrors[field as ProfileField] ??= message;
          }
          setErrors(fieldErrors);
          focusFirstInvalid(fieldErrors);
          toast({
            title: 'Could not save the profile',
            description: body.errors[0]?.message ?? body.message ?? 'Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const heading = profile ? `Edit ${profile.name}` : 'New Stylist Profile';
  return (
    <Card className="stylist-editor">
      <h2 id="stylist-editor-title" className="stylist-editor__title" tabIndex={-1}>
        {heading}
      </h2>
      <form
        className="stylist-editor__form"
        noValidate
        aria-labelledby="stylist-editor-title"
        onSubmit={onSubmit}
      >
        <div className="stylist-editor__row">
          <InputField
            label="Name"
            required
            maxLength={STYLIST_PROFILE_LIMITS.name}
            autoComplete="off"
            {...text('name')}
          />
          <InputField
            label="Title"
            required
            maxLength={STYLIST_PROFILE_LIMITS.title}
            placeholder="Lead Bridal Makeup Artist"
            {...text('title')}
          />
        </div>
        <TextareaField
          label="Bio"
          required
          rows={4}
          maxLength={STYLIST_PROFILE_LIMITS.bio}
          {...text('bio')}
        />
        <InputField
          label="Achievements"
          labelNote="(optional)"
          hint="Separate with commas; the About card shows the first one."
          maxLength={STYLIST_PROFILE_LIMITS.achievements}
          {...text('achievements')}
        />
        <div className="stylist-editor__row">
          <InputField
            label="Experience"
            labelNote="(optional)"
            placeholder="8 years"
            maxLength={STYLIST_PROFILE_LIMITS.experience}
            {...text('experience')}
          />
          <InputField
            label="Order"
            hint="Lower numbers come first."
            inputMode="numeric"
            required
            {...text('sortOrder')}
          />
        </div>
        <SelectField
          label="Linked account"
          labelNote="(optional)"
          hint="A linked stylist is booked for appointments while the profile is active."
          {...text('userId')}
        >
          <option value="">Not linked</option>
          {accounts.map((account) => {
            const { label, taken } = accountLabel(account, profiles, profile?.id ?? null);
            return (
              <option key={account.id} value={account.id} disabled={taken}>
                {label}
              </option>
            );
          })}
        </SelectField>
        <Switch
          label="Active (shown on the About section)"
          checked={values.isActive}
          onChange={(event) => set('isActive', event.target.checked)}
        />
        <div className="stylist-editor__actions">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : profile ? 'Save Changes' : 'Create Profile'}
          </Button>
          <Button variant="ghost" disabled={save.isPending} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
      {profile ? (
        <StylistPhotoField profile={profile} />
      ) : (
        <p className="field__hint stylist-editor__photo-note">Create the profile first, then add a photo.</p>
      )}
    </Card>
  );
}

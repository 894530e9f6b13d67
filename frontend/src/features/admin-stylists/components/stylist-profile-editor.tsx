import {
  type AdminStylistProfile,
  type StaffAccount,
  type StylistProfileInput,
  stylistProfileMessages,
} from '@beauty/domain/schemas/stylist-profile';
import { StylistProfileInput as stylistProfileValidator } from '@beauty/domain/standalone-validators';
import { ProfileTextFields } from '@/components/stylist-profile/profile-text-fields';
import { StylistPhotoField } from '@/components/stylist-profile/stylist-photo-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/fields';
import { Switch } from '@/components/ui/switch';
import { readErrorBody } from '@/lib/api-client';
import { saveOutcome } from '@/lib/save-outcome';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { showSavedProfile, useSaveStylistProfile } from '../api/save-stylist-profile';
import {
  accountLabel,
  emptyProfile,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFormValues,
  toInput,
  valuesOf,
} from '../profile-form-values';

const fieldId = (field: ProfileField) => `stylist-profile-${field}`;

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
  const save = useSaveStylistProfile();
  const redirectIfSignedOut = useUnauthorizedRedirect('/admin/stylists');
  const form = useSchemaForm<ProfileFormValues, StylistProfileInput>({
    initial: () => (profile ? valuesOf(profile) : emptyProfile(profiles)),
    validator: stylistProfileValidator,
    toInput,
    fields: PROFILE_FIELDS,
    fieldId,
  });

  const onSubmit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: profile?.id ?? null, input },
        saveOutcome({
          saved: { title: profile ? stylistProfileMessages.saved : stylistProfileMessages.created },
          failed: (error) => {
            const body = readErrorBody(error);
            return {
              title: 'Could not save the profile',
              description: body.errors[0]?.message ?? body.message ?? 'Please try again.',
            };
          },
          afterSaved: onSaved,
          showServerErrors: form.showServerErrors,
          onUnauthorized: redirectIfSignedOut,
        }),
      ),
    { busy: save.isPending },
  );

  const heading = profile ? `Edit ${profile.name}` : 'New Stylist Profile';
  return (
    <Card className="stylist-editor stack gap-6">
      <h2 id="stylist-editor-title" className="stylist-editor__title" tabIndex={-1}>
        {heading}
      </h2>
      <form
        className="stylist-editor__form stack gap-5"
        noValidate
        aria-labelledby="stylist-editor-title"
        onSubmit={onSubmit}
      >
        <ProfileTextFields
          field={form.field}
          beside={
            <InputField
              label="Order"
              hint="Lower numbers come first."
              inputMode="numeric"
              required
              {...form.field('sortOrder')}
            />
          }
        />
        <SelectField
          label="Linked account"
          labelNote="(optional)"
          hint="A linked stylist is booked for appointments while the profile is active."
          {...form.field('userId')}
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
          checked={form.values.isActive}
          onChange={(event) => form.set({ isActive: event.target.checked })}
        />
        <div className="stylist-editor__actions">
          <Button type="submit" busy={save.isPending} busyLabel="Saving...">
            {profile ? 'Save Changes' : 'Create Profile'}
          </Button>
          <Button variant="ghost" disabled={save.isPending} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
      {profile ? (
        <StylistPhotoField
          profile={profile}
          endpoints={{
            uploadAddress: '/api/admin/stylist-profiles/photo-upload',
            photo: `/api/admin/stylist-profiles/${encodeURIComponent(profile.id)}/photo`,
          }}
          onSaved={showSavedProfile}
          returnTo="/admin/stylists"
        />
      ) : (
        <p className="fine-print stylist-editor__photo-note">Create the profile first, then add a photo.</p>
      )}
    </Card>
  );
}

import { accountMessages } from '@beauty/domain/account-messages';
import { toasts } from '@beauty/domain/messages';
import type { ProfileUpdate } from '@beauty/domain/schemas/user';
import { ProfileUpdate as profileUpdateValidator } from '@beauty/domain/standalone-validators';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailField, NameField, PhoneField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import type { AuthUser } from '@/lib/auth';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useUpdateProfile } from '../api/update-profile';
import {
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileValues,
  profileValues,
  toProfileUpdate,
} from '../profile-form';
import '@/styles/patterns/staff-field-grid.css';

const fieldId = (field: ProfileField) => `profile-${field}`;

/**
 * Spec 001 section 2: the profile, read-only until 'Edit Profile'; then 'Save Changes'
 * ('Saving...') or 'Cancel', which restores the stored values.
 */
export function ProfileCard({ user }: { user: AuthUser }) {
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm<ProfileValues, ProfileUpdate>({
    initial: () => profileValues(user),
    validator: profileUpdateValidator,
    toInput: toProfileUpdate,
    fields: PROFILE_FIELDS,
    fieldId,
    // A field's message goes once it is changed; the others wait for the next save.
    onChangeErrors: 'clear',
  });
  const editButton = useRef<HTMLButtonElement>(null);
  const updateProfile = useUpdateProfile();
  const onUnauthorized = useUnauthorizedRedirect('/account');
  // While reading, the card shows the stored profile as it is now (e.g. after a refresh).
  const values = editing ? form.values : profileValues(user);
  const { errors } = form;

  const startEditing = () => {
    form.reset(profileValues(user));
    setEditing(true);
    requestAnimationFrame(() => document.getElementById(fieldId('firstName'))?.focus());
  };

  const stopEditing = () => {
    setEditing(false);
    form.reset(profileValues(user));
    requestAnimationFrame(() => editButton.current?.focus());
  };

  /** A field's id, its stored or edited value, its message and change handler, read-only until editing. */
  const bind = (field: ProfileField) => ({
    id: fieldId(field),
    readOnly: !editing,
    error: errors[field],
    value: values[field],
    onChange: form.field(field).onChange,
  });

  const onSubmit = form.handleSubmit(
    (input) => {
      const newAddress = input.email.toLowerCase() !== user.email.toLowerCase();
      updateProfile.mutate(input, {
        onSuccess: (saved) => {
          // A new email changes only once its link is opened: say where the link went.
          if (newAddress && saved.pendingEmail)
            toast({
              title: toasts.profileUpdated.title,
              description: accountMessages.emailChangeSent(saved.pendingEmail),
              variant: 'success',
            });
          else toast({ ...toasts.profileUpdated, variant: 'success' });
          stopEditing();
        },
        onError: (error) => {
          if (onUnauthorized(error)) return;
          if (errorStatus(error) === 409) {
            const emailTaken = readErrorBody(error).message ?? accountMessages.emailTaken;
            form.showErrors({ email: emailTaken });
            toast({
              title: toasts.profileUpdateFailed.title,
              description: emailTaken,
              variant: 'destructive',
            });
            return;
          }
          form.showServerErrors(error);
          toast({ ...toasts.profileUpdateFailed, variant: 'destructive' });
        },
      });
    },
    { busy: !editing || updateProfile.isPending },
  );

  return (
    <Card className="profile-card">
      <CardHeader className="profile-card__header">
        <div>
          <CardTitle id="profile-title">Profile</CardTitle>
          <CardDescription>Your name and how we reach you about your appointments.</CardDescription>
        </div>
        {editing ? null : (
          <Button ref={editButton} variant="outline" size="sm" onClick={startEditing}>
            Edit Profile
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <form
          className={editing ? 'stack gap-6' : 'profile-form--readonly stack gap-6'}
          aria-labelledby="profile-title"
          aria-busy={updateProfile.isPending}
          noValidate
          onSubmit={onSubmit}
        >
          <div className="staff-field-grid profile-form__grid">
            <NameField {...bind('firstName')} label="First Name" name="firstName" autoComplete="given-name" />
            <NameField {...bind('lastName')} label="Last Name" name="lastName" autoComplete="family-name" />
            <EmailField
              {...bind('email')}
              readOnly={!editing || user.emailManagedByProvider}
              hint={
                user.emailManagedByProvider
                  ? accountMessages.emailManagedByProvider
                  : user.pendingEmail
                    ? accountMessages.emailChangePending(user.pendingEmail)
                    : undefined
              }
            />
            <PhoneField {...bind('phone')} placeholder="(555) 123-4567" />
          </div>
          {editing ? (
            <div className="profile-form__actions cluster gap-3">
              <Button type="submit" busy={updateProfile.isPending} busyLabel="Saving...">
                Save Changes
              </Button>
              <Button variant="ghost" onClick={stopEditing} disabled={updateProfile.isPending}>
                Cancel
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

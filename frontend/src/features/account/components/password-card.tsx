import { accountMessages } from '@beauty/domain/account-messages';
import { MIN_LENGTHS } from '@beauty/domain/limits';
import type { PasswordChange } from '@beauty/domain/schemas/user';
import { PasswordChange as passwordChangeValidator } from '@beauty/domain/standalone-validators';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useChangePassword } from '../api/change-password';

type PasswordChangeField = keyof PasswordChange;
const FIELDS: readonly PasswordChangeField[] = ['currentPassword', 'newPassword'];
const EMPTY: PasswordChange = { currentPassword: '', newPassword: '' };
const fieldId = (field: PasswordChangeField) => `password-${field}`;

/**
 * Change the password she signs in with (the built-in sign-in only): her current one, then the
 * new one. Her other devices are signed out; this one stays signed in.
 */
export function PasswordCard() {
  const form = useSchemaForm<PasswordChange, PasswordChange>({
    initial: EMPTY,
    validator: passwordChangeValidator,
    // Passwords are sent as typed: a space may be part of one.
    toInput: (values) => values,
    fields: FIELDS,
    fieldId,
    onChangeErrors: 'clear',
  });
  const change = useChangePassword();
  const onUnauthorized = useUnauthorizedRedirect('/account');

  const onSubmit = form.handleSubmit(
    (input) =>
      change.mutate(input, {
        onSuccess: ({ message }) => {
          toast({ title: accountMessages.passwordChangedTitle, description: message, variant: 'success' });
          form.reset(EMPTY);
        },
        onError: (error) => {
          if (onUnauthorized(error)) return;
          const shown = form.showServerErrors(error);
          const { message } = readErrorBody(error);
          toast({
            title: accountMessages.passwordNotChangedTitle,
            description:
              errorStatus(error) === 400 && shown
                ? accountMessages.checkTheFields
                : (message ?? accountMessages.checkTheFields),
            variant: 'destructive',
          });
        },
      }),
    { busy: change.isPending },
  );

  return (
    <Card className="password-card">
      <CardHeader>
        <CardTitle id="password-title">Password</CardTitle>
        <CardDescription>
          Change the password you sign in with. Other devices signed in to your account will be signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="stack gap-6"
          aria-labelledby="password-title"
          aria-busy={change.isPending}
          noValidate
          onSubmit={onSubmit}
        >
          <div className="staff-field-grid profile-form__grid">
            <PasswordField
              {...form.field('currentPassword')}
              label="Current Password"
              name="currentPassword"
              autoComplete="current-password"
            />
            <PasswordField
              {...form.field('newPassword')}
              label="New Password"
              name="newPassword"
              autoComplete="new-password"
              hint={`At least ${MIN_LENGTHS.password} characters.`}
            />
          </div>
          <div className="profile-form__actions cluster gap-3">
            <Button type="submit" busy={change.isPending} busyLabel="Changing...">
              Change Password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

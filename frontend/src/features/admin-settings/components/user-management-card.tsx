import { adminUpdateFailures, toasts } from '@beauty/domain/messages';
import type { User } from '@beauty/domain/schemas/user';
import type { Role } from '@beauty/domain/status';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { readErrorBody } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useUpdateUserRole } from '../api/update-user-role';
import { canUpdateRole, ROLE_CHOICES, userChoiceLabel } from '../user-display';

/**
 * Card 'User Management' (spec 001): choose a user and a new role; 'Update User Role' waits
 * for both and for any update on its way. The selections clear after a success.
 */
export function UserManagementCard({ users }: { users: User[] | undefined }) {
  const [choice, setChoice] = useState<{ userId: string; role: Role | '' }>({ userId: '', role: '' });
  const update = useUpdateUserRole();
  const redirectIfSignedOut = useUnauthorizedRedirect('/admin');
  const enabled = canUpdateRole(choice, update.isPending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled || choice.role === '') return;
    update.mutate(
      { userId: choice.userId, role: choice.role },
      {
        onSuccess: () => {
          toast({ ...toasts.roleUpdated, variant: 'success' });
          setChoice({ userId: '', role: '' });
        },
        onError: (error) => {
          if (redirectIfSignedOut(error)) return;
          toast({
            title: toasts.roleUpdateFailed.title,
            description: readErrorBody(error).message ?? adminUpdateFailures.role,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card className="settings-card" role="region" aria-labelledby="user-management-title">
      <CardHeader>
        <CardTitle id="user-management-title">User Management</CardTitle>
        <CardDescription>
          Give someone the customer, stylist or admin role. It applies from their next visit.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="user-management" onSubmit={submit}>
          <SelectField
            id="user-management-user"
            label="User"
            value={choice.userId}
            disabled={!users}
            onChange={(event) => setChoice((current) => ({ ...current, userId: event.target.value }))}
          >
            <option value="">{users ? 'Select a user' : 'Loading users…'}</option>
            {users?.map((user) => (
              <option key={user.id} value={user.id}>
                {userChoiceLabel(user)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="user-management-role"
            label="New role"
            value={choice.role}
            onChange={(event) =>
              setChoice((current) => ({ ...current, role: event.target.value as Role | '' }))
            }
          >
            <option value="">Select a role</option>
            {ROLE_CHOICES.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </SelectField>
          <div className="user-management__actions">
            <Button type="submit" disabled={!enabled}>
              {update.isPending ? 'Updating...' : 'Update User Role'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

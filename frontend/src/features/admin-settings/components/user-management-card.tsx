import { adminUpdateFailures, toasts } from '@beauty/domain/messages';
import type { User } from '@beauty/domain/schemas/user';
import type { Role } from '@beauty/domain/status';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RegionCard } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { readErrorBody } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useUserSearch } from '../api/get-users';
import { useUpdateUserRole } from '../api/update-user-role';
import { useDebouncedValue } from '../use-debounced-value';
import { canUpdateRole, ROLE_CHOICES, userChoiceLabel, userSearchStatus } from '../user-display';

/** How long typing pauses before the search is asked (ms). */
const SEARCH_PAUSE_MS = 250;

/**
 * Card 'User Management' (spec 001): choose a user and a new role; 'Update User Role' waits
 * for both and for any update on its way. The selections clear after a success. With thousands of
 * accounts the user is found by typing part of her name or email (the server searches and answers
 * the 20 newest matches); the User select lists those matches as name, email and current role.
 */
export function UserManagementCard({ enabled }: { enabled: boolean }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<User | null>(null);
  const [role, setRole] = useState<Role | ''>('');
  const settledSearch = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const results = useUserSearch(settledSearch, { enabled });
  const update = useUpdateUserRole();
  const redirectIfSignedOut = useUnauthorizedRedirect('/admin');
  const canUpdate = canUpdateRole({ userId: chosen?.id ?? '', role }, update.isPending);

  const matches = results.data?.users ?? [];
  // The chosen user stays in the list while she searches for someone else.
  const listed = chosen && !matches.some((user) => user.id === chosen.id) ? [chosen, ...matches] : matches;
  const searching = results.isFetching || search.trim() !== settledSearch.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canUpdate || !chosen || role === '') return;
    update.mutate(
      { userId: chosen.id, role },
      {
        onSuccess: () => {
          toast({ ...toasts.roleUpdated, variant: 'success' });
          setChosen(null);
          setRole('');
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
    <RegionCard
      className="settings-card"
      titleId="user-management-title"
      title="User Management"
      description="Give someone the customer, stylist or admin role. It applies from their next visit."
    >
      <form className="user-management stack gap-5" onSubmit={submit}>
        <div className="user-management__search">
          <InputField
            id="user-management-search"
            label="Find a user"
            type="search"
            hint="Type part of a name or email; the User list below shows the matches."
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={search}
            aria-controls="user-management-user"
            onChange={(event) => setSearch(event.target.value)}
          />
          <p className="user-management__status note" role="status" aria-busy={searching}>
            {results.isError
              ? 'The users could not be loaded.'
              : results.data
                ? searching
                  ? 'Searching…'
                  : userSearchStatus(matches.length, results.data.nextCursor !== null, settledSearch)
                : 'Loading users…'}
          </p>
        </div>
        <SelectField
          id="user-management-user"
          label="User"
          value={chosen?.id ?? ''}
          disabled={!results.data && !chosen}
          onChange={(event) => setChosen(listed.find((user) => user.id === event.target.value) ?? null)}
        >
          <option value="">{results.data || chosen ? 'Select a user' : 'Loading users…'}</option>
          {listed.map((user) => (
            <option key={user.id} value={user.id}>
              {userChoiceLabel(user)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="user-management-role"
          label="New role"
          value={role}
          onChange={(event) => setRole(event.target.value as Role | '')}
        >
          <option value="">Select a role</option>
          {ROLE_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <div className="user-management__actions">
          <Button
            type="submit"
            busy={update.isPending}
            busyLabel="Updating..."
            disabled={!update.isPending && !canUpdate}
          >
            Update User Role
          </Button>
        </div>
      </form>
    </RegionCard>
  );
}

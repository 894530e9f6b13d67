import {
  type AdminStylistProfile,
  type OwnStylistProfileInput,
  stylistProfileMessages,
} from '@beauty/domain/schemas/stylist-profile';
import { OwnStylistProfileInput as ownProfileValidator } from '@beauty/domain/standalone-validators';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-states';
import { ProfileLastChanged } from '@/components/stylist-profile/profile-last-changed';
import {
  PROFILE_TEXT_FIELDS,
  type ProfileTextValues,
  profileTextOf,
  trimmedProfileText,
} from '@/components/stylist-profile/profile-text';
import { ProfileTextFields } from '@/components/stylist-profile/profile-text-fields';
import { StylistPhotoField } from '@/components/stylist-profile/stylist-photo-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { saveOutcome } from '@/lib/save-outcome';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import {
  OWN_PORTRAIT,
  ownProfileQueryKey,
  showOwnProfile,
  useOwnProfile,
  useSaveOwnProfile,
} from '../api/own-profile';

const RETURN_TO = '/stylist?tab=settings';
const same = (a: ProfileTextValues, b: ProfileTextValues) =>
  PROFILE_TEXT_FIELDS.every((field) => a[field] === b[field]);

/**
 * 'Your Profile on the Site': the About card linked to her account, its words and photo, which
 * she keeps up to date herself. Where it comes and whether it shows stay the admin's, and the
 * card says which. Without a linked profile it says who makes one.
 */
export function OwnProfileCard() {
  const query = useOwnProfile();
  if (query.isPending) return <ListSkeleton label="Loading your profile" rows={1} />;
  // A failed reading again (while her photo is converted) keeps the form and what she typed.
  if (!query.data)
    return <LoadError text="Your profile could not be loaded." onRetry={() => query.refetch()} boxed />;
  const profile = query.data.profile;
  if (!profile)
    return <EmptyState title="No profile on the site yet" text={stylistProfileMessages.noOwnProfile} boxed />;
  return <OwnProfileForm key={profile.id} profile={profile} />;
}

/**
 * Her answers stay while the profile is read again (a photo being converted); words changed
 * elsewhere meanwhile (an admin's edit) replace the form's only while she has not changed it.
 * Cancel and a save start it again from what is stored.
 */
function OwnProfileForm({ profile }: { profile: AdminStylistProfile }) {
  const save = useSaveOwnProfile();
  const queryClient = useQueryClient();
  const redirectIfSignedOut = useUnauthorizedRedirect(RETURN_TO);
  const form = useSchemaForm<ProfileTextValues, OwnStylistProfileInput>({
    initial: () => profileTextOf(profile),
    validator: ownProfileValidator,
    toInput: trimmedProfileText,
    fields: PROFILE_TEXT_FIELDS,
    fieldId: (field) => `own-profile-field-${field}`,
  });
  // What the form was last filled with: her changes are the difference from it.
  const base = useRef(profileTextOf(profile));
  const stored = profileTextOf(profile);
  const untouched = same(form.values, base.current);
  useEffect(() => {
    if (same(stored, base.current)) return;
    if (untouched) form.reset(stored);
    base.current = stored;
  });
  const restart = (values: ProfileTextValues) => {
    base.current = values;
    form.reset(values);
  };

  const onSubmit = form.handleSubmit(
    (input) =>
      save.mutate(
        input,
        saveOutcome({
          saved: { title: stylistProfileMessages.ownSaved },
          failed: (error) => {
            // Unlinked meanwhile: read it again, so the card says so.
            if (errorStatus(error) === 404)
              void queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
            const body = readErrorBody(error);
            return {
              title: 'Could not save your profile',
              description: body.errors[0]?.message ?? body.message ?? 'Please try again.',
            };
          },
          afterSaved: (saved) => restart(profileTextOf(saved)),
          showServerErrors: form.showServerErrors,
          onUnauthorized: redirectIfSignedOut,
        }),
      ),
    { busy: save.isPending },
  );

  return (
    <Card className="stylist-editor stack gap-6">
      <div className="stack gap-1">
        <p className="note">
          {profile.isActive
            ? 'Shown on the home page’s About section.'
            : 'Not shown on the site at the moment: an admin can show it.'}{' '}
          Where it comes and whether it shows are set by an admin.
        </p>
        <ProfileLastChanged profile={profile} />
      </div>
      <form
        className="stylist-editor__form stack gap-5"
        noValidate
        aria-label="Your profile"
        onSubmit={onSubmit}
      >
        <ProfileTextFields field={form.field} />
        <div className="stylist-editor__actions">
          <Button type="submit" busy={save.isPending} busyLabel="Saving...">
            Save Profile
          </Button>
          {/* Not disabled when there is nothing to undo: pressing it must not drop the keyboard's place. */}
          <Button variant="ghost" disabled={save.isPending} onClick={() => restart(profileTextOf(profile))}>
            Cancel
          </Button>
        </div>
      </form>
      <StylistPhotoField
        profile={profile}
        endpoints={OWN_PORTRAIT}
        onSaved={showOwnProfile}
        returnTo={RETURN_TO}
      />
    </Card>
  );
}

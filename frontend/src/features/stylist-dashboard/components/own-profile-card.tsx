import {
  type AdminStylistProfile,
  type OwnStylistProfileInput,
  stylistProfileMessages,
} from '@beauty/domain/schemas/stylist-profile';
import { OwnStylistProfileInput as ownProfileValidator } from '@beauty/domain/standalone-validators';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-states';
import { type ProfileTextField, ProfileTextFields } from '@/components/stylist-profile/profile-text-fields';
import { StylistPhotoField } from '@/components/stylist-profile/stylist-photo-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { readErrorBody } from '@/lib/api-client';
import { saveOutcome } from '@/lib/save-outcome';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { OWN_PORTRAIT, showOwnProfile, useOwnProfile, useSaveOwnProfile } from '../api/own-profile';

const RETURN_TO = '/stylist?tab=settings';
const FIELDS: readonly ProfileTextField[] = ['name', 'title', 'bio', 'achievements', 'experience'];
type Values = Record<ProfileTextField, string>;

const valuesOf = (profile: AdminStylistProfile): Values => ({
  name: profile.name,
  title: profile.title,
  bio: profile.bio,
  achievements: profile.achievements,
  experience: profile.experience,
});
const toInput = (values: Values): OwnStylistProfileInput => ({
  name: values.name.trim(),
  title: values.title.trim(),
  bio: values.bio.trim(),
  achievements: values.achievements.trim(),
  experience: values.experience.trim(),
});

/**
 * 'Your Profile on the Site': the About card linked to her account, its words and photo, which
 * she keeps up to date herself. Where it comes and whether it shows stay the admin's, and the
 * card says which. Without a linked profile it says who makes one.
 */
export function OwnProfileCard() {
  const query = useOwnProfile();
  if (query.isPending) return <ListSkeleton label="Loading your profile" rows={1} />;
  if (query.isError)
    return <LoadError text="Your profile could not be loaded." onRetry={() => query.refetch()} boxed />;
  const profile = query.data.profile;
  if (!profile)
    return <EmptyState title="No profile on the site yet" text={stylistProfileMessages.noOwnProfile} boxed />;
  // The form keeps her answers while the profile is read again (a photo being converted); a save
  // starts it again from what is stored.
  return <OwnProfileForm key={profile.id} profile={profile} />;
}

function OwnProfileForm({ profile }: { profile: AdminStylistProfile }) {
  const save = useSaveOwnProfile();
  const redirectIfSignedOut = useUnauthorizedRedirect(RETURN_TO);
  const form = useSchemaForm<Values, OwnStylistProfileInput>({
    initial: () => valuesOf(profile),
    validator: ownProfileValidator,
    toInput,
    fields: FIELDS,
    fieldId: (field) => `own-profile-field-${field}`,
  });
  const unchanged = FIELDS.every((field) => toInput(form.values)[field] === valuesOf(profile)[field]);

  const onSubmit = form.handleSubmit(
    (input) =>
      save.mutate(
        input,
        saveOutcome({
          saved: { title: stylistProfileMessages.ownSaved },
          failed: (error) => {
            const body = readErrorBody(error);
            return {
              title: 'Could not save your profile',
              description: body.errors[0]?.message ?? body.message ?? 'Please try again.',
            };
          },
          afterSaved: (saved) => form.reset(valuesOf(saved)),
          showServerErrors: form.showServerErrors,
          onUnauthorized: redirectIfSignedOut,
        }),
      ),
    { busy: save.isPending },
  );

  return (
    <Card className="stylist-editor stack gap-6">
      <p className="note">
        {profile.isActive
          ? 'Shown on the home page’s About section.'
          : 'Not shown on the site at the moment: an admin can show it.'}{' '}
        Where it comes and whether it shows are set by an admin.
      </p>
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
          <Button
            variant="ghost"
            disabled={save.isPending || unchanged}
            onClick={() => form.reset(valuesOf(profile))}
          >
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

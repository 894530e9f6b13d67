import { randomUUID } from 'node:crypto';
import {
  type AdminStylistProfile,
  type AdminStylistProfiles,
  type OwnStylistProfile,
  type OwnStylistProfileInput,
  type StylistProfileInput,
  stylistProfileMessages,
} from '@beauty/domain/schemas/stylist-profile';
import { writeEvent } from '@beauty/server/outbox';
import type { PublicCacheKey } from '@beauty/server/public-cache/public-cache';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import { Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../http/session';
import { claimUploads, imageUploadAddress } from '../uploads/uploads.service';
import {
  accountLinkedElsewhere,
  accountRole,
  findAdminProfile,
  insertProfile,
  type LockedProfile,
  listAdminProfiles,
  listStaffAccounts,
  lockProfile,
  profileIdOfUser,
  updateProfile,
} from './stylist-profiles.repository';

type Deps = Pick<AppDeps, 'knex' | 'config' | 'publicCache'>;

/**
 * Who changes a profile, recorded on it with the time: an admin, any profile; a stylist (`own`),
 * only the one linked to her account.
 */
export interface ProfileChanger {
  user: SessionUser;
  own: boolean;
}

export async function listStylistProfiles(deps: Pick<AppDeps, 'knex'>): Promise<AdminStylistProfiles> {
  const [profiles, accounts] = await Promise.all([
    listAdminProfiles(deps.knex),
    listStaffAccounts(deps.knex),
  ]);
  return { profiles, accounts };
}

/** The text of a profile, trimmed as the About card shows it (achievements comma-separated). */
function textColumnsOf(input: OwnStylistProfileInput) {
  return {
    name: input.name.trim(),
    title: input.title.trim(),
    bio: input.bio.trim(),
    achievements: (input.achievements ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', '),
    experience: (input.experience ?? '').trim(),
  };
}

/** The columns a profile's form writes. */
function columnsOf(input: StylistProfileInput) {
  return {
    ...textColumnsOf(input),
    isActive: input.isActive,
    sortOrder: input.sortOrder,
    userId: input.userId ?? null,
  };
}

/** A linked account must be a stylist or an admin, and on no other profile. */
async function checkAccount(trx: Knex.Transaction, userId: string | null, profileId: string) {
  if (!userId) return;
  const account = await accountRole(trx, userId);
  if (!account || (account.role !== 'stylist' && account.role !== 'admin')) {
    throw new Invalid([{ field: 'userId', message: stylistProfileMessages.accountNotStaff }]);
  }
  if (await accountLinkedElsewhere(trx, userId, profileId))
    throw new Invalid([{ field: 'userId', message: stylistProfileMessages.accountTaken }]);
}

/**
 * After a commit: the About section reads the profiles; the team the allocator books (active
 * profiles linked to an account) changes availability when the link or the switch does.
 */
async function announce(deps: Deps, teamChanged: boolean) {
  const keys: PublicCacheKey[] = teamChanged ? ['stylists', 'availability'] : ['stylists'];
  await deps.publicCache?.invalidate(...keys);
}

/**
 * Change a profile under its row lock (404 for an unknown id); `change` says whether the team the
 * allocator books changed. Once committed, drop the cached answers and answer the profile as the
 * admin sees it.
 */
async function changeProfile(
  deps: Deps,
  id: string,
  by: ProfileChanger,
  change: (trx: Knex.Transaction, current: LockedProfile) => Promise<boolean>,
): Promise<AdminStylistProfile> {
  const teamChanged = await deps.knex.transaction(async (trx) => {
    const current = await lockProfile(trx, id);
    if (!current) throw new NotFound();
    // Her own profile, still hers once locked (an admin may have unlinked it meanwhile).
    if (by.own && current.userId !== by.user.id) throw new NotFound(stylistProfileMessages.noOwnProfile);
    return change(trx, current);
  });
  await announce(deps, teamChanged);
  return (await findAdminProfile(deps.knex, id))!;
}

export async function createStylistProfile(
  deps: Deps,
  input: StylistProfileInput,
  admin: SessionUser,
): Promise<AdminStylistProfile> {
  const id = randomUUID();
  const columns = columnsOf(input);
  await deps.knex.transaction(async (trx) => {
    await checkAccount(trx, columns.userId, id);
    await insertProfile(trx, id, columns, admin.id);
  });
  await announce(deps, Boolean(columns.userId && columns.isActive));
  return (await findAdminProfile(deps.knex, id))!;
}

export async function updateStylistProfile(
  deps: Deps,
  id: string,
  input: StylistProfileInput,
  admin: SessionUser,
): Promise<AdminStylistProfile> {
  const columns = columnsOf(input);
  return changeProfile(deps, id, { user: admin, own: false }, async (trx, before) => {
    await checkAccount(trx, columns.userId, id);
    await updateProfile(trx, id, columns, admin.id);
    return before.userId !== columns.userId || before.isActive !== columns.isActive;
  });
}

/** The worker removes a photo no profile shows any more (images.remove-stylist-photo). */
function photoReplaced(trx: Knex.Transaction, stylistProfileId: string, uploadId: string) {
  return writeEvent(trx, {
    type: 'stylist_photo.replaced',
    entityType: 'upload',
    entityId: uploadId,
    payload: { stylistProfileId, uploadId },
  });
}

/** POST /api/admin/stylist-profiles/photo-upload: an address to PUT one portrait to. */
export function startPhotoUpload(deps: Pick<AppDeps, 'knex' | 'config'>, user: SessionUser) {
  return imageUploadAddress(deps, 'stylist-photo', user);
}

/**
 * The uploaded portrait becomes the profile's photo (claimed for it, so it serves no other
 * profile). The images worker makes its square WebP sizes and drops the cached About answer
 * when they are ready; until then the admin sees it as 'processing'. A replaced photo is no
 * longer public (only a profile's current photo is served to visitors) and the worker removes it.
 */
export async function setStylistPhoto(
  deps: Deps,
  id: string,
  imageUrl: string,
  by: ProfileChanger,
): Promise<AdminStylistProfile> {
  return changeProfile(deps, id, by, async (trx, current) => {
    // One address, one upload (or a 400 for the field).
    const [uploadId] = (await claimUploads(trx, deps, {
      urls: [imageUrl],
      purpose: 'stylist-photo',
      entityType: 'stylist-profile',
      entityId: id,
      field: 'imageUrl',
      // Her own portrait: only one she uploaded herself.
      ownerUserId: by.own ? by.user.id : undefined,
    })) as [string];
    await updateProfile(trx, id, { photoUploadId: uploadId }, by.user.id);
    if (current.photoUploadId && current.photoUploadId !== uploadId)
      await photoReplaced(trx, id, current.photoUploadId);
    return false;
  });
}

export async function removeStylistPhoto(
  deps: Deps,
  id: string,
  by: ProfileChanger,
): Promise<AdminStylistProfile> {
  return changeProfile(deps, id, by, async (trx, current) => {
    await updateProfile(trx, id, { photoUploadId: null, profileImageUrl: null }, by.user.id);
    if (current.photoUploadId) await photoReplaced(trx, id, current.photoUploadId);
    return false;
  });
}

/** GET /api/stylist/profile: the profile linked to her account, as the admin sees it, or null. */
export async function findOwnProfile(
  deps: Pick<AppDeps, 'knex'>,
  user: SessionUser,
): Promise<OwnStylistProfile> {
  const id = await profileIdOfUser(deps.knex, user.id);
  return { profile: id ? await findAdminProfile(deps.knex, id) : null };
}

/** The id of her own profile; 404 with the reason when no profile is linked to her account. */
export async function ownProfileId(deps: Pick<AppDeps, 'knex'>, user: SessionUser): Promise<string> {
  const id = await profileIdOfUser(deps.knex, user.id);
  if (!id) throw new NotFound(stylistProfileMessages.noOwnProfile);
  return id;
}

/** PUT /api/stylist/profile: she rewrites her own profile's text; the rest stays the admin's. */
export async function updateOwnProfile(
  deps: Deps,
  user: SessionUser,
  input: OwnStylistProfileInput,
): Promise<AdminStylistProfile> {
  const id = await ownProfileId(deps, user);
  return changeProfile(deps, id, { user, own: true }, async (trx) => {
    await updateProfile(trx, id, textColumnsOf(input), user.id);
    return false;
  });
}

import { imageAddress } from '@beauty/domain/image-address';
import type { AdminStylistProfile, StaffAccount } from '@beauty/domain/schemas/stylist-profile';
import { STAFF_ROLES } from '@beauty/domain/status';
import type { Knex } from 'knex';

interface ProfileRow {
  id: string;
  userId: string | null;
  name: string;
  title: string;
  bio: string;
  achievements: string;
  experience: string;
  isActive: boolean;
  sortOrder: number;
  photoUploadId: string | null;
  photoStatus: 'pending' | 'uploaded' | 'processed' | 'rejected' | null;
  photoRejectionReason: string | null;
  photoWidth: number | null;
  updatedAt: Date;
  changerFirstName: string | null;
  changerLastName: string | null;
  changerEmail: string | null;
}

/** An account as the back office names it: first and last name, else its email. */
function accountName(account: { firstName: string | null; lastName: string | null; email: string }) {
  return [account.firstName, account.lastName].filter((part) => part?.trim()).join(' ') || account.email;
}

/**
 * Profiles with their photo's state and smallest WebP width, and who last changed each: one
 * query, however many profiles.
 */
function profileQuery(knex: Knex) {
  return knex('stylist_profiles as p')
    .leftJoin('uploads as u', 'u.id', 'p.photoUploadId')
    .leftJoin('users as c', 'c.id', 'p.updatedBy')
    .orderBy([{ column: 'p.sortOrder' }, { column: 'p.name' }, { column: 'p.id' }])
    .select(
      'p.id',
      'p.userId',
      'p.name',
      'p.title',
      'p.bio',
      'p.achievements',
      'p.experience',
      'p.isActive',
      'p.sortOrder',
      'p.photoUploadId',
      'u.status as photoStatus',
      'u.rejectionReason as photoRejectionReason',
      'p.updatedAt',
      'c.firstName as changerFirstName',
      'c.lastName as changerLastName',
      'c.email as changerEmail',
      knex.raw(
        '(SELECT min(v.width) FROM image_variants v WHERE v.upload_id = p.photo_upload_id) AS photo_width',
      ),
    );
}

function toAdminProfile(row: ProfileRow): AdminStylistProfile {
  const {
    photoUploadId,
    photoStatus,
    photoRejectionReason,
    photoWidth,
    updatedAt,
    changerFirstName,
    changerLastName,
    changerEmail,
    ...profile
  } = row;
  let photo: AdminStylistProfile['photo'] = null;
  if (photoUploadId && photoStatus) {
    photo =
      photoStatus === 'processed' && photoWidth
        ? { status: 'ready', url: imageAddress(photoUploadId, photoWidth), rejectionReason: null }
        : photoStatus === 'rejected'
          ? { status: 'rejected', url: null, rejectionReason: photoRejectionReason }
          : { status: 'processing', url: null, rejectionReason: null };
  }
  const lastChangedBy = changerEmail
    ? accountName({ firstName: changerFirstName, lastName: changerLastName, email: changerEmail })
    : null;
  return { ...profile, photo, lastChangedAt: new Date(updatedAt).toISOString(), lastChangedBy };
}

export async function listAdminProfiles(knex: Knex): Promise<AdminStylistProfile[]> {
  const rows: ProfileRow[] = await profileQuery(knex);
  return rows.map(toAdminProfile);
}

export async function findAdminProfile(knex: Knex, id: string): Promise<AdminStylistProfile | null> {
  const row: ProfileRow | undefined = await profileQuery(knex).where('p.id', id).first();
  return row ? toAdminProfile(row) : null;
}

/** The accounts a profile may be linked to: stylists and admins (the team the allocator sends). */
export async function listStaffAccounts(knex: Knex): Promise<StaffAccount[]> {
  const rows: Array<{
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    role: StaffAccount['role'];
  }> = await knex('users')
    .whereIn('role', STAFF_ROLES)
    .orderBy([{ column: 'firstName' }, { column: 'email' }])
    .select('id', 'firstName', 'lastName', 'email', 'role');
  return rows.map((row) => ({
    id: row.id,
    name: accountName(row),
    email: row.email,
    role: row.role,
  }));
}

/** An account's role, or undefined when there is no such account. */
export function accountRole(trx: Knex.Transaction, userId: string): Promise<{ role: string } | undefined> {
  return trx('users').where({ id: userId }).first('role');
}

/** Whether a profile other than `profileId` is linked to the account. */
export async function accountLinkedElsewhere(
  trx: Knex.Transaction,
  userId: string,
  profileId: string,
): Promise<boolean> {
  return Boolean(await trx('stylist_profiles').where({ userId }).whereNot({ id: profileId }).first('id'));
}

/** The id of the profile linked to an account (at most one: user_id is unique), if any. */
export async function profileIdOfUser(knex: Knex, userId: string): Promise<string | null> {
  const row = await knex('stylist_profiles').where({ userId }).first('id');
  return row?.id ?? null;
}

/** A new profile, its creator recorded as the one who last changed it. */
export async function insertProfile(
  trx: Knex.Transaction,
  id: string,
  columns: object,
  changedBy: string,
): Promise<void> {
  await trx('stylist_profiles').insert({ id, ...columns, updatedBy: changedBy });
}

/** A profile's account link, its switch and its photo. */
export interface LockedProfile {
  userId: string | null;
  isActive: boolean;
  photoUploadId: string | null;
}

/** A profile's account link, its switch and its photo, the row locked for the rest of the transaction. */
export function lockProfile(trx: Knex.Transaction, id: string): Promise<LockedProfile | undefined> {
  return trx('stylist_profiles').where({ id }).forUpdate().first('userId', 'isActive', 'photoUploadId');
}

/**
 * Write `columns` and record who changed the profile and when, only when one of them differs
 * from what is stored: a save that changes nothing (the admin's form sends every field) leaves
 * the last change, a stylist's rewrite say, as it was.
 */
export async function updateProfile(
  trx: Knex.Transaction,
  id: string,
  columns: Record<string, Knex.Value>,
  changedBy: string,
): Promise<void> {
  await trx('stylist_profiles')
    .where({ id })
    .where((differs) => {
      for (const [column, value] of Object.entries(columns))
        differs.orWhereRaw('?? IS DISTINCT FROM ?', [column, value]);
    })
    .update({ ...columns, updatedAt: trx.fn.now(), updatedBy: changedBy });
}

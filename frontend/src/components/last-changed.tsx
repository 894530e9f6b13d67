import { formatStaffTime } from '@/lib/booking-display';

/** A staff time as a `<time>` element, in the back office's format. */
export function StaffTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatStaffTime(iso)}</time>;
}

/**
 * "Last changed by Ava Brooks at Dec 7, 3:05 PM": who last changed a record (a status, a profile)
 * and when. The name is left out when it is not known (seeded data, or an account deleted since).
 */
export function LastChanged({ at, by }: { at: string; by: string | null }) {
  return (
    <>
      Last changed{by ? ` by ${by}` : ''} at <StaffTime iso={at} />
    </>
  );
}

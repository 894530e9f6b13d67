import { toasts } from '@beauty/domain/messages';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';

/** The answers whose message says what went wrong better than the generic words (taken, illegal, too early). */
const EXPLAINED = new Set([403, 404, 409, 422]);

/**
 * The toasts of every booking change on the Stylist Dashboard (spec 001 section 8): 'Booking
 * Updated' on success; 'Update Failed' (destructive) otherwise, with the server's reason when
 * it gives one, e.g. that another stylist claimed the booking first. A 401 goes to sign in.
 */
export function useBookingFeedback() {
  const onUnauthorized = useUnauthorizedRedirect('/stylist');
  const updated = useCallback(() => toast({ ...toasts.bookingUpdated, variant: 'success' }), []);
  const failed = useCallback(
    (error: unknown) => {
      if (onUnauthorized(error)) return;
      const status = errorStatus(error);
      const reason = status !== undefined && EXPLAINED.has(status) ? readErrorBody(error).message : undefined;
      toast({
        title: toasts.bookingUpdateFailed.title,
        description: reason ?? toasts.bookingUpdateFailed.description,
        variant: 'destructive',
      });
    },
    [onUnauthorized],
  );
  return { updated, failed };
}

import { toasts } from '@beauty/domain/messages';
import { toast } from '@/components/ui/toast/use-toast';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';

/**
 * Toasts of a status change (spec 001 section 8): the success title with a line saying what
 * changed, or 'Update Failed' with the item kind's message. A 401 goes to sign in instead.
 */
export function useStatusFeedback(failure: string) {
  const redirectIfSignedOut = useUnauthorizedRedirect('/');
  return {
    succeeded: (title: string, description: string) => toast({ title, description, variant: 'success' }),
    failed: (error: unknown) => {
      if (redirectIfSignedOut(error)) return;
      toast({ ...toasts.updateFailed, description: failure, variant: 'destructive' });
    },
  };
}

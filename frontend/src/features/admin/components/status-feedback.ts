import { toasts } from '@beauty/domain/messages';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import type { StatusChange, StatusChangeAnswer } from '../api/status-change';

/**
 * Toasts of a status change (spec 001 section 8): the success title with a line saying what
 * changed, or 'Update Failed' with the item kind's message. A 401 goes to sign in instead.
 */
function useStatusFeedback(failure: string) {
  const redirectIfSignedOut = useUnauthorizedRedirect('/');
  return {
    succeeded: (title: string, description: string) => toast({ title, description, variant: 'success' }),
    failed: (error: unknown) => {
      if (redirectIfSignedOut(error)) return;
      toast({ ...toasts.updateFailed, description: failure, variant: 'destructive' });
    },
  };
}

/**
 * One item's StatusActions wired to its list's status mutation: the status being saved, and the
 * change, toasting `succeeded(status)` once it is saved or the kind's `failure` when it is not;
 * `settled` (e.g. closing a confirmation) runs after either. `extra` goes with every change the
 * item sends (an application's 'Email … about this'), as it stands when the button is pressed.
 */
export function useItemStatusChange<S extends string, X extends object = Record<never, never>>({
  update,
  id,
  failure,
  succeeded,
  extra,
}: {
  update: UseMutationResult<StatusChangeAnswer<S>, Error, StatusChange<S> & X>;
  id: string;
  failure: string;
  succeeded: (status: S, change: StatusChange<S> & X) => { title: string; description: string };
  extra?: X;
}) {
  const feedback = useStatusFeedback(failure);
  return {
    pendingStatus: update.isPending ? update.variables?.status : undefined,
    onChange: (status: S, adminNotes: string, settled?: () => void) =>
      update.mutate(
        { ...(extra as X), id, status, adminNotes },
        {
          onSuccess: (_answer, change) => {
            const { title, description } = succeeded(status, change);
            feedback.succeeded(title, description);
          },
          onError: feedback.failed,
          onSettled: settled,
        },
      ),
  };
}

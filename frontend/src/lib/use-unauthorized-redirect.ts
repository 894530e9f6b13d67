import { toasts } from '@beauty/domain/messages';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus } from './api-client';
import { login } from './auth';

/** Spec 001 section 9: the 'Unauthorized' toast shows this long before the sign-in page opens. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * For a form's submit: when the answer is 401 (the session has ended), say so with the
 * 'Unauthorized' toast and go to sign in after 500 ms, coming back to `returnTo`. Returns
 * whether it handled the error, so the form shows its own failure message otherwise.
 */
export function useUnauthorizedRedirect(returnTo: string) {
  return useCallback(
    (error: unknown): boolean => {
      if (errorStatus(error) !== 401) return false;
      toast({ ...toasts.unauthorized, variant: 'destructive' });
      // Not cancelled on unmount: the session is gone whichever screen is showing.
      window.setTimeout(() => login(returnTo), UNAUTHORIZED_REDIRECT_DELAY_MS);
      return true;
    },
    [returnTo],
  );
}

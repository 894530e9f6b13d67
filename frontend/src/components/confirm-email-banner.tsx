import { accountMessages } from '@beauty/domain/account-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { authUserQueryKey, useAuth } from '@/lib/auth';
import { useResendEmailConfirmation } from '@/lib/email-confirmation';
import './confirm-email-banner.css';

/**
 * Until she opens the link emailed at sign-up, she cannot book (issue 13, point 4): a calm note on
 * her dashboard and on /book, with a way to have the link sent again.
 */
export function ConfirmEmailBanner() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const resend = useResendEmailConfirmation();
  const waiting = Boolean(user && !user.emailConfirmed);
  // She opens the link in another tab, then comes back: ask again, so the note goes by itself.
  useEffect(() => {
    if (!waiting) return;
    const recheck = () => {
      if (document.visibilityState === 'visible')
        void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [waiting, queryClient]);
  if (!user || user.emailConfirmed) return null;
  const answer = resend.isSuccess
    ? resend.data.message
    : resend.isError
      ? (readErrorBody(resend.error).message ?? accountMessages.confirmationResendWait)
      : null;
  const onResend = () =>
    resend.mutate(undefined, {
      onError: (error) => {
        // Confirmed in another tab meanwhile: the banner goes away.
        if (errorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
      },
    });
  return (
    <section className="confirm-email-banner cluster gap-4" aria-labelledby="confirm-email-title">
      <div>
        <h2 id="confirm-email-title" className="confirm-email-banner__title">
          Confirm your email
        </h2>
        <p className="confirm-email-banner__text">{accountMessages.confirmEmailBanner(user.email)}</p>
        <p className="confirm-email-banner__answer muted" role="status">
          {answer}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onResend} busy={resend.isPending} busyLabel="Sending...">
        Resend the link
      </Button>
    </section>
  );
}

import { renderPasswordReset } from './emails/password-reset';
import { setPasswordLinkJob } from './link-email-job';

/** email.password-reset: the emailed link of the built-in provider's "forgot password" (minted at sending). */
export const sendPasswordReset = setPasswordLinkJob<'user.password_reset_requested'>(
  'password-reset',
  'reset',
  (greeting, resetUrl) => renderPasswordReset({ ...greeting, resetUrl }),
);

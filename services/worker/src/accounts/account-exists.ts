import { renderAccountExists } from './emails/account-exists';
import { accountNoticeJob } from './link-email-job';

/** email.account-exists: a registration with the email of an account that has a password. */
export const sendAccountExists = accountNoticeJob<'user.registration_repeated'>(
  'account-exists',
  (greeting, { signInUrl, forgotUrl }) => renderAccountExists({ ...greeting, signInUrl, forgotUrl }),
);

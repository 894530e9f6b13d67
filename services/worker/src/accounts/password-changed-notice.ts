import { renderPasswordChangedNotice } from './emails/password-changed-notice';
import { accountNoticeJob } from './link-email-job';

/** email.password-changed-notice: her address is told that the account's password changed. */
export const sendPasswordChangedNotice = accountNoticeJob<'user.password_changed'>(
  'password-changed-notice',
  (greeting, { forgotUrl, contactUrl }) =>
    renderPasswordChangedNotice({ ...greeting, forgotUrl, contactUrl }),
);

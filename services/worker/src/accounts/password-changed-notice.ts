import { emailJob } from '../pipeline/email';
import { accountRecipientOf } from './accounts.repository';
import { renderPasswordChangedNotice } from './emails/password-changed-notice';

/** email.password-changed-notice: her address is told that the account's password changed. */
export const sendPasswordChangedNotice = emailJob<
  'user.password_changed',
  { email: string; firstName: string | null }
>({
  template: 'password-changed-notice',
  load: async (job, { db }) => (await accountRecipientOf(db, job.payload.userId)) ?? null,
  recipients: (user) => [user.email],
  render: (user, { config }) =>
    renderPasswordChangedNotice({
      firstName: user.firstName,
      businessName: config.businessName,
      forgotUrl: `${config.publicUrl}/api/login?view=forgot`,
      contactUrl: `${config.publicUrl}/contact`,
    }),
  timeline: null,
});

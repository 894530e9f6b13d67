import { emailJob } from '../pipeline/email';
import { accountRecipientOf } from './accounts.repository';
import { renderEmailChangedNotice } from './emails/email-changed-notice';

interface ChangedAccount {
  previousEmail: string;
  email: string;
  firstName: string | null;
}

/** email.email-changed-notice: the old address is told that the account's email changed. */
export const sendEmailChangedNotice = emailJob<'user.email_changed', ChangedAccount>({
  template: 'email-changed-notice',
  load: async (job, { db }) => {
    const user = await accountRecipientOf(db, job.payload.userId);
    return user ? { ...user, previousEmail: job.payload.previousEmail } : null;
  },
  recipients: (account) => [account.previousEmail],
  render: (account, { config }) =>
    renderEmailChangedNotice({
      firstName: account.firstName,
      businessName: config.businessName,
      newEmail: account.email,
      contactUrl: `${config.publicUrl}/contact`,
    }),
  timeline: null,
});

import { emailJob } from '../pipeline/email';
import { accountRecipientOf } from './accounts.repository';
import { renderAccountExists } from './emails/account-exists';

/** email.account-exists: a registration with the email of an account that has a password. */
export const sendAccountExists = emailJob<
  'user.registration_repeated',
  { email: string; firstName: string | null }
>({
  template: 'account-exists',
  load: async (job, { db }) => (await accountRecipientOf(db, job.payload.userId)) ?? null,
  recipients: (user) => [user.email],
  render: (user, { config }) =>
    renderAccountExists({
      firstName: user.firstName,
      businessName: config.businessName,
      signInUrl: `${config.publicUrl}/api/login`,
      forgotUrl: `${config.publicUrl}/api/login?view=forgot`,
    }),
  timeline: null,
});

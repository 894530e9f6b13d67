import { emailJob } from '../pipeline/email';
import { renderAccountExists } from './emails/account-exists';

/** email.account-exists: a registration with the email of an account that has a password. */
export const sendAccountExists = emailJob<
  'user.registration_repeated',
  { email: string; firstName: string | null }
>({
  template: 'account-exists',
  load: async (job, { db }) =>
    (await db('users').where({ id: job.payload.userId }).first('email', 'firstName')) ?? null,
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

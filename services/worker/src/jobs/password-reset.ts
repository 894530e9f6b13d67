import { renderPasswordReset } from '../emails/templates/password-reset';
import { emailJob } from './email';

interface ResetRecipient {
  email: string;
  firstName: string | null;
  resetToken: string;
}

/** email.password-reset: the emailed link of the built-in provider's "forgot password". */
export const sendPasswordReset = emailJob<'user.password_reset_requested', ResetRecipient>({
  template: 'password-reset',
  load: async (job, { db }) => {
    const user = await db('users').where({ id: job.payload.userId }).first('email', 'firstName');
    return user ? { ...user, resetToken: job.payload.resetToken } : null;
  },
  recipients: (user) => [user.email],
  render: (user, { config }) =>
    renderPasswordReset({
      firstName: user.firstName,
      businessName: config.businessName,
      resetUrl: `${config.publicUrl}/api/login/reset?token=${encodeURIComponent(user.resetToken)}`,
    }),
  timeline: null,
});

import { renderAccountInvitation } from '../emails/templates/account-invitation';
import { emailJob } from './email';

interface InvitedClient {
  email: string;
  firstName: string | null;
  inviteToken: string;
}

/** email.account-invitation: the link to set the first password of an account made without one. */
export const sendAccountInvitation = emailJob<'user.invited', InvitedClient>({
  template: 'account-invitation',
  load: async (job, { db }) => {
    const user = await db('users').where({ id: job.payload.userId }).first('email', 'firstName');
    return user ? { ...user, inviteToken: job.payload.inviteToken } : null;
  },
  recipients: (user) => [user.email],
  render: (user, { config }) =>
    renderAccountInvitation({
      firstName: user.firstName,
      businessName: config.businessName,
      setPasswordUrl: `${config.publicUrl}/api/login/reset?token=${encodeURIComponent(user.inviteToken)}`,
    }),
  timeline: null,
});

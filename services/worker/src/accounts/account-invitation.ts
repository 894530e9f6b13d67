import { renderAccountInvitation } from './emails/account-invitation';
import { linkEmailJob } from './link-email-job';

/** email.account-invitation: the link to set the first password of an account made without one (minted at sending). */
export const sendAccountInvitation = linkEmailJob<'user.invited'>({
  template: 'account-invitation',
  purpose: 'invite',
  path: '/api/login/reset',
  render: (link, config, setPasswordUrl) =>
    renderAccountInvitation({ firstName: link.firstName, businessName: config.businessName, setPasswordUrl }),
});

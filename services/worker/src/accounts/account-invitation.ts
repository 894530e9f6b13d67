import { renderAccountInvitation } from './emails/account-invitation';
import { setPasswordLinkJob } from './link-email-job';

/** email.account-invitation: the link to set the first password of an account made without one (minted at sending). */
export const sendAccountInvitation = setPasswordLinkJob<'user.invited'>(
  'account-invitation',
  'invite',
  (greeting, setPasswordUrl) => renderAccountInvitation({ ...greeting, setPasswordUrl }),
);

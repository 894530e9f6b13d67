import { emailJob } from '../pipeline/email';
import { type LinkRecipient, linkUrl, loadLink } from '../pipeline/link-email';
import { renderAccountInvitation } from './emails/account-invitation';

/** email.account-invitation: the link to set the first password of an account made without one (minted at sending). */
export const sendAccountInvitation = emailJob<'user.invited', LinkRecipient>({
  template: 'account-invitation',
  load: (job, { db }) => loadLink(db, job.payload.tokenId, job.payload.userId, 'invite'),
  recipients: (link) => [link.email],
  render: (link, { config }) =>
    renderAccountInvitation({
      firstName: link.firstName,
      businessName: config.businessName,
      setPasswordUrl: linkUrl(config.publicUrl, '/api/login/reset'),
    }),
  linkTokenId: (link) => link.tokenId,
  timeline: null,
});

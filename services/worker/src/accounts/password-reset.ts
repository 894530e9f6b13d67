import { emailJob } from '../pipeline/email';
import { type LinkRecipient, linkUrl, loadLink } from '../pipeline/link-email';
import { renderPasswordReset } from './emails/password-reset';

/** email.password-reset: the emailed link of the built-in provider's "forgot password" (minted at sending). */
export const sendPasswordReset = emailJob<'user.password_reset_requested', LinkRecipient>({
  template: 'password-reset',
  load: (job, { db }) => loadLink(db, job.payload.tokenId, job.payload.userId, 'reset'),
  recipients: (link) => [link.email],
  render: (link, { config }) =>
    renderPasswordReset({
      firstName: link.firstName,
      businessName: config.businessName,
      resetUrl: linkUrl(config.publicUrl, '/api/login/reset'),
    }),
  linkTokenId: (link) => link.tokenId,
  timeline: null,
});

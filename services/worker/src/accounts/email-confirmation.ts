import { emailJob } from '../pipeline/email';
import { type LinkRecipient, linkUrl, loadLink } from '../pipeline/link-email';
import { renderEmailConfirmation } from './emails/email-confirmation';

/** email.email-confirmation: a new account's link to confirm its address, valid 24 hours (minted at sending). */
export const sendEmailConfirmation = emailJob<'user.email_confirmation_requested', LinkRecipient>({
  template: 'email-confirmation',
  load: (job, { db }) => loadLink(db, job.payload.tokenId, job.payload.userId, 'verify-email'),
  recipients: (link) => [link.email],
  render: (link, { config }) =>
    renderEmailConfirmation({
      firstName: link.firstName,
      businessName: config.businessName,
      confirmUrl: linkUrl(config.publicUrl, '/api/login/verify'),
      newAddress: null,
    }),
  linkTokenId: (link) => link.tokenId,
  timeline: null,
});

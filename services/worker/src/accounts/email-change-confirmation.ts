import { emailJob } from '../pipeline/email';
import { type LinkRecipient, linkUrl, loadLink } from '../pipeline/link-email';
import { renderEmailConfirmation } from './emails/email-confirmation';

/** email.email-change-confirmation: the new address she asked for gets a link; her email changes when it is opened. */
export const sendEmailChangeConfirmation = emailJob<'user.email_change_requested', LinkRecipient>({
  template: 'email-change-confirmation',
  load: (job, { db }) => loadLink(db, job.payload.tokenId, job.payload.userId, 'verify-email'),
  recipients: (link) => [link.email],
  render: (link, { config }) =>
    renderEmailConfirmation({
      firstName: link.firstName,
      businessName: config.businessName,
      confirmUrl: linkUrl(config.publicUrl, '/api/login/verify'),
      newAddress: link.email,
    }),
  linkTokenId: (link) => link.tokenId,
  timeline: null,
});

import { renderEmailConfirmation } from './emails/email-confirmation';
import { linkEmailJob } from './link-email-job';

/** email.email-change-confirmation: the new address she asked for gets a link; her email changes when it is opened. */
export const sendEmailChangeConfirmation = linkEmailJob<'user.email_change_requested'>({
  template: 'email-change-confirmation',
  purpose: 'verify-email',
  path: '/api/login/verify',
  render: (link, config, confirmUrl) =>
    renderEmailConfirmation({
      firstName: link.firstName,
      businessName: config.businessName,
      confirmUrl,
      newAddress: link.email,
    }),
});

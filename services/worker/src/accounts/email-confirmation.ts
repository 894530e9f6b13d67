import { renderEmailConfirmation } from './emails/email-confirmation';
import { linkEmailJob } from './link-email-job';

/** email.email-confirmation: a new account's link to confirm its address, valid 24 hours (minted at sending). */
export const sendEmailConfirmation = linkEmailJob<'user.email_confirmation_requested'>({
  template: 'email-confirmation',
  purpose: 'verify-email',
  path: '/api/login/verify',
  render: (link, config, confirmUrl) =>
    renderEmailConfirmation({
      firstName: link.firstName,
      businessName: config.businessName,
      confirmUrl,
      newAddress: null,
    }),
});

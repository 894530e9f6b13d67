import { renderEmailConfirmation } from './emails/email-confirmation';
import { linkEmailJob } from './link-email-job';

/** A link (24 hours, once, minted at sending) that confirms an address: the account's, or the new one she asked for. */
const confirmationJob = <T extends 'user.email_confirmation_requested' | 'user.email_change_requested'>(
  template: string,
  change: boolean,
) =>
  linkEmailJob<T>({
    template,
    purpose: 'verify-email',
    path: '/api/login/verify',
    render: (link, config, confirmUrl) =>
      renderEmailConfirmation({
        firstName: link.firstName,
        businessName: config.businessName,
        confirmUrl,
        newAddress: change ? link.email : null,
      }),
  });

/** email.email-confirmation: a new account's link to confirm its address. */
export const sendEmailConfirmation = confirmationJob<'user.email_confirmation_requested'>(
  'email-confirmation',
  false,
);

/** email.email-change-confirmation: the new address she asked for gets a link; her email changes when it is opened. */
export const sendEmailChangeConfirmation = confirmationJob<'user.email_change_requested'>(
  'email-change-confirmation',
  true,
);

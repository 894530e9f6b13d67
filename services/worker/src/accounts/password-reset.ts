import { renderPasswordReset } from './emails/password-reset';
import { linkEmailJob } from './link-email-job';

/** email.password-reset: the emailed link of the built-in provider's "forgot password" (minted at sending). */
export const sendPasswordReset = linkEmailJob<'user.password_reset_requested'>({
  template: 'password-reset',
  purpose: 'reset',
  path: '/api/login/reset',
  render: (link, config, resetUrl) =>
    renderPasswordReset({ firstName: link.firstName, businessName: config.businessName, resetUrl }),
});

import type { WorkerConfig } from '../config';
import { emailJob } from '../pipeline/email';
import type { RenderedEmail } from '../pipeline/email-layout';
import type { JobHandler } from '../pipeline/handler';
import { type LinkRecipient, linkUrl, loadLink } from '../pipeline/link-email';
import { accountRecipientOf } from './accounts.repository';

/** The events whose email carries a one-time link (their payload: userId, tokenId). */
type LinkEvent =
  | 'user.password_reset_requested'
  | 'user.invited'
  | 'user.email_confirmation_requested'
  | 'user.email_change_requested';

/**
 * An account email with a one-time link: read from the link's row while it can still be used,
 * sent to the link's address, the token minted at sending (pipeline/link-email.ts); no timeline.
 */
export function linkEmailJob<T extends LinkEvent>(spec: {
  template: string;
  purpose: 'reset' | 'invite' | 'verify-email';
  /** The link page, e.g. '/api/login/reset'. */
  path: string;
  render(link: LinkRecipient, config: WorkerConfig, url: string): RenderedEmail;
}): JobHandler<T> {
  return emailJob<T, LinkRecipient>({
    template: spec.template,
    load: (job, { db }) => loadLink(db, job.payload.tokenId, job.payload.userId, spec.purpose),
    recipients: (link) => [link.email],
    render: (link, { config }) => spec.render(link, config, linkUrl(config.publicUrl, spec.path)),
    linkTokenId: (link) => link.tokenId,
    timeline: null,
  });
}

/**
 * A link to the page that sets a password (/api/login/reset): a forgotten one's reset, or an
 * invited account's first one. The email greets the account's owner from the business.
 */
export const setPasswordLinkJob = <T extends LinkEvent>(
  template: string,
  purpose: 'reset' | 'invite',
  render: (greeting: { firstName: string | null; businessName: string }, url: string) => RenderedEmail,
) =>
  linkEmailJob<T>({
    template,
    purpose,
    path: '/api/login/reset',
    render: (link, config, url) =>
      render({ firstName: link.firstName, businessName: config.businessName }, url),
  });

/** The pages an account notice points to, on the site's address. */
export interface AccountPages {
  signInUrl: string;
  forgotUrl: string;
  contactUrl: string;
}

/**
 * An account email without a link, to the account's own address (a notice): greeted from the
 * business, with the site's sign-in, forgotten-password and contact pages; no timeline.
 */
export const accountNoticeJob = <T extends 'user.registration_repeated' | 'user.password_changed'>(
  template: string,
  render: (
    greeting: { firstName: string | null; businessName: string },
    pages: AccountPages,
  ) => RenderedEmail,
) =>
  emailJob<T, { email: string; firstName: string | null }>({
    template,
    load: async (job, { db }) => (await accountRecipientOf(db, job.payload.userId)) ?? null,
    recipients: (user) => [user.email],
    render: (user, { config }) =>
      render(
        { firstName: user.firstName, businessName: config.businessName },
        {
          signInUrl: `${config.publicUrl}/api/login`,
          forgotUrl: `${config.publicUrl}/api/login?view=forgot`,
          contactUrl: `${config.publicUrl}/contact`,
        },
      ),
    timeline: null,
  });

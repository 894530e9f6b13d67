import { linkLifetimeWords } from './link-lifetimes';
import { apiMessages, toasts } from './messages';

/**
 * What the sign-in pages, the OpenID Connect sign-in and the account settings say, word for word
 * (the rest of the site's words are in messages/).
 */

const minutes = (count: number) => (count === 1 ? '1 minute' : `${count} minutes`);

/** What the sign-in pages say when they refuse a form (they render it on the page, never as JSON). */
export const signInPageMessages = {
  /** The account had too many wrong passwords: the right one waits too, or a reset opens it. */
  accountLocked: (wait: number) =>
    `Too many incorrect passwords for this account. To keep it safe, signing in is paused for ${minutes(wait)}, even with the right password. Please wait, or reset your password.`,
  addressLocked: (wait: number) =>
    `Too many unsuccessful sign-ins from your connection. Please wait ${minutes(wait)} and try again.`,
  tooManyForms: (wait: number) =>
    `That's a lot of tries in a short while. Please wait ${minutes(wait)} and try again.`,
  tooManyResetEmails: (wait: number) =>
    `We have already sent a few reset links to that email. Please check your inbox (and spam folder), or ask again in ${minutes(wait)}.`,
  crossSite: 'For your safety, this form only works on our own website. Please try again here.',
  tooLarge: 'That was more than this form takes. Please shorten your entries and try again.',
  unreadable: "We couldn't read that form. Please fill it in again.",
} as const;

/** Why a sign-in through the OpenID Connect provider did not sign her in (the sign-in page shows it). */
export const oidcMessages = {
  heading: "We couldn't sign you in",
  tryAgain: 'Try again',
  cancelled: 'Sign-in was cancelled, so you are not signed in. You can try again whenever you like.',
  providerFailed: 'Your sign-in provider could not sign you in just now. Please try again.',
  providerUnreachable: 'We could not reach the sign-in provider just now. Please try again in a moment.',
  expired: 'Your sign-in took too long or was already used. Please try again.',
  otherBrowser:
    'This sign-in was started in another browser or window, so we did not sign you in. Please sign in again here.',
  noSubject: 'Your sign-in provider did not tell us who you are. Please try again.',
  noEmail: 'Your sign-in provider did not share your email address with us. Please allow it and try again.',
  unverifiedEmail: 'Please confirm your email address with your sign-in provider first, then try again.',
} as const;

export const accountMessages = {
  emailTaken: apiMessages.emailTaken,
  /** 403 on booking until the sign-up email is confirmed. */
  confirmEmailFirst: (email: string) => `Please confirm your email first — we've sent a link to ${email}.`,
  confirmEmailBanner: (email: string) =>
    `Please confirm your email address: we've sent a link to ${email}. Once it's confirmed you can book.`,
  confirmationResent: (email: string) => `We've sent a new link to ${email}.`,
  confirmationResendWait:
    'We sent a link a moment ago. Please check your inbox, or try again in a few minutes.',
  alreadyConfirmed: 'Your email is already confirmed.',
  /** The account settings after asking for a new address: it changes once the link is opened. */
  emailChangeSent: (email: string) =>
    `We've sent a link to ${email}. Your email changes once you open it (within ${linkLifetimeWords('verify-email')}).`,
  emailChangePending: (email: string) => `Waiting for you to confirm ${email} from the link we sent.`,
  /** With an OpenID Connect provider, the email is the provider's. */
  emailManagedByProvider: 'Your email comes from your sign-in provider. Please change it there.',
  saved: toasts.profileUpdated.description,
  /** PUT /api/account/password: the field's and the toasts' words, and the answers. */
  currentPasswordRequired: 'Please enter your current password',
  passwordChangedTitle: 'Password Changed',
  passwordNotChangedTitle: 'Password Not Changed',
  checkTheFields: 'Please check the fields and try again.',
  passwordChanged:
    'Your password has been changed. Any other device signed in to your account has been signed out.',
  currentPasswordWrong: 'That is not your current password.',
  samePassword: 'Please choose a password different from your current one.',
  passwordManagedByProvider: 'You sign in with your sign-in provider. Please change your password there.',
  noPasswordYet:
    "Your account has no password yet. Use 'Forgot your password?' on the sign-in page to set one.",
} as const;

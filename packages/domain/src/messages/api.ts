import { REPLY_WITHIN } from '../reply-promise';

/** Messages of the API's own answers (server decides; the spec leaves them open). */
export const apiMessages = {
  validationFailed: 'Please check the highlighted fields.',
  signInRequired: 'Please sign in to continue.',
  forbidden: "You don't have permission to do that.",
  notFound: 'Not found.',
  crossOrigin: 'Cross-origin request refused.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Send the request body as application/json.',
  payloadTooLarge: 'The request body is too large.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'We are briefly unavailable. Please try again in a moment.',
  contactReceived: `Thank you for your message. We'll get back to you ${REPLY_WITHIN}.`,
  badCredentials: 'Incorrect email or password.',
  emailTaken: 'An account with this email already exists.',
  resetSent: 'If an account exists for that email, we have sent a link to reset the password.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Your password has been changed. You can sign in now.',
  /** The answer to registering with an email that has an account, whichever kind: the email says which. */
  registrationEmailed: (email: string) =>
    `We have sent an email to ${email}. Open it to finish setting up your account.`,
  inviteInvalid: 'This link to set your password is invalid or has expired. Ask for a new one below.',
  passwordSet: 'Your password is set. Sign in to see your bookings.',
  /** With an OpenID Connect provider, the built-in sign-in forms are off. */
  builtInSignInOff: 'Sign-in goes through our sign-in provider.',
  /** The confirmation link's page (GET shows a button; opening the email alone confirms nothing). */
  confirmEmailIntro: (email: string) => `Confirm that ${email} is your email address.`,
  confirmNewEmailIntro: (email: string) => `Confirm ${email} as the new email address of your account.`,
  emailConfirmed: 'Thank you, your email is confirmed.',
  emailChanged: (email: string) => `Your email is now ${email}.`,
  confirmInvalid: 'This confirmation link is invalid, has expired or was already used.',
  /** OIDC: an account here has that email, but nobody has confirmed it yet, so it is not joined to the provider's identity. */
  oidcUnconfirmedAccount:
    'An account here uses this email but its address was never confirmed, so we cannot join it to your sign-in. Please open the confirmation link we emailed to that address, or contact us.',
  illegalTransition: (from: string, to: string) => `Cannot change status from ${from} to ${to}.`,
} as const;

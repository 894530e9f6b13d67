import { defineJob, EMAIL_RETRY, type JobDefinition } from '../pipeline/job-table';
import { sendAccountExists } from './account-exists';
import { sendAccountInvitation } from './account-invitation';
import { sendEmailChangedNotice } from './email-changed-notice';
import { sendEmailChangeConfirmation, sendEmailConfirmation } from './email-confirmation';
import { sendPasswordChangedNotice } from './password-changed-notice';
import { sendPasswordReset } from './password-reset';

/** The event jobs of accounts: job name -> queue, handler, retries, and the event types that start it. */
export const accountJobs = {
  'email.password-reset': defineJob({
    queue: 'emails',
    handler: sendPasswordReset,
    ...EMAIL_RETRY,
    eventTypes: ['user.password_reset_requested'],
  }),
  'email.account-invitation': defineJob({
    queue: 'emails',
    handler: sendAccountInvitation,
    ...EMAIL_RETRY,
    eventTypes: ['user.invited'],
  }),
  'email.account-exists': defineJob({
    queue: 'emails',
    handler: sendAccountExists,
    ...EMAIL_RETRY,
    eventTypes: ['user.registration_repeated'],
  }),
  'email.email-confirmation': defineJob({
    queue: 'emails',
    handler: sendEmailConfirmation,
    ...EMAIL_RETRY,
    eventTypes: ['user.email_confirmation_requested'],
  }),
  'email.email-change-confirmation': defineJob({
    queue: 'emails',
    handler: sendEmailChangeConfirmation,
    ...EMAIL_RETRY,
    eventTypes: ['user.email_change_requested'],
  }),
  'email.email-changed-notice': defineJob({
    queue: 'emails',
    handler: sendEmailChangedNotice,
    ...EMAIL_RETRY,
    eventTypes: ['user.email_changed'],
  }),
  'email.password-changed-notice': defineJob({
    queue: 'emails',
    handler: sendPasswordChangedNotice,
    ...EMAIL_RETRY,
    eventTypes: ['user.password_changed'],
  }),
} satisfies Record<string, JobDefinition>;

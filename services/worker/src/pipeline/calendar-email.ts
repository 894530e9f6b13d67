import type { WorkerConfig } from '../config';
import { mailDomain } from './mailer';

/** What every customer email reads of the configuration (Business Settings applied): the business and its addresses. */
export function businessEmailSettings(config: WorkerConfig) {
  return {
    businessName: config.businessName,
    publicUrl: config.publicUrl,
    contactEmails: config.contactEmails,
  };
}

/**
 * What a customer email with a calendar file reads of the configuration: the business, its
 * addresses, and the file's UID domain and SEQUENCE.
 */
export function calendarEmailSettings(config: WorkerConfig, sequence: number) {
  return {
    ...businessEmailSettings(config),
    calendar: { uidDomain: mailDomain(config.mailFrom), sequence, generatedAt: new Date() },
  };
}

import type { WorkerConfig } from '../config';
import { mailDomain } from './mailer';

/**
 * What a customer email with a calendar file reads of the configuration (Business Settings
 * applied): the business, its addresses, and the file's UID domain and SEQUENCE.
 */
export function calendarEmailSettings(config: WorkerConfig, sequence: number) {
  return {
    businessName: config.businessName,
    publicUrl: config.publicUrl,
    contactEmails: config.contactEmails,
    calendar: { uidDomain: mailDomain(config.mailFrom), sequence, generatedAt: new Date() },
  };
}

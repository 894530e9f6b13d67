import { readBusinessSettings } from '@beauty/api/features/business-settings/business-settings.repository';
import type { BusinessSettingsDocument } from '@beauty/domain/schemas/business-settings';
import type { Knex } from 'knex';
import type { WorkerConfig } from './config';

/**
 * The worker's view of Business Settings: the row the admins edit (the same one the API reads;
 * the API stores it from the BUSINESS_* defaults when it starts, and until then these are used). Emails render with it, so a
 * handle changed in the app is in the next email; read once per render (a primary-key read),
 * never again on an SMTP retry, which sends the stored render.
 */
export async function businessSettingsFor(db: Knex, config: WorkerConfig): Promise<BusinessSettingsDocument> {
  const defaults: BusinessSettingsDocument = {
    ...config.businessDefaults,
    businessName: config.businessName,
    contactEmails: [...config.contactEmails],
    paymentHandles: { ...config.paymentHandles },
  };
  return (await readBusinessSettings(db, defaults)).document;
}

/** The configuration as emails read it: the business's name, addresses and handles from the settings. */
export function withBusinessSettings(config: WorkerConfig, settings: BusinessSettingsDocument): WorkerConfig {
  const [first = config.contactEmails[0], second = first] = settings.contactEmails;
  return {
    ...config,
    businessName: settings.businessName,
    contactEmails: [first, second],
    paymentHandles: { ...settings.paymentHandles },
    cancellationHours: settings.cancellationHours,
  };
}

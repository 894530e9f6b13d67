import type { BusinessSettingsDocument } from '@beauty/domain/schemas/business-settings';
import { readBusinessSettings } from '@beauty/server/business-settings';
import type { WorkerConfig } from '../config';
import type { JobContext } from './handler';

/**
 * The worker's view of Business Settings: the row the admins edit (the same one the API reads;
 * the API stores it from the BUSINESS_* defaults when it starts, and until then these are used).
 * Emails render with it, so a handle changed in the app is in the next email: the copy kept in
 * `ctx.cache` is dropped when the API announces the change (after its commit), and while the
 * worker cannot hear the announcements it reads the row every time.
 */
export function businessSettingsFor(
  ctx: Pick<JobContext, 'db' | 'config' | 'cache'>,
): Promise<BusinessSettingsDocument> {
  const { db, config, cache } = ctx;
  const load = async () => {
    const defaults: BusinessSettingsDocument = {
      ...config.businessDefaults,
      businessName: config.businessName,
      contactEmails: [...config.contactEmails],
      paymentHandles: { ...config.paymentHandles },
    };
    return (await readBusinessSettings(db, defaults)).document;
  };
  return cache ? cache.value('business-settings', 'worker-document', load) : load();
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

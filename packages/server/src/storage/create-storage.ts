import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { ObjectStorage, StorageSettings } from './storage';

/** The driver STORAGE_DRIVER names. The signing secret is needed only by the API's local driver. */
export function createStorage(
  settings: StorageSettings,
  options: { signingSecret?: string } = {},
): ObjectStorage {
  return settings.driver === 's3'
    ? new S3Storage(settings.s3)
    : new LocalDiskStorage(settings.dir, options.signingSecret ?? null);
}

const cache = new WeakMap<StorageSettings, ObjectStorage>();

/**
 * One adapter per settings object (the service's config, read once at start-up), so S3 clients
 * and their connection pools are created once and shared by every request or job.
 */
export function storageFor(
  settings: StorageSettings,
  options: { signingSecret?: string } = {},
): ObjectStorage {
  let storage = cache.get(settings);
  if (!storage) {
    storage = createStorage(settings, options);
    cache.set(settings, storage);
  }
  return storage;
}

import { storageFor } from '@beauty/server/storage/create-storage';
import type { ObjectStorage } from '@beauty/server/storage/storage';
import type { WorkerConfig } from '../config';

/** How one retention run goes: its clock, and how many rows each batch and each kind may take. */
export interface MaintenanceOptions {
  now: Date;
  batchSize: number;
  maxBatches: number;
}

/** `ms` before `now`. */
export const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** What a housekeeping run may be given in place of what the configuration names. */
export interface MaintenanceAdapters {
  storage?: (config: WorkerConfig) => ObjectStorage;
}

/** The storage whose files a run removes: the adapter given, else the configured one. */
export const storageOf = (config: WorkerConfig, adapters: MaintenanceAdapters): ObjectStorage =>
  adapters.storage ? adapters.storage(config) : storageFor(config.storage);

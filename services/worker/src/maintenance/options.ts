/** How one retention run goes: its clock, and how many rows each batch and each kind may take. */
export interface MaintenanceOptions {
  now: Date;
  batchSize: number;
  maxBatches: number;
}

/** `ms` before `now`. */
export const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

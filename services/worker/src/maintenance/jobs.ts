import {
  DB_RETRY,
  type DelayedJobDefinition,
  defineScheduledJob,
  schedulesById,
} from '../pipeline/job-table';
import { MAINTENANCE_JOB, MAINTENANCE_SCHEDULE, maintenanceJob } from './maintenance';
import { RECONCILE_JOB, RECONCILE_SCHEDULE, reconcileJob } from './reconcile';

/** The delayed jobs of housekeeping (started by time or by a schedule, not by an event). */
export const maintenanceDelayedJobs = {
  // Housekeeping runs beside the nightly stats, away from the email and booking queues.
  [MAINTENANCE_JOB]: defineScheduledJob({
    queue: 'stats',
    handler: maintenanceJob,
    ...DB_RETRY,
  }),
  [RECONCILE_JOB]: defineScheduledJob({
    queue: 'reminders',
    handler: reconcileJob,
    ...DB_RETRY,
  }),
} satisfies Record<string, DelayedJobDefinition>;

/** The repeatable starts of housekeeping's delayed jobs, by scheduler id. */
export const maintenanceSchedules = schedulesById(
  // Nothing grows forever: old finished rows and abandoned uploads go (MAINTENANCE_SCHEDULE).
  MAINTENANCE_SCHEDULE,
  // Nothing lost stays lost: Redis's jobs rebuilt from the database (RECONCILE_SCHEDULE).
  RECONCILE_SCHEDULE,
);

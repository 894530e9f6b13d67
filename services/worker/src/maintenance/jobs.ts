import {
  DB_RETRY,
  type DelayedJobDefinition,
  defineDelayedJob,
  type JobSchedule,
  NO_DATA,
} from '../pipeline/job-table';
import { MAINTENANCE_JOB, MAINTENANCE_SCHEDULE, maintenanceJob } from './maintenance';
import { RECONCILE_JOB, RECONCILE_SCHEDULE, reconcileJob } from './reconcile';

/** The delayed jobs of housekeeping (started by time or by a schedule, not by an event). */
export const maintenanceDelayedJobs = {
  // Housekeeping runs beside the nightly stats, away from the email and booking queues.
  [MAINTENANCE_JOB]: defineDelayedJob({
    queue: 'stats',
    handler: maintenanceJob,
    ...DB_RETRY,
    dataSchema: NO_DATA,
  }),
  [RECONCILE_JOB]: defineDelayedJob({
    queue: 'reminders',
    handler: reconcileJob,
    ...DB_RETRY,
    dataSchema: NO_DATA,
  }),
} satisfies Record<string, DelayedJobDefinition>;

/** The repeatable starts of housekeeping's delayed jobs, by scheduler id. */
export const maintenanceSchedules: Record<string, JobSchedule> = {
  // Nothing grows forever: old finished rows and abandoned uploads go (MAINTENANCE_SCHEDULE).
  [MAINTENANCE_SCHEDULE.schedulerId]: {
    jobName: MAINTENANCE_SCHEDULE.jobName,
    pattern: MAINTENANCE_SCHEDULE.pattern,
    tz: MAINTENANCE_SCHEDULE.tz,
    patternOf: MAINTENANCE_SCHEDULE.patternOf,
  },
  // Nothing lost stays lost: Redis's jobs rebuilt from the database (RECONCILE_SCHEDULE).
  [RECONCILE_SCHEDULE.schedulerId]: {
    jobName: RECONCILE_SCHEDULE.jobName,
    pattern: RECONCILE_SCHEDULE.pattern,
    tz: RECONCILE_SCHEDULE.tz,
    patternOf: RECONCILE_SCHEDULE.patternOf,
  },
};

import { eventPayloadSchemas } from '@beauty/domain/events';
import { loadWorkerConfig } from '../config';
import {
  checkRegistry,
  type DelayedJobDefinition,
  delayedJobOf,
  type JobDefinition,
  JobRegistryError,
  jobsFor,
  registry,
} from './registry';

const handler: JobDefinition['handler'] = async () => 'done';
const job = (overrides: Partial<JobDefinition> = {}): JobDefinition => ({
  queue: 'emails',
  handler,
  attempts: 3,
  backoff: { type: 'fixed', delay: 10 },
  eventTypes: ['contact_message.received'],
  ...overrides,
});

function problemsOf(candidate: Parameters<typeof checkRegistry>[0]): string[] {
  try {
    checkRegistry(candidate);
  } catch (error) {
    expect(error).toBeInstanceOf(JobRegistryError);
    return (error as JobRegistryError).problems;
  }
  return [];
}

describe('job registry', () => {
  it('is consistent as shipped', () => {
    expect(() => checkRegistry(registry)).not.toThrow();
  });

  it('subscribes a received contact message to its timeline entry and both emails', () => {
    expect(jobsFor(registry, 'contact_message.received')).toEqual([
      'timeline.record',
      'email.contact-staff-notification',
      'email.contact-acknowledgment',
    ]);
    expect(jobsFor(registry, 'user.registered')).toEqual([]);
    expect(jobsFor(registry, 'toString')).toEqual([]);
  });

  it("subscribes booking events to their timeline entries, emails, the reminder, and the stylists' and studio's figures", () => {
    const changed = [
      'timeline.record',
      'email.booking-confirmation',
      'email.booking-staff-notification',
      'reminders.sync-booking',
      'holds.sync-booking',
      'stats.recompute-stylist',
      'stats.recompute-studio',
    ];
    expect(jobsFor(registry, 'booking.created')).toEqual(changed);
    // Time freed on the date it left: waitlisted requests may fit there now.
    expect(jobsFor(registry, 'booking.rescheduled')).toEqual([...changed, 'waitlist.offer-openings']);
    expect(jobsFor(registry, 'booking.cancelled')).toEqual([
      'timeline.record',
      'email.booking-cancelled',
      'email.booking-staff-notification',
      'reminders.sync-booking',
      'holds.sync-booking',
      'stats.recompute-stylist',
      'stats.recompute-studio',
      'waitlist.offer-openings',
    ]);
    // The customer's cancellation email retries like every other email.
    expect(registry.jobs['email.booking-cancelled']).toMatchObject({
      queue: 'emails',
      attempts: registry.jobs['email.booking-confirmed']!.attempts,
      backoff: registry.jobs['email.booking-confirmed']!.backoff,
      eventTypes: ['booking.cancelled'],
    });
    expect(jobsFor(registry, 'booking.confirmed')).toEqual([
      'timeline.record',
      'email.booking-confirmed',
      'reminders.sync-booking',
      'holds.sync-booking',
      'stats.recompute-stylist',
      'stats.recompute-studio',
    ]);
    expect(jobsFor(registry, 'booking.completed')).toEqual([
      'timeline.record',
      'reminders.sync-booking',
      'holds.sync-booking',
      'stats.recompute-stylist',
      'stats.recompute-studio',
    ]);
    // A deposit recorded ends the hold; a final price set is emailed to her.
    expect(jobsFor(registry, 'booking.updated')).toEqual([
      'timeline.record',
      'email.booking-price-set',
      'holds.sync-booking',
      'stats.recompute-stylist',
      'stats.recompute-studio',
    ]);
    expect(jobsFor(registry, 'booking.reminder_due')).toEqual(['email.booking-reminder']);
    expect(delayedJobOf(registry, 'reminders.booking-due')).toMatchObject({ queue: 'reminders' });
    expect(delayedJobOf(registry, 'email.booking-reminder')).toBeUndefined();
    expect(delayedJobOf(registry, 'toString')).toBeUndefined();
  });

  it('stops start-up when a subscribed job has no handler, naming it', () => {
    const candidate = {
      jobs: { 'email.a': job() },
      subscriptions: { 'contact_message.received': ['email.a', 'email.forgotten'] },
    };
    expect(() => checkRegistry(candidate)).toThrow(/email\.forgotten.*no handler/);
    expect(problemsOf(candidate)).toEqual([
      "event 'contact_message.received' subscribes job 'email.forgotten', which has no handler",
    ]);
  });

  it('rejects a definition whose handler is not a function', () => {
    const broken = job({ handler: undefined as unknown as JobDefinition['handler'] });
    const problems = problemsOf({
      jobs: { 'email.a': broken },
      subscriptions: { 'contact_message.received': ['email.a'] },
    });
    expect(problems).toContain("job 'email.a' has no handler function");
    expect(problems).toContain(
      "event 'contact_message.received' subscribes job 'email.a', which has no handler",
    );
  });

  it('rejects unknown event types, unknown queues, bad attempts, ":" in names and duplicates', () => {
    const problems = problemsOf({
      jobs: {
        'email:a': job({ queue: 'nowhere' as JobDefinition['queue'], attempts: 0 }),
        'email.b': job(),
      },
      subscriptions: {
        'contact_message.recieved': ['email.b'],
        'contact_message.received': ['email.b', 'email.b'],
      },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("names queue 'nowhere'"),
        "job 'email:a' needs attempts >= 1",
        "job 'email:a': BullMQ job ids cannot contain ':'",
        "event 'contact_message.recieved' is subscribed but has no payload schema in @beauty/domain/events",
        "event 'contact_message.received' lists job 'email.b' twice",
      ]),
    );
  });

  it('subscribes the admin status changes to the timeline and a deleted gallery image to file removal', () => {
    for (const type of [
      'consultation_request.status_changed',
      'testimonial.status_changed',
      'contact_message.status_changed',
    ]) {
      expect(jobsFor(registry, type)).toEqual(['timeline.record']);
    }
    // An application's step also emails the applicant, when the admin asked for it.
    expect(jobsFor(registry, 'stylist_application.status_changed')).toEqual([
      'timeline.record',
      'email.application-step',
    ]);
    expect(registry.jobs['email.application-step']).toMatchObject({ queue: 'emails', attempts: 5 });
    expect(jobsFor(registry, 'gallery_image.deleted')).toEqual(['images.remove-upload']);
    expect(registry.jobs['images.remove-upload']).toMatchObject({ queue: 'images' });
    expect(registry.jobs['stats.recompute-stylist']).toMatchObject({ queue: 'stats' });
  });

  it('schedules the stats recompute for everyone at 00:05 in Los Angeles, the hold scan every ten minutes, and the hourly housekeeping', () => {
    expect(registry.schedules).toEqual({
      'stats.nightly': { jobName: 'stats.recompute-all', pattern: '5 0 * * *', tz: 'America/Los_Angeles' },
      'holds.scan': { jobName: 'holds.release-overdue', pattern: '*/10 * * * *', tz: 'America/Los_Angeles' },
      maintenance: {
        jobName: 'maintenance.retention',
        pattern: '15 * * * *',
        tz: 'America/Los_Angeles',
        patternOf: expect.any(Function),
      },
      reconcile: {
        jobName: 'maintenance.reconcile',
        pattern: '45 * * * *',
        tz: 'America/Los_Angeles',
        patternOf: expect.any(Function),
      },
    });
    const config = loadWorkerConfig({
      MAINTENANCE_SCHEDULE: '0 4 * * *',
      RECONCILE_SCHEDULE: '*/20 * * * *',
    });
    expect(registry.schedules?.maintenance?.patternOf?.(config)).toBe('0 4 * * *');
    expect(registry.schedules?.reconcile?.patternOf?.(config)).toBe('*/20 * * * *');
    expect(delayedJobOf(registry, 'maintenance.retention')).toMatchObject({ queue: 'stats' });
    expect(delayedJobOf(registry, 'maintenance.reconcile')).toMatchObject({ queue: 'reminders' });
    expect(delayedJobOf(registry, 'stats.recompute-all')).toMatchObject({ queue: 'stats' });
    expect(delayedJobOf(registry, 'holds.release-overdue')).toMatchObject({ queue: 'reminders' });
    expect(delayedJobOf(registry, 'holds.booking-expiry')).toMatchObject({ queue: 'reminders' });
  });

  it('frees time for the waitlist on cancellations, moves, removed time off and changed hours', () => {
    for (const type of ['booking.cancelled', 'booking.rescheduled']) {
      expect(jobsFor(registry, type)).toContain('waitlist.offer-openings');
    }
    expect(jobsFor(registry, 'staffing.time_off_removed')).toEqual(['waitlist.offer-openings']);
    expect(jobsFor(registry, 'staffing.hours_changed')).toEqual(['waitlist.offer-openings']);
    expect(registry.jobs['waitlist.offer-openings']).toMatchObject({ queue: 'emails' });
  });

  it('accounts for every event type: subscribed, or ignored with a reason', () => {
    const { 'staffing.hours_changed': _forgotten, ...subscriptions } = registry.subscriptions;
    expect(problemsOf({ ...registry, subscriptions })).toEqual([
      "event 'staffing.hours_changed' is neither subscribed nor listed in ignoredEvents",
    ]);
    for (const reason of Object.values(registry.ignoredEvents ?? {})) expect(reason).toBeTruthy();
  });

  it('checks the schedules: a delayed job to start, a cron pattern, no ":" in the id', () => {
    const problems = problemsOf({
      ...registry,
      schedules: {
        'nightly:x': { jobName: 'stats.recompute-all', pattern: '5 0 * * *', tz: 'UTC' },
        'nightly.y': { jobName: 'timeline.record', pattern: 'daily', tz: 'UTC' },
      },
    });
    expect(problems).toEqual([
      "schedule 'nightly:x': BullMQ scheduler ids cannot contain ':'",
      "schedule 'nightly.y' starts 'timeline.record', which is not a delayed job",
      "schedule 'nightly.y' needs a cron pattern ('min hour day month weekday')",
    ]);
  });

  it('rejects subscribing a job to an event type its handler does not understand', () => {
    const withUser = {
      ...registry,
      subscriptions: { ...registry.subscriptions, 'user.registered': ['timeline.record'] },
    };
    expect(problemsOf(withUser)).toEqual([
      "event 'user.registered' subscribes job 'timeline.record', which does not handle that event type",
      "event 'user.registered' is both subscribed and listed in ignoredEvents",
    ]);
  });

  it('checks the delayed jobs too: handler, queue, attempts, schema, names', () => {
    const delayed = {
      handler: async () => 'done' as const,
      attempts: 1,
      backoff: { type: 'fixed', delay: 10 },
      dataSchema: eventPayloadSchemas['booking.reminder_due'],
    } as const;
    const problems = problemsOf({
      jobs: { 'email.a': job() },
      subscriptions: {},
      delayedJobs: {
        'email.a': { ...delayed, queue: 'reminders' },
        'later:b': { ...delayed, queue: 'nowhere' as JobDefinition['queue'], attempts: 0 },
        'later.c': {
          ...delayed,
          queue: 'reminders',
          handler: undefined as unknown as DelayedJobDefinition['handler'],
          dataSchema: undefined as unknown as DelayedJobDefinition['dataSchema'],
        },
      },
    });
    expect(problems).toEqual([
      "'email.a' is both an event job and a delayed job; the worker could not tell them apart",
      expect.stringContaining("delayed job 'later:b' names queue 'nowhere'"),
      "delayed job 'later:b' needs attempts >= 1",
      "delayed job 'later:b': BullMQ job ids cannot contain ':'",
      "delayed job 'later.c' has no handler function",
      "delayed job 'later.c' has no data schema",
    ]);
  });

  it('does not let a delayed job be subscribed to an event', () => {
    expect(
      problemsOf({
        ...registry,
        subscriptions: { ...registry.subscriptions, 'user.registered': ['reminders.booking-due'] },
      }),
    ).toEqual([
      "event 'user.registered' subscribes job 'reminders.booking-due', which has no handler",
      "event 'user.registered' is both subscribed and listed in ignoredEvents",
    ]);
  });
});

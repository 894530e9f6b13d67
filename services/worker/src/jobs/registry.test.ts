import { checkRegistry, type JobDefinition, JobRegistryError, jobsFor, registry } from './registry';

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
    expect(jobsFor(registry, 'booking.created')).toEqual([]);
    expect(jobsFor(registry, 'toString')).toEqual([]);
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

  it('rejects subscribing a job to an event type its handler does not understand', () => {
    const withBooking = {
      ...registry,
      subscriptions: { ...registry.subscriptions, 'booking.created': ['timeline.record'] },
    };
    expect(problemsOf(withBooking)).toEqual([
      "event 'booking.created' subscribes job 'timeline.record', which does not handle that event type",
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { finishEventJob } from '@beauty/worker/pipeline/outbox.repository';
import { createWorkerTestEnv, type WorkerTestEnv } from './worker-harness';

/**
 * An event is complete once every job it started has recorded its result. Each job records its
 * result and completes the event in one round trip (finishEventJob); jobs of one event finish
 * side by side on a busy worker, and the last must never miss the others' rows.
 */
let env: WorkerTestEnv;

beforeAll(async () => {
  env = await createWorkerTestEnv('event_completion');
});

afterAll(async () => {
  await env?.close();
});

async function publishedEvent(jobs: string[], published = true): Promise<string> {
  const [row] = await env
    .db('outbox_events')
    .insert({
      type: 'contact_message.received',
      entityType: 'contact-message',
      entityId: randomUUID(),
      payload: { contactMessageId: randomUUID() },
      publishedAt: published ? new Date() : null,
      jobs: published ? jobs : [],
    })
    .returning('id');
  return row.id as string;
}

const completedAt = async (id: string) =>
  (await env.db('outbox_events').where({ id }).first('completedAt')).completedAt as Date | null;

describe('finishing an event job', () => {
  it('completes the event with its last job, not before', async () => {
    const id = await publishedEvent(['email.a', 'email.b', 'timeline.record']);
    expect(await finishEventJob(env.db, id, 'email.a', 'done')).toBe(false);
    expect(await finishEventJob(env.db, id, 'timeline.record', 'skipped')).toBe(false);
    expect(await completedAt(id)).toBeNull();
    expect(await finishEventJob(env.db, id, 'email.b', 'done')).toBe(true);
    expect(await completedAt(id)).toBeInstanceOf(Date);
    const results = await env.db('outbox_event_jobs').where({ eventId: id }).orderBy('jobName');
    expect(results.map((r) => [r.jobName, r.result])).toEqual([
      ['email.a', 'done'],
      ['email.b', 'done'],
      ['timeline.record', 'skipped'],
    ]);
  });

  it('completes every event when its jobs finish at the same moment', async () => {
    const jobs = ['email.a', 'email.b', 'timeline.record'];
    const ids = await Promise.all(Array.from({ length: 40 }, () => publishedEvent(jobs)));
    await Promise.all(ids.flatMap((id) => jobs.map((job) => finishEventJob(env.db, id, job, 'done'))));
    const open = await env.db('outbox_events').whereIn('id', ids).whereNull('completedAt').count({ n: '*' });
    expect(Number(open[0]!.n)).toBe(0);
  });

  it('records a job twice as once, and leaves an unpublished or missing event alone', async () => {
    const id = await publishedEvent(['email.a']);
    expect(await finishEventJob(env.db, id, 'email.a', 'done')).toBe(true);
    expect(await finishEventJob(env.db, id, 'email.a', 'skipped')).toBe(false);
    expect(await env.db('outbox_event_jobs').where({ eventId: id })).toHaveLength(1);

    const unpublished = await publishedEvent(['email.a'], false);
    expect(await finishEventJob(env.db, unpublished, 'email.a', 'done')).toBe(false);
    expect(await completedAt(unpublished)).toBeNull();
    expect(await env.db('outbox_event_jobs').where({ eventId: unpublished })).toHaveLength(1);

    const missing = randomUUID();
    expect(await finishEventJob(env.db, missing, 'email.a', 'done')).toBe(false);
    expect(await env.db('outbox_event_jobs').where({ eventId: missing })).toHaveLength(0);
  });
});

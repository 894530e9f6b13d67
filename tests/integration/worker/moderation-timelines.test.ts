import { TIMELINE_LABELS } from '@beauty/domain/events';
import { createWorkerRuntime, type WorkerRuntime } from '@beauty/worker/pipeline/runtime';
import { waitUntil } from '../support/wait';
import {
  changeModeratedStatus,
  eventCompleted,
  insertModeratedItem,
  insertUser,
  type ModeratedKind,
} from './staff-fixture';
import { createWorkerTestEnv, type WorkerTestEnv } from './worker-harness';

let env: WorkerTestEnv;
let runtime: WorkerRuntime | null = null;
let admin: string;

beforeAll(async () => {
  env = await createWorkerTestEnv('moderation_timelines');
  runtime = createWorkerRuntime(env.config(), { logger: env.logger });
  await runtime.start();
  admin = (await insertUser(env.db, 'admin')).id;
});

afterAll(async () => {
  await runtime?.stop();
  await env?.close();
});

function timelineOf(entityType: ModeratedKind, entityId: string) {
  return env
    .db('status_events')
    .where({ entityType, entityId })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }])
    .select('status', 'label', 'detail');
}

/** Change the status as the admin screens do and wait for the worker to finish with the event. */
async function change(kind: ModeratedKind, id: string, to: string, notes: string | null = null) {
  const eventId = await changeModeratedStatus(env.db, kind, id, admin, to, notes);
  await eventCompleted(env.db, eventId);
  return eventId;
}

describe('timeline.record on admin status changes', () => {
  it("consultation requests: 'Marked contacted', 'Marked scheduled', 'Completed', with the notes", async () => {
    const id = await insertModeratedItem(env.db, 'consultation-request');
    await change('consultation-request', id, 'contacted', 'Called her, she wants a trial run');
    await change('consultation-request', id, 'scheduled');
    await change('consultation-request', id, 'completed', '  Trial done on 12/2  ');
    // Back to contacted is allowed by the machine and appends again.
    await change('consultation-request', id, 'contacted');
    expect(await timelineOf('consultation-request', id)).toEqual([
      {
        status: 'contacted',
        label: TIMELINE_LABELS.markedContacted,
        detail: 'Called her, she wants a trial run',
      },
      { status: 'scheduled', label: TIMELINE_LABELS.markedScheduled, detail: null },
      { status: 'completed', label: TIMELINE_LABELS.completed, detail: 'Trial done on 12/2' },
      { status: 'contacted', label: TIMELINE_LABELS.markedContacted, detail: null },
    ]);
  });

  it("testimonials: 'Approved' and 'Rejected', with the notes", async () => {
    const approved = await insertModeratedItem(env.db, 'testimonial');
    const rejected = await insertModeratedItem(env.db, 'testimonial');
    await change('testimonial', approved, 'approved');
    await change('testimonial', rejected, 'rejected', 'Not about our services');
    expect(await timelineOf('testimonial', approved)).toEqual([
      { status: 'approved', label: TIMELINE_LABELS.approved, detail: null },
    ]);
    expect(await timelineOf('testimonial', rejected)).toEqual([
      { status: 'rejected', label: TIMELINE_LABELS.rejected, detail: 'Not about our services' },
    ]);
  });

  it("contact messages: 'Marked read', then 'Marked responded' with the notes", async () => {
    const id = await insertModeratedItem(env.db, 'contact-message');
    const first = await change('contact-message', id, 'read');
    const second = await change('contact-message', id, 'responded', 'Replied by email: yes, we travel');
    expect(await timelineOf('contact-message', id)).toEqual([
      { status: 'read', label: TIMELINE_LABELS.markedRead, detail: null },
      {
        status: 'responded',
        label: TIMELINE_LABELS.markedResponded,
        detail: 'Replied by email: yes, we travel',
      },
    ]);
    for (const eventId of [first, second]) {
      const jobs = await env.db('outbox_event_jobs').where({ eventId });
      expect(jobs.map((j) => [j.jobName, j.result])).toEqual([['timeline.record', 'done']]);
    }
  });

  it('appends each change once, even when its event is published again', async () => {
    const id = await insertModeratedItem(env.db, 'testimonial');
    const eventId = await change('testimonial', id, 'approved', 'Lovely');
    // Take the finished job out of the queue first: were the event published again while the job
    // still sat there, the queue would take the new job for the old one and never run it.
    const queued = `${eventId}.timeline.record`;
    const job = await waitUntil(
      async () => {
        const found = await env.queue('timeline').getJob(queued);
        return found && (await found.isCompleted()) ? found : null;
      },
      15_000,
      `job ${queued} to finish in the queue`,
    );
    await job?.remove();
    await env.db('outbox_event_jobs').where({ eventId }).delete();
    await env
      .db('outbox_events')
      .where({ id: eventId })
      .update({ publishedAt: null, completedAt: null, jobs: [] });
    await eventCompleted(env.db, eventId);
    expect(await timelineOf('testimonial', id)).toEqual([
      { status: 'approved', label: TIMELINE_LABELS.approved, detail: 'Lovely' },
    ]);
  });

  it('a change to an item deleted since is skipped', async () => {
    const id = await insertModeratedItem(env.db, 'contact-message');
    const eventId = await env.db.transaction(async (trx) => {
      const [event] = await trx('outbox_events')
        .insert({
          type: 'contact_message.status_changed',
          entityType: 'contact-message',
          entityId: id,
          payload: JSON.stringify({ contactMessageId: id, from: 'new', to: 'read', changedBy: admin }),
        })
        .returning('id');
      await trx('contact_messages').where({ id }).delete();
      return event.id as string;
    });
    await eventCompleted(env.db, eventId);
    const [job] = await env.db('outbox_event_jobs').where({ eventId });
    expect(job.result).toBe('skipped');
    expect(await timelineOf('contact-message', id)).toEqual([]);
  });
});

import { signedInAs } from '../backoffice/staff-support';
import { startApi, type TestApi } from '../support/api';
import { bookingWorker } from '../worker/booking-worker';
import { emailedCalendar, ORGANIZER } from './calendar-reading';

/**
 * The real API and worker on a database of their own (`label`), the real SMTP capture, and the
 * business, as Business Settings name it, as the calendars' ORGANIZER (its name and bookings
 * address). Registers its hooks where it is called.
 */
export function calendarWorld(label: string) {
  const worker = bookingWorker(label);
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi({ DATABASE_URL: worker.env.databaseUrl, REDIS_PREFIX: worker.env.redisPrefix });
    const admin = await signedInAs(api.url, worker.db, 'admin', 'Ava');
    const settings = (await admin.client.get('/api/admin/business-settings')).json.settings;
    const put = await admin.client.request('PUT', '/api/admin/business-settings', {
      json: {
        ...settings,
        businessName: ORGANIZER.name,
        contactEmails: ['hello@rosepearl.example', ORGANIZER.email],
      },
    });
    expect(put.status).toBe(200);
  });
  afterAll(() => api?.close());

  return {
    worker,
    get api() {
      return api;
    },
    /** The newest outbox event of that type about the entity, once all its jobs have run. */
    async completedEvent(entityId: string, type: string): Promise<string> {
      const row = await worker
        .db('outbox_events')
        .where({ entityId, type })
        .orderBy('createdAt', 'desc')
        .first('id');
      if (!row) throw new Error(`no ${type} event for ${entityId}`);
      await worker.completed(row.id);
      return row.id;
    },
    /** The one email of `template` the event sent, with its calendar. */
    async calendarOf(eventId: string, template: string) {
      const emails = await worker.emailsOf(eventId, template);
      expect(emails).toHaveLength(1);
      const calendar = emailedCalendar(emails[0]!);
      expect(calendar).not.toBeNull();
      return calendar!;
    },
  };
}

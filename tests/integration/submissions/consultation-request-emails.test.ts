import { TIMELINE_LABELS } from '@beauty/domain/events';
import { recordPhotosProcessedIfDone } from '@beauty/worker/gallery/photos-processed';
import { waitUntil } from '../support/wait';
import { answers, PROMISE, s, uniqueEmail, useConsultationRequests } from './consultation-requests-support';
import { insertUpload, readableEmail, STAFF } from './harness';

useConsultationRequests('consult_emails');

describe('consultation_request.received', () => {
  it('emails the client the 24-hour promise and the staff every answer and the photo links, and fills the timeline', async () => {
    const photos = [
      await insertUpload(s.db, 'consultation-inspiration'),
      await insertUpload(s.db, 'consultation-inspiration'),
    ];
    const email = uniqueEmail();
    const res = await s.client().post('/api/consultation-requests', {
      ...answers,
      email,
      inspirationImages: photos.map((p) => p.url),
    });
    expect(res.status).toBe(201);
    const { id, trackingToken } = res.json;

    const [client] = await s.emailsTo(email);
    expect(client!.subject).toBe('We received your consultation request');
    const clientBody = readableEmail(client!.raw);
    expect(clientBody).toContain(PROMISE);
    expect(clientBody).toContain('Hi Grace,');

    for (const address of STAFF) {
      const staff = await s.emailsTo(address, email);
      expect(staff).toHaveLength(1);
      expect(staff[0]!.subject).toBe('New consultation request: Grace Kelly');
      const body = readableEmail(staff[0]!.raw);
      for (const line of [
        `Email: ${email}`,
        'Phone: 253-555-0199',
        'Event type: Wedding',
        'Event date: June 14, 2031',
        'Skin Type: Combination',
        'What are your favorite features? My eyes & cheekbones',
        'How do you feel about false lashes? Love them',
        "Is there a look that's too bold for you? Glitter on the lids",
        'Celebrity or style inspiration: Zendaya <3',
        'Your daily makeup routine: Tinted moisturizer,\nmascara and a lip balm',
        'Holy grail products: Charlotte Tilbury Pillow Talk',
        'Comments or concerns: Outdoor ceremony in July, worried about heat',
        'Allergies or sensitivities: Fragrance <script>alert(1)</script>',
      ]) {
        expect(body).toContain(line);
      }
      for (const photo of photos) {
        expect(body).toContain(`${s.api.url}/api/images/${photo.id}`);
        expect(body).toContain(`href="${s.api.url}/api/images/${photo.id}"`);
      }
      // The HTML part shows user text escaped, never as markup.
      expect(body).toContain('Fragrance &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(body).toContain('My eyes &amp; cheekbones');
    }
    // The listener has each email before the worker's transaction records it sent: the event
    // completes once its email jobs have committed, so wait for that before reading the rows.
    await s.waitForEvent(id);
    const stored = await s
      .db('email_deliveries')
      .whereIn('toAddress', [email, ...STAFF])
      .whereIn('eventId', s.db('outbox_events').where({ entityId: id }).select('id'));
    expect(stored.map((d) => d.template).sort()).toEqual([
      'consultation-acknowledgment',
      'consultation-staff-notification',
      'consultation-staff-notification',
    ]);
    for (const delivery of stored) {
      expect(delivery.status).toBe('sent');
      expect(delivery.htmlBody).not.toContain('<script>');
    }

    const timeline = async () =>
      (await s.client().get(`/api/timelines/consultation-request/${id}?token=${trackingToken}`)).json;
    const first = await timeline();
    expect(first.entries.map((e: { label: string }) => e.label).sort()).toEqual(
      [
        TIMELINE_LABELS.requestReceived,
        TIMELINE_LABELS.teamNotified,
        TIMELINE_LABELS.confirmationEmailSent,
      ].sort(),
    );
    expect(first.entries.every((e: { status: string }) => e.status === 'new')).toBe(true);
    expect(first.status).toBe('new');
    // Every job is done, but the photos are not converted yet: the timeline is not settled.
    expect(first.settled).toBe(false);

    await s.db('uploads').where({ id: photos[0]!.id }).update({ status: 'processed' });
    expect((await timeline()).settled).toBe(false);
    await s.db('uploads').where({ id: photos[1]!.id }).update({ status: 'rejected' });
    // Both photos are final, but their entry is written in a step of its own (after the last
    // conversion commits): settled only once it is there, so a reader never misses it.
    expect((await timeline()).settled).toBe(false);
    expect(await recordPhotosProcessedIfDone(s.db, id)).toBe(true);
    const last = await timeline();
    expect(last.settled).toBe(true);
    expect(last.entries.map((e: { label: string }) => e.label)).toContain(TIMELINE_LABELS.photosProcessed);
  });

  it('settles once the event is done when there are no photos', async () => {
    const res = await s.client().post('/api/consultation-requests', { name: 'Ada', email: uniqueEmail() });
    const { id, trackingToken } = res.json;
    const settled = await waitUntil(
      async () => {
        const t = await s.client().get(`/api/timelines/consultation-request/${id}?token=${trackingToken}`);
        return t.json.settled ? t.json : null;
      },
      15_000,
      'a settled timeline',
    );
    expect(settled.entries.map((e: { label: string }) => e.label)).toContain(TIMELINE_LABELS.requestReceived);
    expect((await s.client().get(`/api/timelines/consultation-request/${id}`)).status).toBe(404);
  });
});

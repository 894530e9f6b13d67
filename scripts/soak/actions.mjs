// The soak's actions, one a kind of visitor, customer or admin request (see traffic.mjs): each
// sends its requests through `call`, records how they were answered, and remembers what was
// accepted for the checks at the end.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { root } from '../lib.mjs';
import { apiRequire } from './infra.mjs';

const { addDays, todayInBusinessZone } = apiRequire(path.join(root, 'packages/domain/dist/slots.js'));

const PASSWORD = 'soak-password-2026-long';

/** The actions by kind, over the traffic's requests (`call`, `record`…) and what it remembers. */
export function createActions({
  rng,
  call,
  callRetrying,
  record,
  signInAs,
  sessionCookie,
  admin,
  pickBooking,
  db,
  tag,
  jpeg,
  accepted,
  customers,
  bookings,
  pendingReviews,
}) {
  const bookingDay = () => addDays(todayInBusinessZone(), rng.int(4, 300));
  const bookingTime = () => rng.pick(['09:00', '11:00', '13:00', '15:00']);

  const actions = {
    async visitor() {
      const from = addDays(todayInBusinessZone(), rng.int(3, 200));
      const paths = [
        '/',
        '/api/services',
        '/api/testimonials',
        '/api/gallery',
        `/api/availability?from=${from}&to=${addDays(from, 30)}&makeupService=better&serviceArea=puyallup`,
      ];
      const urlPath = rng.pick(paths);
      record(
        'visitor',
        await call('GET', urlPath, { headers: urlPath === '/' ? { accept: 'text/html' } : {} }),
      );
    },
    async contact() {
      const n = randomUUID().slice(0, 8);
      const email = `contact-${tag}-${n}@soak.example`;
      const answer = await call('POST', '/api/contact', {
        json: {
          name: `Jamie Rivera ${n}`,
          email,
          phone: '253-555-0142',
          subject: `Wedding party of five (${n})`,
          message: 'Hi! Could you do hair and makeup for five people in Puyallup on a Saturday morning?',
        },
      });
      if (record('contact', answer) && answer.json?.id)
        accepted.push({
          kind: 'contact',
          entityId: answer.json.id,
          type: 'contact_message.received',
          to: email,
        });
    },
    async review() {
      const n = randomUUID().slice(0, 8);
      const answer = await call('POST', '/api/testimonials', {
        json: {
          customerName: `Mia Wong ${n}`,
          customerEmail: `review-${tag}-${n}@soak.example`,
          serviceType: 'bridal',
          rating: rng.int(4, 5),
          content: 'Absolutely stunning work on my wedding day, and my whole bridal party loved it!',
        },
      });
      if (record('review', answer) && answer.json?.id) {
        accepted.push({ kind: 'review', entityId: answer.json.id, type: 'testimonial.submitted' });
        pendingReviews.push(answer.json.id);
      }
    },
    async signup() {
      const n = randomUUID().slice(0, 8);
      const email = `customer-${tag}-${n}@soak.example`;
      const answer = await call('POST', '/api/login/register', {
        form: { firstName: `Chloe ${n}`, lastName: 'Soak', email, password: PASSWORD },
      });
      const cookie = answer.status === 303 ? sessionCookie(answer) : null;
      if (record('signup', answer, Boolean(cookie))) {
        // She opens the emailed link: marked confirmed straight in the database (the email itself
        // is counted by the checks, not read for its link).
        await db('users').where({ email }).update({ emailVerifiedAt: db.fn.now() });
        const user = await db('users').where({ email }).first('id');
        customers.push({ email, cookie, id: user?.id });
        accepted.push({
          kind: 'signup',
          entityId: user?.id,
          type: 'user.email_confirmation_requested',
          to: email,
        });
      }
    },
    async signin() {
      if (customers.length === 0) return actions.signup();
      const customer = rng.pick(customers);
      const { answer, cookie } = await signInAs(customer.email, PASSWORD);
      if (record('signin', answer, Boolean(cookie))) customer.cookie = cookie;
    },
    async booking() {
      if (customers.length === 0) return actions.signup();
      const customer = rng.pick(customers);
      const key = `soak-${randomUUID()}`;
      const answer = await callRetrying('POST', '/api/bookings', {
        cookie: customer.cookie,
        headers: { 'idempotency-key': key },
        json: {
          makeupService: 'better',
          hairService: 'styled',
          eventDate: bookingDay(),
          eventTime: bookingTime(),
          serviceArea: 'puyallup',
          eventType: 'engagement',
          paymentMethod: 'venmo',
          paymentHandle: `@soak-${customer.email.slice(9, 17)}`,
        },
      });
      const id = answer.json?.booking?.id;
      if (record('booking', answer, answer.status === 201 && Boolean(id))) {
        bookings.set(id, { id, customer, status: answer.json.booking.status ?? 'pending' });
        accepted.push({ kind: 'booking', entityId: id, type: 'booking.created', to: customer.email });
      }
    },
    async reschedule() {
      const booking = pickBooking(['pending', 'confirmed']);
      if (!booking) return actions.booking();
      const answer = await call('POST', `/api/bookings/${booking.id}/reschedule`, {
        cookie: booking.customer.cookie,
        json: { eventDate: bookingDay(), eventTime: bookingTime() },
      });
      if (record('reschedule', answer, answer.status === 200))
        accepted.push({
          kind: 'reschedule',
          entityId: booking.id,
          type: 'booking.rescheduled',
          to: booking.customer.email,
        });
    },
    async cancel() {
      const booking = pickBooking(['pending', 'confirmed']);
      if (!booking) return actions.booking();
      const answer = await call('POST', `/api/bookings/${booking.id}/cancel`, {
        cookie: booking.customer.cookie,
      });
      if (record('cancel', answer, answer.status === 200)) {
        booking.status = 'cancelled';
        accepted.push({
          kind: 'cancel',
          entityId: booking.id,
          type: 'booking.cancelled',
          to: booking.customer.email,
        });
      }
    },
    async confirm() {
      const booking = pickBooking(['pending']);
      if (!booking) return actions.booking();
      const answer = await call('PATCH', `/api/admin/bookings/${booking.id}`, {
        cookie: await admin(),
        json: { status: 'confirmed' },
      });
      if (record('confirm', answer, answer.status === 200)) {
        booking.status = 'confirmed';
        accepted.push({
          kind: 'confirm',
          entityId: booking.id,
          type: 'booking.confirmed',
          to: booking.customer.email,
        });
      }
    },
    async moderate() {
      const id = pendingReviews.shift();
      if (!id) return actions.review();
      const answer = await call('PUT', `/api/admin/testimonials/${id}/status`, {
        cookie: await admin(),
        json: { status: rng() < 0.8 ? 'approved' : 'rejected' },
      });
      if (record('moderate', answer, answer.status === 200))
        accepted.push({ kind: 'moderate', entityId: id, type: 'testimonial.status_changed' });
    },
    async upload() {
      // The admin's gallery upload on the local driver: a presigned-style URL, the bytes PUT to
      // it, the worker's WebP conversion awaited by process-image, then the gallery entry.
      const cookie = await admin();
      const start = await call('POST', '/api/objects/upload', { cookie });
      if (!record('upload', start, start.status === 200)) return;
      const { uploadURL, imageUrl, uploadId } = start.json;
      const put = await call(
        'PUT',
        new URL(uploadURL, start.base).pathname + new URL(uploadURL, start.base).search,
        {
          api: start.base,
          headers: { 'content-type': 'image/jpeg' },
          body: new Uint8Array(jpeg),
        },
      );
      if (!record('upload', put, put.status === 204)) return;
      accepted.push({ kind: 'upload', entityId: uploadId, type: 'upload.received' });
      const processed = await call('POST', '/api/admin/gallery/process-image', {
        cookie,
        json: { imageUrl },
        timeoutMs: 40_000,
      });
      if (!record('upload', processed, processed.status === 200)) return;
      const created = await call('POST', '/api/admin/gallery', {
        cookie,
        json: {
          title: `Soak look ${uploadId.slice(0, 6)}`,
          imageUrl: processed.json.processedImageUrl,
          tags: ['soak'],
        },
      });
      record('upload', created, created.status === 201);
    },
  };
  return actions;
}

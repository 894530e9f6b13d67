import { type SubmissionsEnv, startSubmissionsEnv } from './harness';

export const PROMISE = "We'll contact you within 24 hours to schedule your free consultation.";

export const answers = {
  name: 'Grace Kelly',
  phone: '253-555-0199',
  eventType: 'wedding',
  eventDate: '2031-06-14',
  skinType: 'combination',
  favoriteFeatures: 'My eyes & cheekbones',
  falseLashesExperience: 'love-them',
  tooFoldForYou: 'Glitter on the lids',
  celebrityInspiration: 'Zendaya <3',
  dailyRoutine: 'Tinted moisturizer,\nmascara and a lip balm',
  holyGrailProducts: 'Charlotte Tilbury Pillow Talk',
  commentsOrConcerns: 'Outdoor ceremony in July, worried about heat',
  allergiesOrSensitivities: 'Fragrance <script>alert(1)</script>',
};

export let s: SubmissionsEnv;
export let seq = 0;
export const uniqueEmail = () => `grace.${Date.now()}.${++seq}@example.com`;

/** Starts the suite's world before its tests and stops it after them. */
export function useConsultationRequests(label: string): void {
  beforeAll(async () => {
    s = await startSubmissionsEnv(label, { worker: true });
  });
  afterAll(() => s?.close());
}

export const tables = () => s.counts('consultation_requests', 'outbox_events');
export const attachedUploads = async () =>
  Number((await s.db('uploads').whereNotNull('attachedId').count({ n: '*' }).first())!.n);

import type { Knex } from 'knex';
import { findSubmission } from './submission-rows.repository';

export interface TestimonialRow {
  id: string;
  customerName: string;
  customerEmail: string;
  serviceType: string;
  rating: number;
  content: string;
  status: string;
}

/** The testimonial an event is about, or null when it was deleted since. */
export function findTestimonial(db: Knex, id: string): Promise<TestimonialRow | null> {
  return findSubmission<TestimonialRow>(db, 'testimonials', id, [
    'id',
    'customerName',
    'customerEmail',
    'serviceType',
    'rating',
    'content',
    'status',
  ]);
}

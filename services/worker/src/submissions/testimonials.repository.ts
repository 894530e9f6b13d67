import type { Knex } from 'knex';

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
export async function findTestimonial(db: Knex, id: string): Promise<TestimonialRow | null> {
  const row = await db('testimonials')
    .where({ id })
    .first('id', 'customerName', 'customerEmail', 'serviceType', 'rating', 'content', 'status');
  return row ?? null;
}

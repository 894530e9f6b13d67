import { toasts } from '@beauty/domain/messages';
import type { TestimonialInput } from '@beauty/domain/schemas/testimonial';
import { insertAnnounced } from '../../db/insert-announced';
import type { AppDeps } from '../../deps';

export interface TestimonialCreated {
  id: string;
  message: string;
}

/** Save a review as pending and its `testimonial.submitted` event in one transaction. */
export async function createTestimonial(
  deps: Pick<AppDeps, 'knex'>,
  input: TestimonialInput,
): Promise<TestimonialCreated> {
  const row = {
    customerName: input.customerName.trim(),
    customerEmail: input.customerEmail.trim(),
    serviceType: input.serviceType,
    rating: input.rating,
    content: input.content.trim(),
    status: 'pending',
  };
  const id = await insertAnnounced(deps.knex, 'testimonials', row, (testimonialId) => ({
    type: 'testimonial.submitted',
    entityType: 'testimonial',
    entityId: testimonialId,
    payload: { testimonialId },
  }));
  return { id, message: toasts.reviewSubmitted.description };
}

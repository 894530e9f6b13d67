import { toasts } from '@beauty/domain/messages';
import type { TestimonialInput } from '@beauty/domain/schemas/testimonial';
import { writeEvent } from '@beauty/server/outbox';
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
  const id = await deps.knex.transaction(async (trx) => {
    const [row] = await trx('testimonials')
      .insert({
        customerName: input.customerName.trim(),
        customerEmail: input.customerEmail.trim(),
        serviceType: input.serviceType,
        rating: input.rating,
        content: input.content.trim(),
        status: 'pending',
      })
      .returning('id');
    await writeEvent(trx, {
      type: 'testimonial.submitted',
      entityType: 'testimonial',
      entityId: row.id,
      payload: { testimonialId: row.id },
    });
    return row.id as string;
  });
  return { id, message: toasts.reviewSubmitted.description };
}

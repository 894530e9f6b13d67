import type { TestimonialInput } from '@beauty/domain/schemas/testimonial';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';

export interface TestimonialCreated {
  id: string;
  message: string;
}

/** POST /api/testimonials: 201 { id, message } (pending approval), 400 with field errors, or 429. */
export function createTestimonial(input: TestimonialInput): Promise<TestimonialCreated> {
  return apiJson<TestimonialCreated>('POST', '/api/testimonials', input);
}

export function useCreateTestimonial() {
  return useApiMutation(createTestimonial);
}

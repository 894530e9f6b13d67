import type { ConsultationRequest } from '@beauty/domain/schemas/consultation-request';
import type { ContactMessage } from '@beauty/domain/schemas/contact';
import type { Testimonial } from '@beauty/domain/schemas/testimonial';

/** The Management Panel's tabs, in order; the key is also the `?tab=` value in the address. */
export const PANEL_TABS = ['consultations', 'testimonials', 'messages', 'gallery'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

/** An unknown or missing `?tab=` opens the first tab. */
export function panelTabFrom(value: string | null): PanelTab {
  return (PANEL_TABS as readonly string[]).includes(value ?? '') ? (value as PanelTab) : 'consultations';
}

export interface PanelCounts {
  /** Consultation requests whose status is new. */
  consultationRequests: number | undefined;
  /** Reviews waiting for approval. */
  testimonials: number | undefined;
  /** Contact messages whose status is new. */
  contactMessages: number | undefined;
}

const countWhere = <T extends { status: string }>(items: readonly T[] | undefined, status: T['status']) =>
  items ? items.filter((item) => item.status === status).length : undefined;

/**
 * The tab badges (spec 001): new consultation requests, pending reviews and new contact
 * messages. A list that has not loaded has no count yet (undefined), rather than a false 0.
 */
export function panelCounts(lists: {
  consultationRequests?: readonly Pick<ConsultationRequest, 'status'>[];
  testimonials?: readonly Pick<Testimonial, 'status'>[];
  contactMessages?: readonly Pick<ContactMessage, 'status'>[];
}): PanelCounts {
  return {
    consultationRequests: countWhere(lists.consultationRequests, 'new'),
    testimonials: countWhere(lists.testimonials, 'pending'),
    contactMessages: countWhere(lists.contactMessages, 'new'),
  };
}

import { type Static, Type } from '@sinclair/typebox';
import { CONSULTATION_REQUEST_STATUSES, CONTACT_MESSAGE_STATUSES, TESTIMONIAL_STATUSES } from '../status';
import { LIMITS, oneOf, optionalText, strictObject } from './fields';

const notes = optionalText(LIMITS.notes);

/** PUT /api/admin/consultation-requests/{id}/status. */
export const consultationRequestStatusUpdate = strictObject(
  {
    status: oneOf(
      CONSULTATION_REQUEST_STATUSES.filter((s) => s !== 'new'),
      'Status must be contacted, scheduled or completed',
    ),
    adminNotes: notes,
  },
  { $id: 'ConsultationRequestStatusUpdate' },
);
export type ConsultationRequestStatusUpdate = Static<typeof consultationRequestStatusUpdate>;

/** PUT /api/admin/testimonials/{id}/status. */
export const testimonialStatusUpdate = strictObject(
  {
    status: oneOf(
      TESTIMONIAL_STATUSES.filter((s) => s !== 'pending'),
      'Status must be approved or rejected',
    ),
    adminNotes: notes,
  },
  { $id: 'TestimonialStatusUpdate' },
);
export type TestimonialStatusUpdate = Static<typeof testimonialStatusUpdate>;

/** PUT /api/admin/contact-messages/{id}/status. */
export const contactMessageStatusUpdate = strictObject(
  {
    status: oneOf(
      CONTACT_MESSAGE_STATUSES.filter((s) => s !== 'new'),
      'Status must be read or responded',
    ),
    adminNotes: notes,
  },
  { $id: 'ContactMessageStatusUpdate' },
);
export type ContactMessageStatusUpdate = Static<typeof contactMessageStatusUpdate>;

export const idParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

import { adminUpdateFailures, serviceTypeLabels, toasts } from '@beauty/domain/messages';
import type { Testimonial } from '@beauty/domain/schemas/testimonial';
import { SparkleIcon } from '@/components/icons';
import { Stars } from '@/components/stars';
import { useAdminTestimonials } from '../api/get-testimonials';
import { useUpdateTestimonialStatus } from '../api/update-testimonial-status';
import { TESTIMONIAL_BADGES, testimonialActions } from '../moderation-display';
import { emailLink, Facts, ItemCard, ItemTimes, SavedNotes } from './item-parts';
import { ModerationList } from './list-states';
import { StatusActions } from './status-actions';
import { useItemStatusChange } from './status-feedback';

/**
 * Tab 2 (spec 001): reviews from /submit-testimonial, the pending ones first, then the decided
 * ones, each newest first, 50 at a time; an approved one shows on the home page.
 */
export function TestimonialsTab() {
  return (
    <ModerationList
      list={useAdminTestimonials()}
      what="testimonials"
      older="reviews"
      empty={{
        icon: <SparkleIcon />,
        title: 'No Testimonials',
        text: 'Reviews sent from the review page will wait here for your approval.',
      }}
      renderItem={(testimonial) => <TestimonialItem key={testimonial.id} testimonial={testimonial} />}
    />
  );
}

function TestimonialItem({ testimonial }: { testimonial: Testimonial }) {
  const statusChange = useItemStatusChange({
    update: useUpdateTestimonialStatus(),
    id: testimonial.id,
    failure: adminUpdateFailures.testimonial,
    succeeded: (status) => ({
      title: toasts.testimonialUpdated.title,
      description:
        status === 'approved'
          ? `The review from ${testimonial.customerName} is approved and now shows on the home page.`
          : `The review from ${testimonial.customerName} is rejected.`,
    }),
  });
  const id = `testimonial-${testimonial.id}`;
  const actions = testimonialActions(testimonial.status);

  return (
    <ItemCard
      id={id}
      title={testimonial.customerName}
      subtitle={
        <>
          <span>{serviceTypeLabels[testimonial.serviceType] ?? testimonial.serviceType}</span>
          <Stars rating={testimonial.rating} block="admin-stars" />
        </>
      }
      badge={TESTIMONIAL_BADGES[testimonial.status]}
      actions={
        actions.length ? (
          <StatusActions
            id={id}
            notesLabel="Notes"
            notesNote="(optional)"
            savedNotes={testimonial.adminNotes}
            actions={actions}
            variants={{ approved: 'primary', rejected: 'outline' }}
            {...statusChange}
          />
        ) : undefined
      }
    >
      <blockquote className="admin-quote">
        <p>{testimonial.content}</p>
      </blockquote>
      <Facts items={[{ label: 'Email', value: emailLink(testimonial.customerEmail) }]} />
      {actions.length ? null : <SavedNotes notes={testimonial.adminNotes} />}
      <ItemTimes
        receivedLabel="Submitted"
        createdAt={testimonial.createdAt}
        statusChangedAt={testimonial.statusChangedAt}
        statusChangedBy={testimonial.statusChangedBy}
      />
    </ItemCard>
  );
}

import { adminUpdateFailures, serviceTypeLabels, toasts } from '@beauty/domain/messages';
import type { TestimonialStatusUpdate } from '@beauty/domain/schemas/admin';
import type { Testimonial } from '@beauty/domain/schemas/testimonial';
import type { TestimonialStatus } from '@beauty/domain/status';
import { useCallback, useState } from 'react';
import { SparkleIcon } from '@/components/icons';
import { Stars } from '@/components/stars';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useAdminTestimonials } from '../api/get-testimonials';
import { useUpdateTestimonialStatus } from '../api/update-testimonial-status';
import { TESTIMONIAL_BADGES, testimonialActions } from '../moderation-display';
import { emailLink, Facts, ItemCard, ItemTimes } from './item-parts';
import { ModerationList } from './list-states';
import { StatusActions } from './status-actions';
import { useItemStatusChange } from './status-feedback';

/**
 * Tab 2 (spec 001): reviews from /submit-testimonial, the pending ones first, then the decided
 * ones, each newest first, 50 at a time; an approved one shows on the home page until it is
 * unpublished, and a rejected one can be published.
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

/** What the success toast says each change did, from the status the review had. */
function changeDescription(name: string, from: TestimonialStatus, to: TestimonialStatus) {
  if (to === 'approved')
    return from === 'rejected'
      ? `The review from ${name} is published and now shows on the home page.`
      : `The review from ${name} is approved and now shows on the home page.`;
  return from === 'approved'
    ? `The review from ${name} is unpublished and no longer shows on the site.`
    : `The review from ${name} is rejected.`;
}

function TestimonialItem({ testimonial }: { testimonial: Testimonial }) {
  const statusChange = useItemStatusChange({
    update: useUpdateTestimonialStatus(),
    id: testimonial.id,
    failure: adminUpdateFailures.testimonial,
    succeeded: (status) => ({
      title: toasts.testimonialUpdated.title,
      description: changeDescription(testimonial.customerName, testimonial.status, status),
    }),
  });
  // Unpublishing takes a review off the site: asked first, with the notes written in the box.
  const [unpublishing, setUnpublishing] = useState<{ notes: string } | null>(null);
  const closeUnpublish = useCallback(() => setUnpublishing(null), []);
  const requestChange = (status: TestimonialStatusUpdate['status'], notes: string) => {
    if (testimonial.status === 'approved' && status === 'rejected') setUnpublishing({ notes });
    else statusChange.onChange(status, notes);
  };
  const id = `testimonial-${testimonial.id}`;

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
        // Every review offers a decision (pending: both; decided: its reversal), so the notes box
        // with the saved notes is always there.
        <StatusActions
          id={id}
          notesLabel="Notes"
          notesNote="(optional)"
          savedNotes={testimonial.adminNotes}
          actions={testimonialActions(testimonial.status)}
          variants={{ approved: 'primary', rejected: 'outline' }}
          pendingStatus={statusChange.pendingStatus}
          onChange={requestChange}
        />
      }
    >
      <blockquote className="admin-quote">
        <p>{testimonial.content}</p>
      </blockquote>
      <Facts items={[{ label: 'Email', value: emailLink(testimonial.customerEmail) }]} />
      <ItemTimes
        receivedLabel="Submitted"
        createdAt={testimonial.createdAt}
        statusChangedAt={testimonial.statusChangedAt}
        statusChangedBy={testimonial.statusChangedBy}
      />
      <ConfirmDialog
        open={unpublishing !== null}
        onClose={closeUnpublish}
        title="Unpublish this review?"
        description="It will no longer show on the site."
        keepLabel="Keep Published"
        keepLockedWhileBusy
        label="Unpublish Review"
        busyLabel="Unpublishing..."
        busy={statusChange.pendingStatus === 'rejected'}
        onConfirm={() => statusChange.onChange('rejected', unpublishing?.notes ?? '', closeUnpublish)}
      />
    </ItemCard>
  );
}

import { formatEstimate } from '@beauty/domain/pricing';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { pricesAService } from '@/lib/form-selection';
import type { Estimate } from '../booking-form';

/**
 * On a phone the Price Estimate comes after the form, so this bar keeps the total in view while
 * she chooses (issue 12, point 8). Fixed to the bottom of the screen (it takes no room in the
 * page, so nothing moves when it goes), it goes away once the estimate itself is on screen or above
 * it, so it never covers the submit button or the footer; from 64rem the estimate sits beside the form
 * and the bar is not shown at all (booking.css).
 */
export function EstimateBar({ estimate, estimateId }: { estimate: Estimate; estimateId: string }) {
  const [estimateReached, setEstimateReached] = useState(false);

  useEffect(() => {
    const target = document.getElementById(estimateId);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setEstimateReached(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [estimateId]);

  const count = estimate.lines.length;
  // No amount until a service is priced (add-ons and travel go with one), as the estimate says.
  const priced = pricesAService(estimate.lines);
  const toEstimate = () => {
    const target = document.getElementById(estimateId);
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <aside className="estimate-bar inline gap-3" aria-label="Estimate summary" hidden={estimateReached}>
      <p className="estimate-bar__total">
        <span className="estimate-bar__label fine-print">Estimated total</span>
        <strong>{priced ? formatEstimate(estimate.totalCents) : '$0'}</strong>
        <span className="note">
          {count === 0
            ? 'Nothing chosen yet'
            : priced
              ? `${count} ${count === 1 ? 'item' : 'items'}`
              : 'Choose a service'}
        </span>
      </p>
      <Button type="button" size="sm" onClick={toEstimate}>
        Review &amp; Book
      </Button>
    </aside>
  );
}

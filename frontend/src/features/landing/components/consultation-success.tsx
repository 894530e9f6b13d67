import { FREE_CONSULTATION_VALID_DAYS } from '@beauty/domain/slots';
import { useEffect, useRef } from 'react';
import { CheckIcon } from '@/components/icons';
import { StatusTimeline } from '@/components/status-timeline';
import { Button } from '@/components/ui/button';
import type { ConsultationRequestCreated } from '../api/create-consultation-request';
import { useConsultationRequestTimeline } from '../api/get-consultation-request-timeline';

function RequestTimeline({ created }: { created: ConsultationRequestCreated }) {
  const { data } = useConsultationRequestTimeline({ id: created.id, trackingToken: created.trackingToken });
  if (!data || data.entries.length === 0) return null;
  return (
    <div className="consult-success__timeline">
      <h4 className="consult-success__timeline-title">Request status</h4>
      <StatusTimeline entries={data.entries} settled={data.settled} title="Request status" />
    </div>
  );
}

const NEXT_STEPS = [
  'We read your answers and look through your inspiration photos.',
  'We contact you within 24 hours to schedule your free consultation.',
  `Your free consultation stays valid for ${FREE_CONSULTATION_VALID_DAYS} days, so there is no rush.`,
];

/** The questionnaire's success screen: next steps and the request's live status. */
export function ConsultationSuccess({
  created,
  onSubmitAnother,
}: {
  created: ConsultationRequestCreated;
  onSubmitAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form this replaces had focus; start the reader at the confirmation.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="consult-success">
      <span className="consult-success__icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="consult-success__title">
        Thank You!
      </h3>
      <p className="consult-success__text">Your consultation request is in. Here is what happens next:</p>
      <ol className="consult-success__steps">
        {NEXT_STEPS.map((step, index) => (
          <li key={step}>
            <span className="consult-success__step-number" aria-hidden="true">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      <RequestTimeline created={created} />
      <Button variant="outline" onClick={onSubmitAnother}>
        Submit Another Request
      </Button>
    </div>
  );
}

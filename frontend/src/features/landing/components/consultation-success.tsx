import { REPLY_WITHIN } from '@beauty/domain/reply-promise';
import { FREE_CONSULTATION_VALID_DAYS } from '@beauty/domain/slots';
import { CheckIcon } from '@/components/icons';
import { NumberedSteps } from '@/components/numbered-steps';
import { StatusTimeline } from '@/components/status-timeline';
import { Button } from '@/components/ui/button';
import { useFocusedHeading } from '@/lib/use-focused-heading';
import type { ConsultationRequestCreated } from '../api/create-consultation-request';
import { useConsultationRequestTimeline } from '../api/get-consultation-request-timeline';

function RequestTimeline({ created }: { created: ConsultationRequestCreated }) {
  const { data } = useConsultationRequestTimeline({ id: created.id, trackingToken: created.trackingToken });
  if (!data || data.entries.length === 0) return null;
  return (
    <div className="status-panel stack gap-4 consult-success__timeline">
      <h4 className="caps-heading consult-success__timeline-title">Request status</h4>
      <StatusTimeline entries={data.entries} settled={data.settled} title="Request status" />
    </div>
  );
}

const NEXT_STEPS = [
  'We read your answers and look through your inspiration photos.',
  `We contact you ${REPLY_WITHIN} to schedule your free consultation.`,
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
  const headingRef = useFocusedHeading();

  return (
    <div className="consult-success stack gap-5">
      <span className="success-badge ring consult-success__icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="consult-success__title">
        Thank You!
      </h3>
      <p className="muted">Your consultation request is in. Here is what happens next:</p>
      <NumberedSteps
        steps={NEXT_STEPS}
        className="consult-success__steps stack gap-3 plain-list"
        numberClassName="consult-success__step-number ring"
      />
      <RequestTimeline created={created} />
      <Button variant="outline" onClick={onSubmitAnother}>
        Submit Another Request
      </Button>
    </div>
  );
}

import { contactPage } from '@beauty/domain/messages';
import type { ContactMessageCreated } from '@beauty/domain/schemas/contact';
import { Link } from '@/app/navigation/navigation';
import { StatusTimeline } from '@/components/status-timeline';
import { SuccessCard } from '@/components/success-card';
import { Button, buttonClasses } from '@/components/ui/button';
import { useContactMessageTimeline } from '../api/get-contact-message-timeline';

function MessageTimeline({ sent }: { sent: ContactMessageCreated }) {
  const { data } = useContactMessageTimeline({ id: sent.id, trackingToken: sent.trackingToken });
  if (!data || data.entries.length === 0) return null;
  return (
    <div className="status-panel stack gap-4 contact-success__timeline">
      <h3 className="caps-heading contact-success__timeline-title">Message status</h3>
      <StatusTimeline entries={data.entries} settled={data.settled} title="Message status" />
    </div>
  );
}

export function ContactSuccess({
  sent,
  onSendAnother,
}: {
  sent: ContactMessageCreated;
  onSendAnother: () => void;
}) {
  return (
    <SuccessCard className="contact-success" title="Message Sent!" text={contactPage.successText}>
      <MessageTimeline sent={sent} />
      <div className="contact-success__actions cluster gap-3">
        <Button variant="outline" onClick={onSendAnother}>
          Send Another Message
        </Button>
        <Link to="/" className={buttonClasses()}>
          Back to Home
        </Link>
      </div>
    </SuccessCard>
  );
}

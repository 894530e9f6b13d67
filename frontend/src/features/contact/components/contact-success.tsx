import { contactPage } from '@beauty/domain/messages';
import type { ContactMessageCreated } from '@beauty/domain/schemas/contact';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '@/components/icons';
import { StatusTimeline } from '@/components/status-timeline';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useContactMessageTimeline } from '../api/get-contact-message-timeline';

function MessageTimeline({ sent }: { sent: ContactMessageCreated }) {
  const { data } = useContactMessageTimeline({ id: sent.id, trackingToken: sent.trackingToken });
  if (!data || data.entries.length === 0) return null;
  return (
    <div className="contact-success__timeline">
      <h3 className="contact-success__timeline-title">Message status</h3>
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
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form this replaces had focus; start the reader at the confirmation.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card className="contact-success">
      <CardContent className="contact-success__content">
        <span className="contact-success__icon" aria-hidden="true">
          <CheckIcon />
        </span>
        <h2 ref={headingRef} tabIndex={-1}>
          Message Sent!
        </h2>
        <p className="contact-success__text">{contactPage.successText}</p>
        <MessageTimeline sent={sent} />
        <div className="contact-success__actions">
          <Button variant="outline" onClick={onSendAnother}>
            Send Another Message
          </Button>
          <Link to="/" className={buttonClasses()}>
            Back to Home
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

import { FREE_CONSULTATION_VALID_DAYS } from '@beauty/domain/slots';
import { CalendarHeartIcon } from '@/components/icons';
import { SectionLink } from './section-link';

/** The free-consultation offer under the hero: book it with an appointment, or read about it. */
export function ConsultationBanner() {
  return (
    <section className="consult-banner" aria-labelledby="consult-banner-title">
      <div className="container consult-banner__inner stack gap-5">
        <span className="consult-banner__icon ring" aria-hidden="true">
          <CalendarHeartIcon />
        </span>
        <div className="stack gap-2">
          <h2 id="consult-banner-title" className="consult-banner__title">
            Your first consultation is on us
          </h2>
          <p className="consult-banner__text">
            New clients receive one free consultation, valid for {FREE_CONSULTATION_VALID_DAYS} days: talk
            through your look, your skin and your timeline with a stylist before the big day.
          </p>
        </div>
        <div className="consult-banner__actions cluster">
          <SectionLink section="book" variant="secondary">
            Book Free Consultation
          </SectionLink>
          <SectionLink section="consultation" variant="link" className="consult-banner__more">
            Learn More
          </SectionLink>
        </div>
      </div>
    </section>
  );
}

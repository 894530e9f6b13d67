import { REPLY_WITHIN_HOURS } from '@beauty/domain/reply-promise';
import { FREE_CONSULTATION_VALID_DAYS } from '@beauty/domain/slots';
import { useState } from 'react';
import type { ConsultationRequestCreated } from '../api/create-consultation-request';
import { consultFieldId } from '../consultation-questionnaire';
import { useInspirationImages } from '../use-inspiration-images';
import { ConsultationForm } from './consultation-form';
import { ConsultationSuccess } from './consultation-success';
import { SectionHeading } from './section-heading';
import './consultation.css';

const STEPS = [
  {
    title: 'Tell us about you',
    text: 'Your event, your skin and the looks you love, with photos if you like.',
  },
  { title: 'We reach out', text: `Within ${REPLY_WITHIN_HOURS} hours, to find a time that suits you.` },
  { title: 'Meet your artist', text: 'Talk through your look, try ideas and plan the day together.' },
];

/** #consultation: the free-consultation questionnaire, then the thank-you screen. */
export function ConsultationSection() {
  const [created, setCreated] = useState<ConsultationRequestCreated | null>(null);
  const inspiration = useInspirationImages();

  const submitAnother = () => {
    inspiration.reset();
    setCreated(null);
    // The fresh form mounts on the next render; start the visitor at its first field.
    requestAnimationFrame(() => document.getElementById(consultFieldId('name'))?.focus());
  };

  return (
    <section
      id="consultation"
      className="landing-section landing-section--cream"
      aria-labelledby="consultation-title"
    >
      <div className="container split-layout stack gap-8 consult-layout">
        <div className="consult-aside">
          <SectionHeading
            id="consultation-title"
            align="start"
            eyebrow="Free Consultation"
            title="Let's Plan Your Look"
            lead={`New clients receive one free consultation, valid for ${FREE_CONSULTATION_VALID_DAYS} days. Answer a few questions and we will take it from there.`}
          />
          <ol className="stack plain-list">
            {STEPS.map((step, index) => (
              <li key={step.title} className="consult-steps__item">
                <span className="consult-steps__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div>
                  <p className="consult-steps__title">{step.title}</p>
                  <p className="note">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="form-panel">
          {created ? (
            <ConsultationSuccess created={created} onSubmitAnother={submitAnother} />
          ) : (
            <ConsultationForm inspiration={inspiration} onSubmitted={setCreated} />
          )}
        </div>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';
import { useMarkHydrated } from '@/lib/use-mark-hydrated';
import { ApplicationForm } from './components/application-form';
import { ApplicationSuccess } from './components/application-success';
import { InfoCards } from './components/info-cards';
import { APPLICATION_DESCRIPTION, applicationPageTitle } from './seo';
import './stylist-application.css';

/** /stylist-application (spec 001): who we look for, the application form, then its success page. */
export function StylistApplicationPage() {
  const businessName = useBusinessName();
  const [submitted, setSubmitted] = useState(false);
  useDocumentMeta({ title: applicationPageTitle(businessName), description: APPLICATION_DESCRIPTION });
  useMarkHydrated();

  return (
    <>
      <PageHeader
        eyebrow="Careers"
        title="Join Our Beauty Team"
        lead="We are looking for talented, licensed hair and makeup artists who love making brides and their guests feel their most beautiful."
      />
      {submitted ? (
        <div className="container container--narrow page-section">
          <ApplicationSuccess />
        </div>
      ) : (
        <div className="container page-section application-page stack">
          <InfoCards />
          <div className="application-page__form">
            <ApplicationForm
              onSubmitted={() => {
                window.scrollTo({ top: 0 });
                setSubmitted(true);
              }}
            />
          </div>
        </div>
      )}
    </>
  );
}

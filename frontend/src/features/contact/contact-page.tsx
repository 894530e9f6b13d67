import type { ContactMessageCreated } from '@beauty/domain/schemas/contact';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';
import { useMarkHydrated } from '@/lib/use-mark-hydrated';
import { ContactCard } from './components/contact-card';
import { ContactForm } from './components/contact-form';
import { ContactSuccess } from './components/contact-success';
import './contact.css';
import { contactPageDescription, contactPageTitle } from './seo';

/** /contact (spec 001): the form or its success view, beside the direct-contact card. */
export function ContactPage() {
  const businessName = useBusinessName();
  const [sent, setSent] = useState<ContactMessageCreated | null>(null);
  useDocumentMeta({
    title: contactPageTitle(businessName),
    description: contactPageDescription(businessName),
  });
  useMarkHydrated();

  const sendAnother = () => {
    setSent(null);
    // The fresh form mounts on the next render; start the visitor at its first field.
    requestAnimationFrame(() => document.getElementById('contact-name')?.focus());
  };

  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in Touch"
        lead="Questions about your wedding day, a special event or our packages? Send us a note and we will help you plan your look."
      />
      <div className="container page-section">
        <div className="split-layout stack gap-8 contact-layout">
          {sent ? (
            <ContactSuccess sent={sent} onSendAnother={sendAnother} />
          ) : (
            <ContactForm onSent={setSent} />
          )}
          <ContactCard />
        </div>
      </div>
    </>
  );
}

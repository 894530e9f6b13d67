import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorStatus } from '@/lib/api-client';
import { usePageTitle } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';
import { type LegalDocumentName, useLegalDocument } from './api/get-legal-document';
import './legal.css';

const TITLES: Record<LegalDocumentName, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
};

/** The owner's text as paragraphs: a blank line starts a new one, a single line break stays. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function LegalPage({ name }: { name: LegalDocumentName }) {
  const businessName = useBusinessName();
  const title = TITLES[name];
  usePageTitle(title);
  const document = useLegalDocument(name);
  const missing = errorStatus(document.error) === 404;

  return (
    <>
      <PageHeader eyebrow={businessName} title={title} />
      <div className="container container--narrow page-section">
        {document.isPending ? (
          <div className="legal-text stack gap-4" aria-busy="true">
            <Skeleton className="legal-text__skeleton" />
            <Skeleton className="legal-text__skeleton" />
          </div>
        ) : document.data ? (
          <div className="legal-text stack gap-4">
            {paragraphsOf(document.data.text).map((paragraph, index) => (
              // The paragraphs have no identity of their own; their order is the text's.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <EmptyState
            boxed
            alert={!missing}
            title={
              missing ? `No ${title.toLowerCase()} yet` : `The ${title.toLowerCase()} could not be loaded`
            }
            text={
              missing
                ? 'The studio has not published this page yet. Questions? Write to us.'
                : 'Please try again in a moment.'
            }
            action={<Link to="/contact">Contact Us</Link>}
          />
        )}
      </div>
    </>
  );
}

/** /privacy: the Privacy Policy the owner wrote in Business Settings. */
export function PrivacyPage() {
  return <LegalPage name="privacy" />;
}

/** /terms: the Terms of Service the owner wrote in Business Settings. */
export function TermsPage() {
  return <LegalPage name="terms" />;
}

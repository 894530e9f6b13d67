import { useDocumentMeta } from '@/lib/document-meta';
import { useBusinessName } from '@/lib/site';
import { Hero } from './components/hero';
import { SectionStub } from './components/section-stub';
import { ServiceAreas } from './components/service-areas';
import { useHashScroll } from './use-hash-scroll';
import './landing.css';

/** '/' for visitors. Section order per spec 000 section 2; anchors stay stable as sections land. */
export function LandingPage() {
  const businessName = useBusinessName();
  useDocumentMeta({
    title: `Bridal Hair & Makeup in Puyallup, WA | ${businessName}`,
    description:
      'Mobile bridal and event hair and makeup in Puyallup, Tacoma and the South Puget Sound. Transparent pricing, bridal packages and a free consultation for new clients.',
  });
  useHashScroll();

  return (
    <>
      <Hero />
      {/* Built in a later issue: pricing tiers (Good/Better/Best, Simple/Styled Half-Up/Full Updo, add-ons). */}
      <SectionStub
        id="services"
        innerId="pricing"
        eyebrow="Services & Pricing"
        title="Makeup & Hair Services"
      >
        <p className="lead">
          Three makeup tiers and three hair tiers with transparent price ranges, plus lashes, travel and
          personal shopping add-ons.
        </p>
      </SectionStub>
      {/* Built in a later issue: bridal package cards, deposit notice and add-ons panel. */}
      <SectionStub id="bridal" eyebrow="Bridal Packages" title="For Your Wedding Day" tone="cream">
        <p className="lead">
          From the bride alone to the full bridal party, each package includes a 90-minute consultation and
          trial run.
        </p>
      </SectionStub>
      <ServiceAreas />
      {/* Built in a later issue: the landing booking form. */}
      <SectionStub id="book" eyebrow="Book" title="Reserve Your Date" tone="cream">
        <p className="lead">Choose your services, date and time, and we will hold your appointment.</p>
      </SectionStub>
      {/* Built in a later issue: the consultation questionnaire. */}
      <SectionStub id="consultation" eyebrow="Free Consultation" title="Tell Us About Your Look">
        <p className="lead">
          New clients receive one free consultation. Share your event, your skin and your inspiration, and we
          will contact you within 24 hours.
        </p>
      </SectionStub>
      {/* Built in a later issue: testimonials from clients. */}
      <SectionStub id="testimonials" eyebrow="Kind Words" title="From Our Brides" tone="cream" />
      {/* Built in a later issue: stylist cards and 'Our Story'. */}
      <SectionStub id="about" eyebrow="About" title="Meet Your Beauty Experts" />
    </>
  );
}

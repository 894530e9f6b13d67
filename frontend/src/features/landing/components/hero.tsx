import { FREE_CONSULTATION_VALID_DAYS } from '@beauty/domain/slots';
import { CalendarHeartIcon, CheckIcon, MapPinIcon, SparkleIcon } from '@/components/icons';
import { useCatalogServices } from '@/lib/catalog-queries';
import { HeroArt } from './hero-art';
import { SectionLink } from './section-link';

const highlights = [
  { Icon: SparkleIcon, text: 'Free consultations for new clients' },
  { Icon: CheckIcon, text: 'Three service tiers with transparent pricing' },
  { Icon: MapPinIcon, text: 'We travel to you' },
];

export function Hero() {
  const popularPackage = useCatalogServices().find((s) => s.category === 'bridal' && s.popular);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner stack">
        <div className="hero__copy stack gap-5">
          <p className="eyebrow">Puyallup · South Puget Sound</p>
          <h1 id="hero-title" className="hero__title">
            Professional Bridal Hair &amp; Makeup
          </h1>
          <p className="hero__subtitle">Wedding &amp; Event Beauty Services</p>
          <p className="hero__text muted">
            Mobile hair and makeup artistry for your wedding day, engagement photos and every celebration in
            between. New clients begin with a free consultation, and every service comes with transparent
            pricing.
          </p>
          <div className="hero__actions cluster gap-3">
            <SectionLink section="consultation" size="lg">
              Book Free Consultation
            </SectionLink>
            <SectionLink section="pricing" size="lg" variant="outline">
              View Services
            </SectionLink>
          </div>
          <ul className="hero__highlights stack gap-3 plain-list">
            {highlights.map(({ Icon, text }) => (
              <li key={text}>
                <Icon />
                {text}
              </li>
            ))}
          </ul>
        </div>

        <div className="hero__visual">
          <HeroArt />
          <div className="hero__card hero__card--top inline gap-3" aria-hidden="true">
            <CalendarHeartIcon />
            <div>
              <p className="hero__card-title">Free Consultation</p>
              <p className="fine-print">For new clients · valid {FREE_CONSULTATION_VALID_DAYS} days</p>
            </div>
          </div>
          {popularPackage ? (
            <div className="hero__card hero__card--bottom inline gap-3" aria-hidden="true">
              <p className="hero__card-badge">Most Popular</p>
              <p className="hero__card-title">{popularPackage.name}</p>
              <p className="hero__card-price">{popularPackage.priceRange}</p>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
